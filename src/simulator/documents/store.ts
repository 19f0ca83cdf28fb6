import type { SimContext } from '../context';
import { workspaceProfiles } from '../profiles/store';
import { randomUuid, rngFor } from '../seed/prng';
import type { SeedWorkspace } from '../seed/workspaces';
import { seedWorkspaceDocuments } from './seed';
import type { DocumentRecord, Segment, WorkspaceDocuments } from './state';

/** The document store: each workspace's documents seeded on first use (seed.ts), their lookups and writes. */

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

/** Profiles in each segment now (cached per version of the workspace's profiles). */
export function segmentSizes(ctx: SimContext, wd: WorkspaceDocuments): Map<string, number> {
  const wp = workspaceProfiles(ctx, wd.workspace);
  if (wd.sizes && wd.sizes.profilesVersion === wp.version && wd.sizes.profileCount === wp.records.length)
    return wd.sizes.byId;
  const counts = wd.segments.map(() => 0);
  for (const record of wp.records) {
    for (let k = 0; k < wd.segments.length; k += 1) {
      if ((wd.segments[k] as Segment).test(record)) counts[k] = (counts[k] as number) + 1;
    }
  }
  const byId = new Map(wd.segments.map((s, k) => [s.id, counts[k] as number]));
  wd.sizes = { profilesVersion: wp.version, profileCount: wp.records.length, byId };
  return byId;
}
