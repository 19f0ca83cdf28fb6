import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { workspaceKeys } from './keys';
import { joinWorkspaces, sortWorkspaces, workspaceIdItemSchema, workspaceListingItemSchema } from './schemas';

export async function listWorkspaces(signal?: AbortSignal) {
  const [listing, ids] = await Promise.all([
    http.request(endpoints.listWorkspaces, { schema: z.array(workspaceListingItemSchema), signal }),
    http.request(endpoints.listWorkspaceIds, { schema: z.array(workspaceIdItemSchema), signal }),
  ]);
  return sortWorkspaces(joinWorkspaces(listing, ids));
}

export const workspacesQuery = (username: string) =>
  queryOptions({ queryKey: workspaceKeys.list(username), queryFn: ({ signal }) => listWorkspaces(signal) });
