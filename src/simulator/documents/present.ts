import type { DocumentRecord, WorkspaceDocuments } from './store';

/** Documents as the service answers them (key order of the contract); copies, never the stored objects. */

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function presentDocument(
  wd: WorkspaceDocuments,
  doc: DocumentRecord,
  withContent = true,
): Record<string, unknown> {
  const group = doc.groupId === null ? undefined : wd.groups.find((g) => g.id === doc.groupId);
  const directory = wd.directories.find((d) => d.id === doc.directoryId);
  return {
    id: doc.id,
    name: doc.name,
    priority: doc.priority,
    ...(withContent ? { content: structuredClone(doc.content) } : {}),
    slug: doc.slug,
    schema: doc.schema,
    groupId: doc.groupId,
    group: group ? { id: group.id, name: group.name } : null,
    directoryId: doc.directoryId,
    directory: { id: doc.directoryId, name: directory?.name ?? '' },
    audience: doc.audience === null ? null : structuredClone(doc.audience),
    schedule: doc.schedule === null ? null : structuredClone(doc.schedule),
    scheduled: doc.schedule !== null,
    status: doc.status,
    author: { ...doc.author },
    authorId: doc.author.id,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    deletedAt: iso(doc.deletedAt),
  };
}

/** The `{status, body}` answer of the edit operations. */
export function updated(wd: WorkspaceDocuments, doc: DocumentRecord): Response {
  return Response.json({ status: 'OK', body: presentDocument(wd, doc) });
}

export function initialized(doc: DocumentRecord): Record<string, unknown> {
  return {
    docId: doc.id,
    name: doc.name,
    status: doc.status,
    authorId: doc.author.id,
    directoryId: doc.directoryId,
    scheduled: doc.schedule !== null,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    deletedAt: iso(doc.deletedAt),
  };
}
