/**
 * The documents operations of the simulator (issue 5; contract: briefs/documents-contract.md, the reference's
 * "Document" resource and "Documents" operations, shared/api/unspecified-paths.md "Documents"). Every path is
 * under `/schema-service/v2`; no `Api-Version` header is needed. Shapes below are exactly what is answered.
 *
 * ACCESS (access.ts). 401 (error body) without a token, with a bad/expired token, or with a consumer the operation
 * does not accept (Profile and Anonymous tokens are accepted only by the three generate operations).
 * - User token: must be bound to a workspace (else 403 "Select a workspace first"); the grant there must hold the
 *   operation's authority, else 403 with message `Missing permission: ASSETS_DOCS_<X>`:
 *   READ: list, get one, directories, groups, schemas, segments, preview, generate (slug and id);
 *   CREATE: create, initialize; EDIT: audience, content, name, priority; DELETE: delete.
 * - Workspace token: `SCHEMA_SERVICE_SCHEMA_READ` for READ operations, `SCHEMA_SERVICE_SCHEMA_CREATE` for
 *   CREATE/EDIT/DELETE ones; else 403 `Missing permission: SCHEMA_SERVICE_SCHEMA_<X>`.
 *
 * DOCUMENT OBJECT (`Doc` below; key order as listed):
 *   { id, name, priority, content, slug, schema, groupId, group: {id, name} | null, directoryId,
 *     directory: {id, name}, audience: {targetType: 'ALL'} | {targetType: 'SEGMENT', segments: uuid[]}
 *     | {targetType: 'QUERY', query: string} | null, schedule: object | null, scheduled: boolean,
 *     status: 'DRAFT' | 'PUBLISHED', author: {id: int, name}, authorId: int, createdAt, updatedAt,
 *     deletedAt: null }                      (ISO 8601 UTC date-times with milliseconds)
 *   `author` of a document made with a Workspace token: {id: 0, name: 'Workspace API key'}.
 *   Every mutation sets `updatedAt` to the simulator's now (use it to detect a change since the editor opened).
 *   `ListedDoc` = Doc without `content`.
 *
 * VALIDATION: 400 error body `{error, status, timestamp, path, message, errors: [{code, field, message,
 * rejectedValue}]}` listing every bad field at once (codes: errors.ts ERROR_CODES). Malformed JSON: 400
 * without `errors`. Not-found document (unknown id, or deleted): 404 error body, message "No document <id>".
 *
 * ROUTES
 * GET    /documents?page=1&limit=25&search=&sortBy=&ordering=&directoryId=&groupId=&schema=&status=&forClientId=&slug=
 *        → 200 ListedDoc[]; headers X-Pagination-Total-Count, X-Pagination-Total-Pages (0 when nothing matches),
 *          X-Pagination-Page, X-Pagination-Limit. Defaults: page 1, limit 25, sortBy updatedAt, ordering desc
 *          (ties: name asc, then id asc). page ≥ 1 integer (else 400 `page`; a page past the end is `[]`),
 *          limit 1…100 (else 400 `limit`), sortBy priority|updatedAt|name|createdAt (else 400 `sortBy`),
 *          ordering asc|desc (else 400 `ordering`), status DRAFT|PUBLISHED (else 400 `status`), forClientId an
 *          integer (else 400 `forClientId`; an unknown profile is 404 with field `forClientId`).
 *          search: case-insensitive substring of name or slug. slug: exact. directoryId/groupId/schema: exact
 *          (a directory filter does not include its sub-directories). Empty parameters count as absent. Deleted
 *          documents are never listed.
 * GET    /documents/{id}                      → 200 Doc | 404
 * POST   /documents                           body {name, priority, content, slug, schema?, groupId?, audience,
 *                                              schedule?, directoryId} → 200 Doc (status DRAFT)
 *        Required: name (non-empty string ≤ 200), priority (integer 0…100), content (object or string), slug
 *        (pattern + unique), audience (object, checked like PUT …/audience; its errors are named
 *        `audience.targetType`, `audience.segments`, `audience.segments[i]`, `audience.query`), directoryId
 *        (known). Optional: schema (string or null), groupId (known uuid or null), schedule (object or null;
 *        `scheduled` is true when a schedule is set).
 * POST   /documents/init                      body {name?, directory?} (empty body allowed)
 *        → 200 {docId, name, status: 'DRAFT', authorId, directoryId, scheduled: false, createdAt, updatedAt,
 *          deletedAt: null}; name defaults to "Unnamed document", directory to the workspace's "Main"
 *          directory (unknown directory → 400 `directory`). The new document has priority 0, content {},
 *          slug null, schema null, group null, audience null.
 * PUT    /documents/{id}/audience             body {targetType, segments?, query?} → 200 {status: 'OK', body: Doc}
 *        targetType ALL | SEGMENT | QUERY (else 400 `targetType`); SEGMENT needs a non-empty array of known segment
 *        ids (400 `segments` when missing/empty/not an array, `segments[i]` for an unknown or non-string id;
 *        duplicates are dropped); QUERY needs a non-empty string `query` (400 `query`). The stored audience keeps
 *        only the part of its type (ALL drops segments/query).
 * PUT    /documents/{id}/content              body {priority, content, slug, schema, groupId?, directoryId?}
 *        → 200 {status: 'OK', body: Doc}. Required: priority (0…100 integer), content (JSON object, else 400
 *        `content`), slug (pattern + unique), schema (non-empty string). groupId: absent = unchanged, null =
 *        no group, uuid = that group (unknown → 400 `groupId`). ADDITION to the contract: optional directoryId
 *        (absent = unchanged; unknown → 400 `directoryId`), since no other operation moves a document.
 * PUT    /documents/{id}/name                 body a JSON string, e.g. "Welcome banner" (trimmed, 1…200 chars, else
 *                                              400 `name`) → 200 {status: 'OK', body: Doc}
 * PUT    /documents/{id}/priority             body a JSON integer 0…100, e.g. 80 (else 400 `priority`)
 *                                              → 200 {status: 'OK', body: Doc}
 * DELETE /documents/{id}                      → 204 (sets deletedAt; the document is gone from every operation)
 * GET    /documents/{slug}/generate           → 200 {uuid, slug, schema, content}
 * POST   /documents/{slug}/generate           body optional: object of key → string | number, e.g.
 *                                              {"customer.firstName": "Ann", "discount": 10} (another value type
 *                                              → 400 with the key as field; a body that is not an object → 400
 *                                              without `errors`) → 200 {uuid, slug, schema, content}
 * POST   /documents/by-id/{documentId}/generate  optional body as above → 200 a JSON string: the generated
 *                                              `content` serialised with JSON.stringify (e.g. "{\"greeting\":\"Hi Ann\"}")
 *        Generate rules (generate.ts): unknown slug/id → 404. Workspace or User token: only audience ALL, else 403
 *        "Only documents whose audience is ALL can be generated with a Workspace or User token"; inserts come
 *        from the body only. Profile / Anonymous token: the token's profile must be in the audience, else 403
 *        "This profile is not in the audience of the document"; inserts from the body first, then that profile.
 *        The status does not matter (DRAFT documents generate too: the reference names no other status rule).
 * POST   /documents/{id}/preview              body {client: {id} | {customId} | {email} | {uuid} (exactly one; 400
 *                                              `client` otherwise), params?: object of key → string | number (400
 *                                              `params` / `params.<key>`)}
 *        → 200 {uuid, slug, schema, content, audience: {included: boolean, reason: string},
 *          outrankedBy: [{id, name, slug, priority}]}; unknown profile → 404 with errors[0].field `client`.
 *        Without ROLE_CLIENT_PII_SHOW (User tokens): inserts come from the masked record (profiles/pii.ts), and
 *        `client.email` → 403 "Missing permission: ROLE_CLIENT_PII_SHOW" before any lookup, as the profile listing
 *        answers an email filter (so the preview is no oracle for whether an address exists).
 *        content is generated (params first, then the profile) whatever the audience; `outrankedBy` = other
 *        non-deleted documents with a higher priority whose audience includes the profile and that share the
 *        slug's first word (before the first '-') or the schema, by priority desc then name.
 * GET    /directories                         → 200 [{id, name, parentId: uuid | null, documentCount}] (parents
 *                                              before children; documentCount = non-deleted documents directly in it)
 * GET    /groups                              → 200 [{id, name, documentCount}]
 * GET    /schemas                             → 200 [{name, description}]
 * GET    /segments?search=&limit=             → 200 [{id, name, description, rule, size}]; search: case-insensitive
 *                                              substring of name, description or rule; limit 1…100 (default 100,
 *                                              else 400 `limit`). size = profiles of the workspace in it now.
 *
 * INSERTS (inserts.ts): `{{ path }}` with a dotted path of letters, digits, `_` and `-`, spaces inside the braces
 * optional, anywhere in the string values of the content (nested too; keys are left alone) or in a string
 * content. See inserts.ts for the `customer.*` mapping. If any insert cannot be resolved, content is `{}` (object
 * content) or `""` (string content).
 */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../context';
import { generateHandlers } from './generate-handlers';
import { listingHandlers } from './listing-handlers';
import { mutationHandlers } from './mutation-handlers';

export function documentHandlers(ctx: SimContext): HttpHandler[] {
  // Generate first: `/documents/by-id/{id}/generate` must not be read as a slug.
  return [...generateHandlers(ctx), ...mutationHandlers(ctx), ...listingHandlers(ctx)];
}
