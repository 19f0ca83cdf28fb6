import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { profileKeys } from './keys';
import { browserSchema, geoSchema, linkedDeviceListSchema } from './schemas';

export const linkedDevicesQuery = (ws: string, id: number) =>
  queryOptions({
    queryKey: profileKeys.devices(ws, id),
    queryFn: ({ signal }) =>
      http.request(endpoints.listLinkedDevices, { params: [id], schema: linkedDeviceListSchema, signal }),
  });

export const geoQuery = (ws: string, id: number) =>
  queryOptions({
    queryKey: profileKeys.geo(ws, id),
    queryFn: ({ signal }) => http.request(endpoints.profileGeo, { params: [id], schema: geoSchema, signal }),
  });

export const browsersQuery = (ws: string, id: number) =>
  queryOptions({
    queryKey: profileKeys.browsers(ws, id),
    queryFn: ({ signal }) =>
      http.request(endpoints.profileBrowsers, { params: [id], schema: z.array(browserSchema), signal }),
  });
