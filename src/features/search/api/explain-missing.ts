import { formatIql, iqlAnd, matchesIql, parseIql, type IqlNode } from '../../../lib/iql';
import { buildSearchRequest, type SearchRequestInput } from './build-request';
import { itemIdOf } from './item-fields';
import type { ParameterValues } from './parameters';
import { pagingOf, runSearch, type SearchOutcome } from './run-search';
import type { ItemExplanation, SearchItem } from './schemas';

/**
 * "Why is item X not in the results?", worked out with real requests: its rank in the same search on later pages
 * (500 per page, the same correlation id), and when it is not ranked at all, whether the query text matches it
 * and which filter term, the geo area or the distinct rule leaves it out.
 */
export type MissingItemReport =
  | {
      kind: 'ranked';
      rank: number;
      page: number;
      explanation: ItemExplanation | null;
      lastShown: ItemExplanation | null;
      requests: number;
    }
  | { kind: 'filtered'; reasons: string[]; requests: number }
  | { kind: 'no-match'; exists: boolean; requests: number }
  | { kind: 'beyond'; searched: number; requests: number };

export interface MissingItemArgs {
  input: SearchRequestInput;
  itemId: string;
  trackerKey: string;
  /** The page size of the results on screen, to say which page the item is on. */
  pageLimit: number;
  lastShown: ItemExplanation | null;
  signal?: AbortSignal;
  /** At most this many pages of 500 are read (10,000 results by default). */
  maxPages?: number;
}

const scanLimit = 500;
const pagingKeys = ['page', 'correlationId', 'searchId', 'limit', 'displayAttributes'];
const restrictionKeys = [
  'filters',
  'filterGeoPoints',
  'filterAroundRadius',
  'distinctFilter.attribute',
  'distinctFilter.maxNumItems',
  'distinctFilter.levelRangeModifier',
];

const without = (values: ParameterValues, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !keys.includes(name)));

const idCondition = (itemId: string): IqlNode => ({
  type: 'comparison',
  attribute: 'itemId',
  operator: '=',
  value: itemId,
  span: { position: 0, length: 0 },
});

export async function explainMissingItem(args: MissingItemArgs): Promise<MissingItemReport> {
  const { input, itemId, trackerKey, signal } = args;
  let requests = 0;
  const send = async (overrides: Partial<SearchRequestInput>, values: ParameterValues): Promise<SearchOutcome> => {
    const built = buildSearchRequest({ ...input, ...overrides, values });
    if (!built.ok) throw new Error(Object.values(built.errors)[0] ?? 'The search cannot be sent as it is.');
    requests += 1;
    return runSearch(overrides.indexId ?? input.indexId, built.request, trackerKey, signal);
  };
  const find = (items: readonly SearchItem[]) => items.findIndex((item) => itemIdOf(item) === itemId);

  // 1. Its rank in the same search, reading on page by page.
  const base = without(input.values, pagingKeys);
  const maxPages = args.maxPages ?? 20;
  let correlationId: string | undefined;
  let totalPages = 1;
  for (let page = 1; page <= Math.min(totalPages, maxPages); page += 1) {
    const outcome = await send(
      { explain: true },
      { ...base, limit: String(scanLimit), page: String(page), ...(correlationId ? { correlationId } : {}) },
    );
    correlationId ??= outcome.response.extras?.correlationId ?? undefined;
    // Body meta, visible headers, or else a full page of 500 means there may be another one.
    const paging = pagingOf(outcome);
    totalPages = paging.totalPages ?? (paging.hasNext ? page + 1 : page);
    const index = find(outcome.response.data);
    if (index >= 0) {
      const rank = (page - 1) * scanLimit + index + 1;
      return {
        kind: 'ranked',
        rank,
        page: Math.ceil(rank / args.pageLimit),
        explanation: outcome.response.data[index]!._explanation ?? null,
        lastShown: args.lastShown,
        requests,
      };
    }
  }
  if (totalPages > maxPages) return { kind: 'beyond', searched: maxPages * scanLimit, requests };

  // 2. Not ranked: does the search without its restrictions find it?
  const unrestricted = without(base, restrictionKeys);
  const probe = await send({}, { ...unrestricted, limit: '1', filters: formatIql(idCondition(itemId)) });
  const item = probe.response.data[0];
  if (!item) {
    // The query text (or image) does not reach it; does the item exist at all? (An empty query browses the index.)
    const exists = await send(
      { tab: 'query', explain: false, method: 'POST', browse: true, image: null },
      { query: '', limit: '1', filters: formatIql(idCondition(itemId)) },
    )
      .then((outcome) => outcome.response.data.length > 0)
      .catch(() => false);
    return { kind: 'no-match', exists, requests };
  }

  const reasons: string[] = [];
  const filters = typeof base.filters === 'string' ? base.filters.trim() : '';
  const parsed = filters ? parseIql(filters) : null;
  if (parsed?.ok) {
    const terms = parsed.ast.type === 'and' ? parsed.ast.operands : [parsed.ast];
    for (const term of terms)
      if (!matchesIql(term, item)) reasons.push(`the filter term ${formatIql(term)} is false for it`);
  }
  const geo = without(base, [
    'filters',
    'distinctFilter.attribute',
    'distinctFilter.maxNumItems',
    'distinctFilter.levelRangeModifier',
  ]);
  if (base.filterGeoPoints !== undefined) {
    const inArea = await send({}, { ...geo, limit: '1', filters: formatIql(idCondition(itemId)) });
    if (inArea.response.data.length === 0)
      reasons.push('it lies outside the geo area (filterGeoPoints / filterAroundRadius)');
  }
  if (reasons.length === 0 && base['distinctFilter.attribute'] !== undefined) {
    const combined = iqlAnd([parsed?.ok ? parsed.ast : null, idCondition(itemId)])!;
    const kept = await send({}, { ...geo, filters: formatIql(combined), limit: '1' });
    if (kept.response.data.length > 0)
      reasons.push(
        `distinctFilter keeps only the best-ranked items per ${String(base['distinctFilter.attribute'])}, and others with its value ranked higher`,
      );
  }
  if (reasons.length === 0) reasons.push('the whole filter expression is false for it');
  return { kind: 'filtered', reasons, requests };
}
