import type { SimContext } from '../http/context';
import type { JsonObject } from '../http/errors';
import type { ProfileRecord } from '../profiles/record';
import { randomUuid, rngFor } from '../seed/prng';
import type { SeedWorkspace } from '../seed/workspaces';
import { seedWorkspaceDocuments } from './seed';

/**
 * The documents of each workspace, seeded on first use (seed.ts) and changed in place by the mutations.
 * Times are epoch milliseconds of the simulator's clock; present.ts turns them into ISO strings.
 */

export const DOCUMENT_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const TARGET_TYPES = ['ALL', 'SEGMENT', 'QUERY'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

export type Audience =
  { targetType: 'ALL' } | { targetType: 'SEGMENT'; segments: string[] } | { targetType: 'QUERY'; query: string };

export interface Author {
  id: number;
  name: string;
}

export interface DocumentRecord {
  id: string;
  name: string;
  priority: number;
  content: JsonObject | string;
  slug: string | null;
  schema: string | null;
  groupId: string | null;
  directoryId: string;
  audience: Audience | null;
  schedule: JsonObject | null;
  status: DocumentStatus;
  author: Author;
  createdAt: number;
  updatedAt: number;
  deletedAt: number | null;
}

export interface Directory {
  id: string;
  name: string;
  parentId: string | null;
}

export interface Group {
  id: string;
  name: string;
}

export interface SchemaType {
  name: string;
  description: string;
}

export interface Segment {
  id: string;
  name: string;
  description: string;
  /** The membership rule in plain words. */
  rule: string;
  test: (profile: ProfileRecord) => boolean;
}

export interface WorkspaceDocuments {
  workspace: SeedWorkspace;
  /** Every document, deleted ones included (in creation order). */
  documents: DocumentRecord[];
  byId: Map<string, DocumentRecord>;
  directories: Directory[];
  /** The workspace's default directory ("Main"). */
  defaultDirectoryId: string;
  groups: Group[];
  segments: Segment[];
  /** Segment sizes, valid while the workspace's profiles are at `profilesVersion`. */
  sizes?: { profilesVersion: number; profileCount: number; byId: Map<string, number> };
  /** Documents created through the API so far (their ids derive from this count). */
  createdCount: number;
}

export interface DocumentState {
  /** By workspace index. */
  workspaces: Map<number, WorkspaceDocuments>;
}

export function createDocumentState(): DocumentState {
  return { workspaces: new Map() };
}

export function resetDocumentState(state: DocumentState): void {
  state.workspaces.clear();
}

/** The workspace's documents, seeded on first use. */
export function workspaceDocuments(ctx: SimContext, workspace: SeedWorkspace): WorkspaceDocuments {
  let wd = ctx.state.documents.workspaces.get(workspace.index);
  if (!wd) {
    wd = seedWorkspaceDocuments(workspace);
    ctx.state.documents.workspaces.set(workspace.index, wd);
  }
  return wd;
}

/** A live (not deleted) document by id. */
export function liveDocument(wd: WorkspaceDocuments, id: string): DocumentRecord | undefined {
  const doc = wd.byId.get(id.toLowerCase());
  return doc && doc.deletedAt === null ? doc : undefined;
}

export function liveDocuments(wd: WorkspaceDocuments): DocumentRecord[] {
  return wd.documents.filter((d) => d.deletedAt === null);
}

/** The live document holding a slug, if any. */
export function documentBySlug(wd: WorkspaceDocuments, slug: string): DocumentRecord | undefined {
  return wd.documents.find((d) => d.deletedAt === null && d.slug === slug);
}

/** A new document id: deterministic (workspace and creation count), like every id of the simulator. */
export function nextDocumentId(wd: WorkspaceDocuments): string {
  wd.createdCount += 1;
  return randomUuid(rngFor('created-document', wd.workspace.index, wd.createdCount));
}

export function addDocument(wd: WorkspaceDocuments, doc: DocumentRecord): void {
  wd.documents.push(doc);
  wd.byId.set(doc.id, doc);
}
