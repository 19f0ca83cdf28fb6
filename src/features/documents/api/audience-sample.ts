import { queryOptions } from '@tanstack/react-query';
import { defaultProfileListParams, listProfiles, type Profile } from '../../profiles';
import { previewDocument } from './generate';
import { documentKeys } from './keys';
import type { Preview } from './schemas';

/*
 * "Pick someone from this audience": no operation lists the profiles of an audience, so the first profiles of the
 * listing are checked with the preview (its audience verdict), a few at a time, until a handful are in
 * (decision 0140).
 */

/** How many profiles of the audience are offered. */
export const audienceSampleSize = 5;
/** How many of the listing's first profiles are checked at most. */
export const audienceSampleChecked = 30;
/** Previews asked for at once. */
const batchSize = 5;

export interface AudienceMember {
  profile: Profile;
  /** The saved document's preview for this profile (so picking it shows at once). */
  preview: Preview;
}

export interface AudienceSample {
  members: AudienceMember[];
  /** How many profiles were checked. */
  checked: number;
}

export async function sampleAudience(documentId: string, signal?: AbortSignal): Promise<AudienceSample> {
  const { profiles } = await listProfiles({ ...defaultProfileListParams, pageSize: audienceSampleChecked }, signal);
  const members: AudienceMember[] = [];
  let checked = 0;
  for (let start = 0; start < profiles.length && members.length < audienceSampleSize; start += batchSize) {
    const batch = profiles.slice(start, start + batchSize);
    const previews = await Promise.all(
      batch.map((profile) => previewDocument(documentId, { id: profile.clientId }, undefined, signal)),
    );
    checked += batch.length;
    batch.forEach((profile, index) => {
      const preview = previews[index];
      if (preview?.audience.included && members.length < audienceSampleSize) members.push({ profile, preview });
    });
  }
  return { members, checked };
}

/** Keyed by the document's `updatedAt`: a saved audience is checked again. */
export const audienceSampleQuery = (ws: string, documentId: string, updatedAt: string) =>
  queryOptions({
    queryKey: documentKeys.audienceSample(ws, documentId, updatedAt),
    queryFn: ({ signal }) => sampleAudience(documentId, signal),
    staleTime: 60_000,
  });
