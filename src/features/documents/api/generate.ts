import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import type { InsertValues } from '../../../lib/inserts';
import { documentKeys } from './keys';
import { generatedSchema, previewSchema } from './schemas';

/** Who the preview is for: exactly one identifier of the profile. */
export type PreviewClient = { id: number } | { customId: string } | { email: string } | { uuid: string };

/** POST /documents/{id}/preview: the saved document generated for a profile, with the audience verdict. */
export const previewDocument = (id: string, client: PreviewClient, params?: InsertValues, signal?: AbortSignal) =>
  http.request(endpoints.previewDocument, {
    params: [id],
    body: params ? { client, params } : { client },
    schema: previewSchema,
    signal,
  });

/** Keyed by the document's `updatedAt`, so a save shows the new version at once and the old one is never reused. */
export const previewQuery = (ws: string, documentId: string, clientId: number, updatedAt: string) =>
  queryOptions({
    queryKey: documentKeys.preview(ws, documentId, clientId, updatedAt),
    queryFn: ({ signal }) => previewDocument(documentId, { id: clientId }, undefined, signal),
    staleTime: 60_000,
  });

/** POST /documents/{slug}/generate with hand-entered values (GET when there are none). */
export function generateBySlug(slug: string, values: InsertValues, signal?: AbortSignal) {
  if (Object.keys(values).length === 0)
    return http.request(endpoints.generateDocumentBySlug, { params: [slug], schema: generatedSchema, signal });
  return http.request(endpoints.generateDocumentBySlugWithValues, {
    params: [slug],
    body: values,
    schema: generatedSchema,
    signal,
  });
}

/** "Generate by slug" on demand (a POST that changes nothing, so nothing in the cache to update). */
export const generateBySlugMutation = () =>
  mutationOptions({
    mutationFn: ({ slug, values }: { slug: string; values: InsertValues }) => generateBySlug(slug, values),
  });
