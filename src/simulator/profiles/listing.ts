import { foldText } from '../../lib/fold-text';
import { ERROR_CODES, type Validation } from '../errors';
import { phoneKey, type ProfileRecord } from './record';
import type { WorkspaceProfiles } from './state';

/**
 * `GET /v4/clients`: query parsing, filtering, sorting and paging (shapes in handlers.ts).
 *
 * `sortBy` and `sortOrder` take only the vendor's enums (the values its published clients send): any other value
 * is a 400 naming the field and the allowed values. Without `sortBy` the answer is in the service's default
 * order, which in the simulator is clientId (ascending; `sortOrder=DESC` alone reverses it).
 *
 * Sorting compares case-insensitively (and ignoring accents: `Łukasz` sorts with `Lukasz`), phones by their
 * digits; ties go by clientId ascending, in both orders; null values go last, in both orders. Sorted orders are
 * cached per workspace until the next applied change.
 */

export const SORT_FIELDS = ['firstName', 'lastName', 'lastActivityDate', 'email', 'city', 'phone'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const TEXT_FILTERS = ['firstName', 'lastName', 'email', 'city', 'phone'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];
/** Filters on personal data: refused (403) without ROLE_CLIENT_PII_SHOW. */
export const PII_FILTERS: readonly TextFilter[] = ['firstName', 'lastName', 'email', 'phone'];

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;

export interface ListingQuery {
  /** Undefined: the default order (clientId). */
  sortBy?: SortField;
  sortOrder: SortOrder;
  /** One-based. */
  pageIndex: number;
  pageSize: number;
  /** Undefined: anonymous and identified profiles alike. */
  anonymous?: boolean;
  /** Case- and accent-insensitive "contains"; phone compares digits only. */
  filters: Partial<Record<TextFilter, string>>;
}

const INTEGER = /^\d{1,15}$/;

/** Reads the query; every bad parameter is recorded on `v` under its own name. Empty values count as absent. */
export function parseListingQuery(params: URLSearchParams, v: Validation): ListingQuery {
  const read = (name: string) => {
    const value = params.get(name);
    return value === null || value.trim() === '' ? undefined : value.trim();
  };
  const query: ListingQuery = { sortOrder: 'ASC', pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} };

  const sortBy = v.oneOf('sortBy', read('sortBy'), SORT_FIELDS);
  if (sortBy) query.sortBy = sortBy;
  const sortOrder = v.oneOf('sortOrder', read('sortOrder'), SORT_ORDERS);
  if (sortOrder) query.sortOrder = sortOrder;

  const pageIndex = read('pageIndex');
  if (pageIndex !== undefined) {
    if (INTEGER.test(pageIndex) && Number(pageIndex) >= 1) query.pageIndex = Number(pageIndex);
    else
      v.add(
        'pageIndex',
        ERROR_CODES.OUT_OF_RANGE,
        'pageIndex must be an integer of at least 1 (pages are one-based)',
        pageIndex,
      );
  }
  const pageSize = read('pageSize');
  if (pageSize !== undefined) {
    const n = Number(pageSize);
    if (INTEGER.test(pageSize) && n >= 1 && n <= MAX_PAGE_SIZE) query.pageSize = n;
    else
      v.add('pageSize', ERROR_CODES.OUT_OF_RANGE, `pageSize must be an integer from 1 to ${MAX_PAGE_SIZE}`, pageSize);
  }

  const anonymous = read('filters[anonymous]');
  if (anonymous === 'true' || anonymous === 'false') query.anonymous = anonymous === 'true';
  else if (anonymous !== undefined)
    v.add('filters[anonymous]', ERROR_CODES.NOT_ALLOWED, 'filters[anonymous] must be true or false', anonymous);

  for (const filter of TEXT_FILTERS) {
    const value = read(`filters[${filter}]`);
    if (value === undefined) continue;
    if (filter === 'phone' && phoneKey(value) === '') {
      v.add('filters[phone]', ERROR_CODES.INVALID_FORMAT, 'filters[phone] must contain at least one digit', value);
      continue;
    }
    query.filters[filter] = value;
  }

  const known = new Set(['filters[anonymous]', ...TEXT_FILTERS.map((f) => `filters[${f}]`)]);
  for (const name of new Set(params.keys())) {
    if (name.startsWith('filters') && !known.has(name)) {
      v.add(name, ERROR_CODES.UNKNOWN_FIELD, `Unknown filter; allowed: ${[...known].join(', ')}`, params.get(name));
    }
  }
  return query;
}

export interface ListingPage {
  total: number;
  items: ProfileRecord[];
}

export function listProfiles(wp: WorkspaceProfiles, query: ListingQuery): ListingPage {
  const sorted = sortedRecords(wp, query.sortBy, query.sortOrder);
  const start = (query.pageIndex - 1) * query.pageSize;
  const end = start + query.pageSize;
  const matches = matcher(query);
  if (!matches) return { total: sorted.length, items: sorted.slice(start, end) };
  const items: ProfileRecord[] = [];
  let total = 0;
  for (const record of sorted) {
    if (!matches(record)) continue;
    if (total >= start && total < end) items.push(record);
    total += 1;
  }
  return { total, items };
}

function matcher(query: ListingQuery): ((record: ProfileRecord) => boolean) | undefined {
  const tests: Array<(record: ProfileRecord) => boolean> = [];
  if (query.anonymous !== undefined) {
    const wanted = query.anonymous;
    tests.push((r) => r.anonymous === wanted);
  }
  for (const filter of TEXT_FILTERS) {
    const value = query.filters[filter];
    if (value === undefined) continue;
    if (filter === 'phone') {
      const digits = phoneKey(value);
      tests.push((r) => r.phone !== null && phoneKey(r.phone).includes(digits));
    } else {
      // Folded as sorting folds (`Wroclaw` finds `Wrocław`): see docs/decisions/0035-filters-ignore-accents.md.
      const needle = foldText(value);
      tests.push((r) => {
        const field = r[filter];
        return field !== null && foldText(field).includes(needle);
      });
    }
  }
  if (tests.length === 0) return undefined;
  return (record) => tests.every((test) => test(record));
}

function sortKey(record: ProfileRecord, field: SortField): string | null {
  const value = record[field];
  if (value === null || value === '') return null;
  if (field === 'phone') return phoneKey(value);
  if (field === 'lastActivityDate') return value;
  return foldText(value);
}

function sortedRecords(wp: WorkspaceProfiles, sortBy: SortField | undefined, order: SortOrder): ProfileRecord[] {
  const cacheKey = `${sortBy ?? 'default'}:${order}`;
  const cached = wp.sorted.get(cacheKey);
  if (cached) return cached;
  const records = wp.records;
  let result: ProfileRecord[];
  if (sortBy === undefined) {
    result = order === 'ASC' ? [...records] : [...records].reverse();
  } else {
    const keys = records.map((r) => sortKey(r, sortBy));
    const direction = order === 'ASC' ? 1 : -1;
    // Records are in client id order, so comparing positions breaks ties by client id.
    const positions = Array.from({ length: records.length }, (_, i) => i);
    positions.sort((a, b) => {
      const ka = keys[a] ?? null;
      const kb = keys[b] ?? null;
      if (ka === null || kb === null) return ka === kb ? a - b : ka === null ? 1 : -1;
      if (ka !== kb) return ka < kb ? -direction : direction;
      return a - b;
    });
    result = positions.map((i) => records[i] as ProfileRecord);
  }
  wp.sorted.set(cacheKey, result);
  return result;
}
