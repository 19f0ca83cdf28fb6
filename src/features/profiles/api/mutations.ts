import * as z from 'zod/mini';
import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import type { DeviceType } from '../model/device-types';
import type { ProfileChanges } from '../model/profile-changes';

// The service answers these with 202 Accepted and applies them a moment later; the body is not described,
// so it is not relied on.
const accepted = z.unknown();

export const updateProfile = (id: number, changes: ProfileChanges) =>
  http.request(endpoints.updateProfile, { params: [id], body: changes, schema: accepted });

export const createProfile = (body: ProfileChanges) =>
  http.request(endpoints.createProfile, { body, schema: accepted });

export const deleteProfile = (id: number) => http.request(endpoints.deleteProfile, { params: [id], schema: accepted });

/** One changeset of a batch: the identifier that finds (or creates) the profile, and its fields. */
export type BatchItem = ProfileChanges & { clientId?: number; uuid?: string };

export const batchProfiles = (items: BatchItem[], signal?: AbortSignal) =>
  http.request(endpoints.batchProfiles, { body: items, schema: accepted, signal, timeoutMs: 120_000 });

export interface LinkedDeviceBody {
  deviceId: string;
  /** Required by the vendor's model (the reference lists it without saying). */
  registrationId: string;
  type: DeviceType;
  manufacturer?: string;
  model?: string;
  osVersion?: string;
  screenWidth?: number;
  screenHeight?: number;
}

export const linkDevice = (uuid: string, device: LinkedDeviceBody) =>
  http.request(endpoints.linkDevice, { params: [uuid], body: device, schema: accepted });
