import type { JsonObject } from '../errors';
import type { ProfileRecord } from '../profiles/record';
import type { SeedWorkspace } from '../seed/workspaces';

/**
 * The mutable side of documents: each workspace's documents, directories, groups and segments (built by seed.ts
 * on first use, see store.ts) and changed in place by the mutations. Times are epoch milliseconds of the
 * simulator's clock; present.ts turns them into ISO strings.
 */

export const DOCUMENT_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const TARGET_TYPES = ['ALL', 'SEGMENT', 'QUERY'] as const;

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
