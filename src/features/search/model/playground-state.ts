import * as z from 'zod/mini';
import {
  isListKind,
  parameterByName,
  parameterSpecs,
  searchTabs,
  type ParameterValues,
  type SearchTab,
} from './parameters';

/**
 * The whole playground in the page's URL, so a link reproduces a search: the index, the operation, explain,
 * method, view, compare mode, and every parameter under its GET name. In compare mode the second parameter set
 * is stored as the differences from the first, under `b.<name>` (`b.<name>=` with nothing after it: not sent
 * in B). Defaults are left out; anything that does not parse falls back to its default. An uploaded image is
 * not in the URL (it is not a link); an image URL is.
 */
export type ResultsView = 'grid' | 'table';

export interface PlaygroundState {
  indexId: string;
  tab: SearchTab;
  explain: boolean;
  /** POST sends a JSON body; a POST-only parameter (customFilteredFacets) forces it. */
  method: 'GET' | 'POST';
  view: ResultsView;
  compare: boolean;
  /** The person asked to record the search as the profile's own (`record=1`): only then is clientUUID sent. */
  record: boolean;
  a: ParameterValues;
  /** Compare mode: B's differences from A. An empty string or empty list: not sent in B. */
  b: ParameterValues;
}

const tabSchema = z.enum(searchTabs.map((tab) => tab.value) as [SearchTab, ...SearchTab[]]);
const flag = (value: string | null) => value === '1' || value === 'true';

function readValues(search: URLSearchParams, prefix: string, keepEmpty: boolean): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const spec of parameterSpecs) {
    const key = `${prefix}${spec.name}`;
    if (!search.has(key)) continue;
    if (isListKind(spec.kind)) {
      const list = search
        .getAll(key)
        .map((item) => item.trim())
        .filter(Boolean);
      if (list.length > 0 || keepEmpty) values[spec.name] = list;
    } else {
      const value = search.get(key) ?? '';
      if (value.trim() !== '' || keepEmpty) values[spec.name] = value;
    }
  }
  return values;
}

export function stateFromSearch(search: URLSearchParams): PlaygroundState {
  const tab = tabSchema.safeParse(search.get('tab'));
  const a = readValues(search, '', false);
  const b = readValues(search, 'b.', true);
  let compare = flag(search.get('compare'));
  // "Search as this customer": personalised beside the same search without personalisation.
  if (a.personalize === 'compare') {
    a.personalize = 'true';
    b.personalize = 'false';
    compare = true;
  }
  return {
    indexId: search.get('index') ?? '',
    tab: tab.success ? tab.data : 'query',
    explain: flag(search.get('explain')),
    method: search.get('method') === 'POST' ? 'POST' : 'GET',
    view: search.get('view') === 'table' ? 'table' : 'grid',
    compare,
    record: flag(search.get('record')),
    a,
    b: compare ? b : {},
  };
}

function writeValues(search: URLSearchParams, prefix: string, values: ParameterValues, keepEmpty: boolean) {
  for (const spec of parameterSpecs) {
    const value = values[spec.name];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      if (value !== '' || keepEmpty) search.set(`${prefix}${spec.name}`, value);
    } else if (value.length === 0) {
      if (keepEmpty) search.set(`${prefix}${spec.name}`, '');
    } else {
      for (const item of value) search.append(`${prefix}${spec.name}`, item);
    }
  }
}

export function searchFromState(state: PlaygroundState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.indexId) search.set('index', state.indexId);
  if (state.tab !== 'query') search.set('tab', state.tab);
  if (state.explain) search.set('explain', '1');
  if (state.method === 'POST') search.set('method', 'POST');
  if (state.view === 'table') search.set('view', 'table');
  if (state.record) search.set('record', '1');
  writeValues(search, '', state.a, false);
  if (state.compare) {
    search.set('compare', '1');
    writeValues(search, 'b.', state.b, true);
  }
  return search;
}

export type Side = 'a' | 'b';

/** The parameters a side sends: A as is; B = A with B's differences (empty = not sent). */
export function sideValues(state: PlaygroundState, side: Side): ParameterValues {
  if (side === 'a' || !state.compare) return state.a;
  const merged: Record<string, string | readonly string[]> = { ...state.a };
  for (const [name, value] of Object.entries(state.b)) {
    if (value === '' || (typeof value !== 'string' && value.length === 0)) delete merged[name];
    else merged[name] = value;
  }
  return merged;
}

/**
 * What a side sends. The service records every search naming a profile (clientUUID) as an `item.search` event in
 * that profile's history, and neither the reference nor the vendor's clients name a parameter that turns this
 * off. So a search in the playground is a preview: the profile is named only once the person asked to record
 * the search as that customer's (`record`).
 */
export function sentValues(state: PlaygroundState, side: Side): ParameterValues {
  const values = sideValues(state, side);
  if (state.record || values.clientUUID === undefined) return values;
  return Object.fromEntries(Object.entries(values).filter(([name]) => name !== 'clientUUID'));
}

/** Parameters that only move through the same result list: changing them keeps the correlation id. */
const pagingParameters = new Set(['page', 'correlationId', 'searchId']);

function applyChanges(
  values: ParameterValues,
  changes: Readonly<Record<string, string | readonly string[] | undefined>>,
  emptyMeansUnset: boolean,
) {
  const next: Record<string, string | readonly string[]> = { ...values };
  for (const [name, value] of Object.entries(changes)) {
    const empty =
      value === undefined || (emptyMeansUnset && (value === '' || (typeof value !== 'string' && value.length === 0)));
    if (empty) delete next[name];
    else next[name] = value;
  }
  // A new search (anything but paging changed) starts again at page 1 with a new correlation id.
  if (Object.keys(changes).some((name) => !pagingParameters.has(name))) {
    delete next.page;
    delete next.correlationId;
    delete next.searchId;
  }
  return next;
}

/**
 * The state after changing parameters of one side. On A an empty value means "not sent"; on B a change equal to
 * A's value drops the difference, and an empty value is kept as "not sent in B".
 */
export function withParameters(
  state: PlaygroundState,
  side: Side,
  changes: Readonly<Record<string, string | readonly string[] | undefined>>,
): PlaygroundState {
  const newSearch = Object.keys(changes).some((name) => !pagingParameters.has(name));
  const withoutPaging = (values: ParameterValues) =>
    Object.fromEntries(Object.entries(values).filter(([name]) => !pagingParameters.has(name)));
  if (side === 'a' || !state.compare) {
    return { ...state, a: applyChanges(state.a, changes, true), b: newSearch ? withoutPaging(state.b) : state.b };
  }
  const b: Record<string, string | readonly string[]> = { ...state.b };
  for (const [name, value] of Object.entries(changes)) {
    const inA = state.a[name];
    const same =
      value === undefined ||
      JSON.stringify(value) ===
        JSON.stringify(inA ?? (isListKind(parameterByName.get(name)?.kind ?? 'text') ? [] : ''));
    if (same) delete b[name];
    else b[name] = value;
  }
  if (!newSearch) return { ...state, b };
  // Both sides share the page: a new search on either starts both at page 1.
  for (const name of pagingParameters) delete b[name];
  return { ...state, a: withoutPaging(state.a), b };
}
