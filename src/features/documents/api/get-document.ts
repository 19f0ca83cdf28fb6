import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { documentKeys } from './keys';
import { documentSchema } from './schemas';

export const getDocument = (id: string, signal?: AbortSignal) =>
  http.request(endpoints.getDocument, { params: [id], schema: documentSchema, signal });

export const documentQuery = (ws: string, id: string) =>
  queryOptions({
    queryKey: documentKeys.detail(ws, id),
    queryFn: ({ signal }) => getDocument(id, signal),
    // Checked again now and then while the editor is open, so a change made elsewhere is noticed.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
