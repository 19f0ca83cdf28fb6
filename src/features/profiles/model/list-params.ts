import * as z from 'zod/mini';
import { foldText } from '../../../lib/fold-text';

/**
 * The listing's state, as it stands in the page's URL (so a link reproduces the view) and as it is sent to
 * `GET /v4/clients`. Anything in the URL that does not parse falls back to the default.
 */
/**
 * The sortable columns: exactly the vendor's `sortBy` enum (a real deployment refuses anything else, e.g. the
 * `clientId` older links carry). No sort (null) is the service's own order: no `sortBy` is sent.
 */
export const sortableColumns = ['firstName', 'lastName', 'lastActivityDate', 'email', 'city', 'phone'] as const;
export type SortableColumn = (typeof sortableColumns)[number];
export const pageSizes = [10, 20, 50, 100] as const;
export const filterFields = ['firstName', 'lastName', 'email', 'city', 'phone'] as const;
export type FilterField = (typeof filterFields)[number];

export interface ProfileListParams {
  page: number;
  pageSize: number;
  /** Null: the service's own order. */
  sortBy: SortableColumn | null;
  sortOrder: 'asc' | 'desc';
  anonymous: 'all' | 'yes' | 'no';
  filters: Partial<Record<FilterField, string>>;
}

export const defaultListParams: ProfileListParams = {
  page: 1,
  pageSize: 20,
  sortBy: null,
  sortOrder: 'asc',
  anonymous: 'all',
  filters: {},
};

const pageSchema = z.pipe(
  z.string(),
  z.transform((value) => Number(value)),
);

function readNumber(value: string | null, fallback: number, allowed?: readonly number[]): number {
  if (value === null) return fallback;
  const parsed = pageSchema.safeParse(value);
  if (!parsed.success || !Number.isInteger(parsed.data) || parsed.data < 1) return fallback;
  return allowed && !allowed.includes(parsed.data) ? fallback : parsed.data;
}

export function listParamsFromSearch(search: URLSearchParams): ProfileListParams {
  const sort = search.get('sort');
  const sortBy = (sortableColumns as readonly string[]).includes(sort ?? '')
    ? (sort as SortableColumn)
    : defaultListParams.sortBy;
  const order = search.get('order');
  const anonymous = search.get('anonymous');
  const filters: ProfileListParams['filters'] = {};
  for (const field of filterFields) {
    const value = search.get(field)?.trim();
    if (value) filters[field] = value;
  }
  return {
    page: readNumber(search.get('page'), defaultListParams.page),
    pageSize: readNumber(search.get('size'), defaultListParams.pageSize, pageSizes),
    sortBy,
    // An order means nothing without a column (the service's own order has no direction to choose).
    sortOrder: sortBy !== null && order === 'desc' ? 'desc' : 'asc',
    anonymous: anonymous === 'yes' || anonymous === 'no' ? anonymous : 'all',
    filters,
  };
}

/** The URL query for a listing state; defaults are left out so links stay short. */
export function searchFromListParams(params: ProfileListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.page !== defaultListParams.page) search.set('page', String(params.page));
  if (params.pageSize !== defaultListParams.pageSize) search.set('size', String(params.pageSize));
  if (params.sortBy !== null) search.set('sort', params.sortBy);
  if (params.sortBy !== null && params.sortOrder !== defaultListParams.sortOrder) search.set('order', params.sortOrder);
  if (params.anonymous !== 'all') search.set('anonymous', params.anonymous);
  for (const field of filterFields) {
    const value = params.filters[field];
    if (value) search.set(field, value);
  }
  return search;
}

/** The service's query parameters for a listing state: `sortOrder` in the vendor's upper case, only with a `sortBy`. */
export function serviceQueryOf(params: ProfileListParams): Record<string, string | number | undefined> {
  return {
    sortBy: params.sortBy ?? undefined,
    sortOrder: params.sortBy === null ? undefined : params.sortOrder === 'desc' ? 'DESC' : 'ASC',
    pageIndex: params.page,
    pageSize: params.pageSize,
    'filters[anonymous]': params.anonymous === 'all' ? undefined : String(params.anonymous === 'yes'),
    ...Object.fromEntries(filterFields.map((field) => [`filters[${field}]`, params.filters[field]])),
  };
}

/** A file name part: folded to a-z, 0-9 and single dashes ("Łódź Fabryczna" → "lodz-fabryczna"). */
const fileNamePart = (value: string) =>
  foldText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The export's file name says what was exported: `profiles-city-lodz-anonymous-no-by-lastname-desc-2026-11-28.csv`,
 * or `profiles-all-2026-11-28.csv` for the whole listing, so two exports of one day are told apart.
 */
export function exportFileName(params: ProfileListParams, date: Date): string {
  const parts: string[] = [];
  for (const field of filterFields) {
    const value = params.filters[field];
    if (value) parts.push(fileNamePart(field), fileNamePart(value));
  }
  if (params.anonymous !== 'all') parts.push('anonymous', params.anonymous);
  const what = parts.filter(Boolean).join('-').slice(0, 80).replace(/-$/, '') || 'all';
  const order = params.sortBy ? `-by-${fileNamePart(params.sortBy)}-${params.sortOrder}` : '';
  return `profiles-${what}${order}-${date.toISOString().slice(0, 10)}.csv`;
}
