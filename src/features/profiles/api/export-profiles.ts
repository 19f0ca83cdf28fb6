import { toCsv } from '../../../lib/csv';
import { listProfiles } from './list-profiles';
import type { ProfileListParams } from '../model/list-params';
import { textFields } from '../model/profile-changes';
import { agreementKeys, type Profile } from './schemas';

const exportPageSize = 500;

/** One CSV row per profile: the fields, agreements as columns, attributes as JSON, tags joined. */
export function csvRowOf(profile: Profile): Record<string, string | number | boolean> {
  return {
    clientId: profile.clientId,
    uuid: profile.uuid ?? '',
    anonymous: profile.anonymous ?? false,
    ...Object.fromEntries(textFields.map((field) => [field, profile[field] ?? ''])),
    ...Object.fromEntries(agreementKeys.map((key) => [`agreements.${key}`, profile.agreements?.[key] ?? false])),
    lastActivityDate: profile.lastActivityDate ?? '',
    tags: (profile.tags ?? []).join('|'),
    attributes: JSON.stringify(profile.attributes ?? {}),
  };
}

/**
 * Every profile of the filtered listing (all pages, in the listing's order) as a CSV file's text (byte order
 * mark first, formula cells escaped: lib/csv.ts). Reports progress after each page; stops when the signal aborts.
 */
export async function exportProfiles(
  params: ProfileListParams,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const rows: Record<string, string | number | boolean>[] = [];
  for (let page = 1, totalPages = 1; page <= totalPages && !signal?.aborted; page += 1) {
    const result = await listProfiles({ ...params, page, pageSize: exportPageSize }, signal);
    rows.push(...result.profiles.map(csvRowOf));
    totalPages = result.totalPages;
    onProgress(rows.length, result.totalCount);
  }
  return toCsv(rows);
}
