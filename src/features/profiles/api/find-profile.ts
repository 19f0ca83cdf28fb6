import { isApiError } from '../../../lib/api-error';
import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { isUuid } from '../../../lib/formats';
import { getProfile } from './get-profile';
import { listProfiles } from './list-profiles';
import { defaultListParams } from '../model/list-params';
import { profileSchema, type Profile } from './schemas';

export type ProfileLookup = 'id' | 'uuid' | 'email' | 'customId';

/** What a typed identifier is: a number is an id, a uuid a uuid, an address with @ an email, anything else a custom id. */
export function lookupKind(text: string): ProfileLookup | null {
  const value = text.trim();
  if (!value) return null;
  if (/^\d{1,18}$/.test(value)) return 'id';
  if (isUuid(value)) return 'uuid';
  if (value.includes('@')) return 'email';
  return 'customId';
}

const nullWhenMissing = async (lookup: Promise<Profile>): Promise<Profile | null> => {
  try {
    return await lookup;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

/** What each kind of identifier is called in messages. */
export const lookupKindLabels = { id: 'client id', uuid: 'uuid', email: 'email', customId: 'custom id' } as const;

/** Finds one profile by numeric id, uuid, email or custom id; null when there is none. */
export async function findProfile(text: string, signal?: AbortSignal): Promise<Profile | null> {
  const value = text.trim();
  const kind = lookupKind(value);
  return kind === null ? null : findProfileBy(kind, value, signal);
}

/** Finds one profile by an identifier of a known kind (an import row's custom id may look like an email). */
export async function findProfileBy(kind: ProfileLookup, value: string, signal?: AbortSignal): Promise<Profile | null> {
  switch (kind) {
    case 'id':
      return nullWhenMissing(getProfile(Number(value), signal));
    case 'uuid':
      return nullWhenMissing(
        http.request(endpoints.findProfileByUuid, { params: [value.toLowerCase()], schema: profileSchema, signal }),
      );
    case 'customId':
      return nullWhenMissing(
        http.request(endpoints.findProfileByCustomId, { params: [value], schema: profileSchema, signal }),
      );
    case 'email': {
      // No lookup by email in the reference: the listing's email filter, then the exact match.
      const page = await listProfiles({ ...defaultListParams, pageSize: 10, filters: { email: value } }, signal);
      return page.profiles.find((profile) => profile.email?.toLowerCase() === value.toLowerCase()) ?? null;
    }
  }
}
