import type { ProfileListParams } from './list-params';

/**
 * What the profile list hands the bulk action drawer: the rows ticked on the page, or every profile matching the
 * listing's filters (frozen by the drawer when it opens, decision 0183). `filter`: the filters in words, as the
 * chips show them ("city: Łódź · anonymous: no"); the journal keeps it.
 */
export type BulkSelection =
  | { kind: 'ids'; ids: number[]; params: ProfileListParams; filter: string }
  | { kind: 'matching'; params: ProfileListParams; total: number; filter: string };
