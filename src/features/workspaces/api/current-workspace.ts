import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { workspaceKeys } from './keys';
import { anyCurrentWorkspaceSchema } from './schemas';

export const getCurrentWorkspace = (signal?: AbortSignal) =>
  http.request(endpoints.currentWorkspace, { schema: anyCurrentWorkspaceSchema, signal });

export const currentWorkspaceQuery = (workspaceGuid: string) =>
  queryOptions({
    queryKey: workspaceKeys.current(workspaceGuid),
    queryFn: ({ signal }) => getCurrentWorkspace(signal),
  });
