/**
 * The bulk job engine's I/O (model/bulk-job.ts BulkIo) over the service: the listing the selection was made on,
 * the batch endpoint, and re-reads that go through the same listing pages rather than one request per profile
 * (the budget: 10,000 profiles in ≤ 40 listing reads).
 */
import { isApiError } from '../../../lib/api-error';
import type { BatchAnswer, BulkIo } from '../model/bulk-job';
import type { ProfileListParams } from '../model/list-params';
import { getProfile } from './get-profile';
import { listProfiles } from './list-profiles';
import { batchProfiles, type BatchItem } from './mutations';
import type { Profile } from './schemas';

export const BULK_PAGE_SIZE = 500;
/** More ids than this never seen on a page: the listing is walked once rather than read one profile at a time. */
const WALK_AFTER = 50;

function answerOf(error: unknown): BatchAnswer {
  if (!isApiError(error) || error.kind !== 'http') return { status: 0 };
  return { status: error.status, errors: error.fieldErrors, permission: error.missingPermission };
}

/**
 * `params`: the listing's filters and sort when the selection was made (its page and size are ignored). The page
 * on which each profile was last seen is remembered, so a chunk's re-read reads those pages (two for 1,000 ids);
 * a profile not found there (moved by a sort change, or no longer matching) is read on its own, and one that
 * answers 404 is absent (deleted). An I/O that has not seen the ids (a job resumed or undone from the journal) walks
 * the listing once, stopping when it has them all, so a resumed job reads pages rather than one profile at a time.
 */
export function createBulkIo(params: ProfileListParams, options: { signal?: AbortSignal } = {}): BulkIo {
  const pageOf = new Map<number, number>();
  let walked = false;
  const readPage = async (page: number) => {
    const answer = await listProfiles({ ...params, page, pageSize: BULK_PAGE_SIZE }, options.signal);
    for (const profile of answer.profiles) pageOf.set(profile.clientId, page);
    return answer;
  };
  return {
    async listPage(pageIndex) {
      const { profiles, totalCount } = await readPage(pageIndex);
      return { profiles, totalCount };
    },
    async readProfiles(ids) {
      const wanted = new Set(ids);
      const found = new Map<number, Profile>();
      const keep = (profiles: readonly Profile[]) => {
        for (const profile of profiles) if (wanted.has(profile.clientId)) found.set(profile.clientId, profile);
      };
      if (!walked && ids.filter((id) => !pageOf.has(id)).length > WALK_AFTER) {
        walked = true;
        const first = await readPage(1);
        keep(first.profiles);
        const last = Math.ceil(first.totalCount / BULK_PAGE_SIZE);
        for (let page = 2; page <= last && found.size < wanted.size; page += 1) keep((await readPage(page)).profiles);
      }
      const pages = [...new Set(ids.filter((id) => !found.has(id)).map((id) => pageOf.get(id)))]
        .filter((p) => p !== undefined)
        .sort((a, b) => a - b);
      for (const page of pages) keep((await readPage(page)).profiles);
      for (const id of ids) {
        if (found.has(id)) continue;
        try {
          found.set(id, await getProfile(id, options.signal));
        } catch (error) {
          if (!(isApiError(error) && error.status === 404)) throw error;
        }
      }
      return found;
    },
    async sendBatch(changesets) {
      try {
        await batchProfiles(changesets as BatchItem[], options.signal);
        return { status: 202 };
      } catch (error) {
        return answerOf(error);
      }
    },
    // The HTTP client has already refreshed the session once on a 401 (src/lib/http.ts): one that still comes
    // back needs the person to sign in, so the job pauses.
    refreshSession: async () => false,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
  };
}
