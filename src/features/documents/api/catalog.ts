import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { documentKeys } from './keys';
import { directorySchema, documentTypeSchema, groupSchema, segmentSchema } from './schemas';

// The lists the filters and the editor choose from. They change rarely: kept for five minutes.
const catalogStaleTime = 5 * 60_000;

export const directoriesQuery = (ws: string) =>
  queryOptions({
    queryKey: documentKeys.directories(ws),
    queryFn: ({ signal }) =>
      http.request(endpoints.listDocumentDirectories, { schema: z.array(directorySchema), signal }),
    staleTime: catalogStaleTime,
  });

export const groupsQuery = (ws: string) =>
  queryOptions({
    queryKey: documentKeys.groups(ws),
    queryFn: ({ signal }) => http.request(endpoints.listDocumentGroups, { schema: z.array(groupSchema), signal }),
    staleTime: catalogStaleTime,
  });

export const documentTypesQuery = (ws: string) =>
  queryOptions({
    queryKey: documentKeys.types(ws),
    queryFn: ({ signal }) =>
      http.request(endpoints.listDocumentSchemas, { schema: z.array(documentTypeSchema), signal }),
    staleTime: catalogStaleTime,
  });

/** All segments of the workspace (a few dozen at most), searched in the picker. */
export const segmentsQuery = (ws: string) =>
  queryOptions({
    queryKey: documentKeys.segments(ws),
    queryFn: ({ signal }) =>
      http.request(endpoints.listSegments, { query: { limit: 100 }, schema: z.array(segmentSchema), signal }),
    staleTime: catalogStaleTime,
  });

/**
 * Asks for the lists the documents' filters and the editor's placement fields choose from (groups, types,
 * directories; placement-fields.tsx), without waiting for them: those show their own loading state.
 */
export function prefetchDocumentCatalogs(client: QueryClient, ws: string) {
  void client.prefetchQuery(groupsQuery(ws));
  void client.prefetchQuery(documentTypesQuery(ws));
  void client.prefetchQuery(directoriesQuery(ws));
}
