import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { profileKeys } from './keys';
import { profileSchema } from './schemas';

export const getProfile = (id: number, signal?: AbortSignal) =>
  http.request(endpoints.getProfile, { params: [id], schema: profileSchema, signal });

export const profileQuery = (ws: string, id: number) =>
  queryOptions({ queryKey: profileKeys.detail(ws, id), queryFn: ({ signal }) => getProfile(id, signal) });
