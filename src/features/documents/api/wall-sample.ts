import { queryOptions } from '@tanstack/react-query';
import { defaultProfileListParams, listProfiles, type Profile } from '../../profiles';
import { pagesOfPositions, randomSamplePositions, samplePageSize } from '../model/wall';
import type { WallParams } from '../model/wall-params';
import { documentKeys } from './keys';

/*
 * The wall's sample of profiles: Random reads the listing's first page (for the total) and at most two more
 * (randomSamplePositions, decision 0177); Filtered is the first `size` profiles the profile list's own filters
 * give, in the service's order.
 */
export interface WallSample {
  profiles: Profile[];
  /** The workspace's profiles (Random) or the filters' matches (Filtered), as the listing counts them. */
  totalCount: number;
}

async function randomSample(params: WallParams, signal?: AbortSignal): Promise<WallSample> {
  const page = (n: number) => listProfiles({ ...defaultProfileListParams, page: n, pageSize: samplePageSize }, signal);
  const first = await page(1);
  const positions = randomSamplePositions(params.seed, first.totalCount, params.size);
  const pages = new Map([[1, first.profiles]]);
  const others = pagesOfPositions(positions).filter((n) => !pages.has(n));
  (await Promise.all(others.map(page))).forEach((read, i) => pages.set(others[i] as number, read.profiles));
  const profiles = positions.flatMap((position) => {
    const found = pages.get(Math.floor(position / samplePageSize) + 1)?.[position % samplePageSize];
    return found ? [found] : [];
  });
  return { profiles, totalCount: first.totalCount };
}

async function filteredSample(params: WallParams, signal?: AbortSignal): Promise<WallSample> {
  const read = await listProfiles(
    { ...defaultProfileListParams, ...params.filters, pageSize: Math.min(params.size, samplePageSize) },
    signal,
  );
  return { profiles: read.profiles.slice(0, params.size), totalCount: read.totalCount };
}

/** What decides the sample (not the layout): switching to "Group by rendering" reads nothing again. */
const sampleOf = (params: WallParams) =>
  params.kind === 'filtered'
    ? { kind: params.kind, size: params.size, filters: params.filters }
    : { kind: params.kind, size: params.size, seed: params.seed };

export const wallSampleQuery = (ws: string, params: WallParams) =>
  queryOptions({
    queryKey: documentKeys.wallSample(ws, sampleOf(params)),
    queryFn: ({ signal }) =>
      params.kind === 'filtered' ? filteredSample(params, signal) : randomSample(params, signal),
    // A seeded sample is the same until profiles change: kept while the person goes to a profile and back.
    staleTime: 5 * 60_000,
  });
