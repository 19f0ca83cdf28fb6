import { endpoint, seg } from './endpoint';

/*
 * Documents (prefix /schema-service/v2; no Api-Version header). Only the two generate-by-slug operations are
 * public; every other path follows the service's own published clients (docs/features/documents.md). The
 * reference names the workspace permissions SCHEMA_SERVICE_SCHEMA_READ / _CREATE; a 403 to a user token names
 * its ASSETS_DOCS authority in the message, which wins over these.
 */
const prefix = '/schema-service/v2';
const read = 'SCHEMA_SERVICE_SCHEMA_READ';
const write = 'SCHEMA_SERVICE_SCHEMA_CREATE';

export const documentEndpoints = {
  generateDocumentBySlug: endpoint({
    method: 'GET',
    path: (slug: string) => `${prefix}/documents/${seg(slug)}/generate`,
    source: 'public',
    permission: read,
  }),
  generateDocumentBySlugWithValues: endpoint({
    method: 'POST',
    path: (slug: string) => `${prefix}/documents/${seg(slug)}/generate`,
    source: 'public',
    permission: read,
  }),
  listDocuments: endpoint({ method: 'GET', path: () => `${prefix}/documents`, source: 'chosen', permission: read }),
  getDocument: endpoint({
    method: 'GET',
    path: (id: string) => `${prefix}/documents/${seg(id)}`,
    source: 'chosen',
    permission: read,
  }),
  createDocument: endpoint({ method: 'POST', path: () => `${prefix}/documents`, source: 'chosen', permission: write }),
  initializeDocument: endpoint({
    method: 'POST',
    path: () => `${prefix}/documents/init`,
    source: 'chosen',
    permission: write,
  }),
  setDocumentAudience: endpoint({
    method: 'PUT',
    path: (id: string) => `${prefix}/documents/${seg(id)}/audience`,
    source: 'chosen',
    permission: write,
  }),
  setDocumentContent: endpoint({
    method: 'PUT',
    path: (id: string) => `${prefix}/documents/${seg(id)}/content`,
    source: 'chosen',
    permission: write,
  }),
  renameDocument: endpoint({
    method: 'PUT',
    path: (id: string) => `${prefix}/documents/${seg(id)}/name`,
    source: 'chosen',
    permission: write,
  }),
  setDocumentPriority: endpoint({
    method: 'PUT',
    path: (id: string) => `${prefix}/documents/${seg(id)}/priority`,
    source: 'chosen',
    permission: write,
  }),
  generateDocumentById: endpoint({
    method: 'POST',
    path: (id: string) => `${prefix}/documents/by-id/${seg(id)}/generate`,
    source: 'chosen',
    permission: read,
  }),
  previewDocument: endpoint({
    method: 'POST',
    path: (id: string) => `${prefix}/documents/${seg(id)}/preview`,
    source: 'chosen',
    permission: read,
  }),
  deleteDocument: endpoint({
    method: 'DELETE',
    path: (id: string) => `${prefix}/documents/${seg(id)}`,
    source: 'chosen',
    permission: write,
  }),
  listDocumentDirectories: endpoint({
    method: 'GET',
    path: () => `${prefix}/directories`,
    source: 'chosen',
    permission: read,
  }),
  listDocumentGroups: endpoint({ method: 'GET', path: () => `${prefix}/groups`, source: 'chosen', permission: read }),
  // Not in unspecified-paths.md: the documents contract between simulator and dashboard chose these two.
  listDocumentSchemas: endpoint({ method: 'GET', path: () => `${prefix}/schemas`, source: 'chosen', permission: read }),
  listSegments: endpoint({ method: 'GET', path: () => `${prefix}/segments`, source: 'chosen', permission: read }),
} as const;
