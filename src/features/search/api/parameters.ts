/**
 * Every parameter of the reference's item-search table, once: its GET name (also its key in the playground's
 * URL and the `field` a 400 names), its POST name where it differs, the kind of value, the group it is shown in,
 * a short help text, and the operations it applies to. The parameter panel, the URL state and the request
 * builder all read this table.
 */

export type SearchTab = 'query' | 'autocomplete' | 'visual';

export const searchTabs: readonly { value: SearchTab; label: string }[] = [
  { value: 'query', label: 'Full-text' },
  { value: 'autocomplete', label: 'Autocomplete' },
  { value: 'visual', label: 'Visual' },
];

export type ParameterGroup =
  'query' | 'filters' | 'sorting' | 'geo' | 'paging' | 'personalisation' | 'rules' | 'advanced';

export const parameterGroups: readonly { id: ParameterGroup; label: string }[] = [
  { id: 'query', label: 'Query' },
  { id: 'filters', label: 'Filters & facets' },
  { id: 'sorting', label: 'Sorting' },
  { id: 'geo', label: 'Geo' },
  { id: 'paging', label: 'Paging & meta' },
  { id: 'personalisation', label: 'Personalisation & context' },
  { id: 'rules', label: 'Rules' },
  { id: 'advanced', label: 'Advanced' },
];

/**
 * - `text`, `number` (an integer unless `decimal`), `boolean` (three states: not sent, true, false), `enum`
 *   (`options`; `freeOptions` when the reference names only some values);
 * - `list`: several strings (GET: repeated parameter; POST: array); `numberList`: several integers;
 * - `json`: a JSON object typed as text (POST: the object; GET: see the request builder);
 * - `iql`: an IQL expression.
 */
export type ParameterKind = 'text' | 'number' | 'boolean' | 'enum' | 'list' | 'numberList' | 'json' | 'iql';

export interface ParameterSpec {
  name: string;
  postName?: string;
  label: string;
  help: string;
  group: ParameterGroup;
  kind: ParameterKind;
  options?: readonly string[];
  freeOptions?: boolean;
  placeholder?: string;
  /** Operations it applies to (all when absent). */
  tabs?: readonly SearchTab[];
  explainOnly?: boolean;
  /** Only a POST body can carry it: its presence makes the playground send a POST. */
  postOnly?: boolean;
  /** Shown elsewhere on the page (the query box, the filter input, the image), not in the panel. */
  inPanel?: false;
  min?: number;
  max?: number;
}

const text: readonly SearchTab[] = ['query', 'autocomplete'];
const notVisual = text;
const notAutocomplete: readonly SearchTab[] = ['query', 'visual'];

export const parameterSpecs: readonly ParameterSpec[] = [
  {
    name: 'query',
    label: 'Query',
    group: 'query',
    kind: 'text',
    tabs: text,
    inPanel: false,
    help: 'The text searched for. Required for full-text and autocomplete.',
  },
  {
    name: 'url',
    label: 'Image URL',
    group: 'query',
    kind: 'text',
    tabs: ['visual'],
    inPanel: false,
    help: 'The image to search with (GET visual search). An uploaded image is sent as a multipart POST instead.',
  },
  {
    name: 'filterAnchor',
    label: 'Anchor',
    group: 'query',
    kind: 'text',
    tabs: ['visual'],
    placeholder: '0.5,0.5',
    help: 'Visual only: the point of the image the search looks around, as "x,y" in 0..1 ((0,0) is the top-left pixel). Click the image to set it.',
  },
  {
    name: 'filters',
    label: 'Filters (IQL)',
    group: 'filters',
    kind: 'iql',
    inPanel: false,
    help: 'An IQL expression every result must satisfy, e.g. brand = "Nike" AND price < 100.',
  },
  {
    name: 'facets',
    label: 'Facets',
    group: 'filters',
    kind: 'list',
    placeholder: 'brand, color, * or auto',
    help: 'Attributes to count values of. "*" facets every facetable attribute; "auto" picks them from the index configuration.',
  },
  {
    name: 'customFilteredFacets',
    label: 'Custom filtered facets',
    group: 'filters',
    kind: 'json',
    tabs: notVisual,
    postOnly: true,
    placeholder: '{"brand": "price < 50"}',
    help: 'POST only: attribute → IQL expression; each facet is counted over the items that expression selects. Setting it sends a POST.',
  },
  {
    name: 'facetsSize',
    label: 'Facets size',
    group: 'filters',
    kind: 'number',
    min: 1,
    help: 'How many of the top items the facet counts are computed from.',
  },
  {
    name: 'maxValuesPerFacet',
    label: 'Values per facet',
    group: 'filters',
    kind: 'number',
    min: 1,
    help: 'At most this many values are returned for each facet.',
  },
  {
    name: 'caseSensitiveFacetValues',
    label: 'Case-sensitive facet values',
    group: 'filters',
    kind: 'boolean',
    help: 'Whether "Red" and "red" count as different facet values.',
  },
  {
    name: 'includeFacets',
    label: 'Facet groups returned',
    group: 'filters',
    kind: 'enum',
    options: ['all', 'filtered', 'unfiltered', 'none'],
    freeOptions: true,
    help: 'Filtered facets (counted over the results), unfiltered ones (over the whole index), both, or none.',
  },
  {
    name: 'facetsOrderBy',
    label: 'Facet order',
    group: 'filters',
    kind: 'enum',
    options: ['coverage', 'name'],
    help: 'Order of the facets: coverage (default with "auto") or name (default with explicit facets); ties by name.',
  },
  {
    name: 'distinctFilter.attribute',
    label: 'Distinct by attribute',
    group: 'filters',
    kind: 'text',
    tabs: notVisual,
    placeholder: 'brand',
    help: 'distinctFilter: keep at most "max items" results per value of this attribute.',
  },
  {
    name: 'distinctFilter.maxNumItems',
    label: 'Distinct: max items per value',
    group: 'filters',
    kind: 'number',
    min: 1,
    tabs: notVisual,
    help: 'distinctFilter.maxNumItems: results kept per value.',
  },
  {
    name: 'distinctFilter.levelRangeModifier',
    label: 'Distinct: level range modifier',
    group: 'filters',
    kind: 'number',
    tabs: notVisual,
    help: 'distinctFilter.levelRangeModifier: widens or narrows the range of results the rule looks at.',
  },
  {
    name: 'sortBy',
    label: 'Sort by attribute',
    group: 'sorting',
    kind: 'text',
    placeholder: 'price',
    help: 'Sort by this attribute. Turns off boosting, elastic filters and promotion.',
  },
  {
    name: 'sortByMetric',
    label: 'Sort by metric',
    group: 'sorting',
    kind: 'enum',
    options: ['PageVisitsPopularity', 'TransactionsPopularity'],
    freeOptions: true,
    help: 'Sort by a popularity metric. Turns off boosting, elastic filters and promotion.',
  },
  {
    name: 'sortByGeoPoint',
    postName: 'sortByGeoPoints',
    label: 'Sort by distance from',
    group: 'sorting',
    kind: 'text',
    placeholder: '52.2297,21.0122',
    help: 'A point "latitude,longitude"; ascending order puts the closest first. Turns off boosting, elastic filters and promotion.',
  },
  {
    name: 'ordering',
    label: 'Ordering',
    group: 'sorting',
    kind: 'enum',
    options: ['asc', 'desc'],
    help: 'Direction of the sort: asc or desc.',
  },
  {
    name: 'filterGeoPoints',
    label: 'Geo points',
    group: 'geo',
    kind: 'list',
    placeholder: '52.2297,21.0122',
    help: 'Points "lat,lon": one point keeps items within the radius, two a rectangle (corners), three or more a polygon.',
  },
  {
    name: 'filterAroundRadius',
    label: 'Radius (metres)',
    group: 'geo',
    kind: 'number',
    min: 1,
    help: 'Only with exactly one geo point; 1000 m when not given.',
  },
  { name: 'page', label: 'Page', group: 'paging', kind: 'number', min: 1, help: 'The page to return; the first is 1.' },
  {
    name: 'limit',
    label: 'Items per page',
    group: 'paging',
    kind: 'number',
    min: 1,
    max: 500,
    help: 'Results per page (1 to 500).',
  },
  {
    name: 'includeMeta',
    label: 'Metadata in the body',
    group: 'paging',
    kind: 'boolean',
    help: 'true: pagination metadata in the body ("meta"); false: in the Link and X-Pagination-* headers.',
  },
  {
    name: 'displayAttributes',
    label: 'Display attributes',
    group: 'paging',
    kind: 'list',
    placeholder: 'title, price',
    help: 'Only these attributes (and the item id) come back per item; the table shows them as columns.',
  },
  {
    name: 'correlationId',
    label: 'Correlation id',
    group: 'paging',
    kind: 'text',
    tabs: notAutocomplete,
    help: 'Set by paging: the results of that search (last 10 minutes) are reused, so page 2 continues page 1. Cleared when anything but the page changes.',
  },
  {
    name: 'searchId',
    label: 'Search id (deprecated)',
    group: 'paging',
    kind: 'text',
    tabs: notAutocomplete,
    help: 'The deprecated alias of the correlation id.',
  },
  {
    name: 'clientUUID',
    label: 'Profile uuid',
    group: 'personalisation',
    kind: 'text',
    help: 'The profile the search runs for (its events drive personalisation).',
  },
  {
    name: 'personalize',
    label: 'Personalise',
    group: 'personalisation',
    kind: 'boolean',
    tabs: notAutocomplete,
    help: 'false turns personalisation off for this search.',
  },
  {
    name: 'context',
    label: 'Context',
    group: 'personalisation',
    kind: 'list',
    placeholder: 'mobile',
    help: 'Context strings (for example the page or device) that rules can react to.',
  },
  {
    name: 'params',
    label: 'Event params',
    group: 'personalisation',
    kind: 'json',
    placeholder: '{"source": "playground"}',
    help: 'Extra values added to the item.search event of the profile; at most 500 bytes as a JSON object.',
  },
  {
    name: 'crossWorkspaceModeEnabled',
    postName: 'crossWorkspaceMode',
    label: 'Cross-workspace personalisation',
    group: 'personalisation',
    kind: 'boolean',
    explainOnly: true,
    help: 'Explain only: overrides the index setting for personalisation across workspaces.',
  },
  {
    name: 'ignoreQueryRules',
    label: 'Ignore query rules',
    group: 'rules',
    kind: 'boolean',
    help: 'true: no query rule is applied (nothing is promoted by a rule).',
  },
  {
    name: 'excludeQueryRules',
    label: 'Exclude rules',
    group: 'rules',
    kind: 'numberList',
    placeholder: '12',
    help: 'Ids of query rules not to apply.',
  },
  {
    name: 'disableQueryClassification',
    label: 'Disable query classification',
    group: 'advanced',
    kind: 'boolean',
    help: 'Skips classifying the query (e.g. into a category) before searching.',
  },
  {
    name: 'disableDynamicReranker',
    label: 'Disable dynamic reranker',
    group: 'advanced',
    kind: 'boolean',
    help: 'Skips the reranking of results by recent behaviour.',
  },
];

export const parameterByName: ReadonlyMap<string, ParameterSpec> = new Map(
  parameterSpecs.map((spec) => [spec.name, spec]),
);

/** Whether a parameter applies to an operation. */
export function appliesTo(spec: ParameterSpec, tab: SearchTab, explain: boolean): boolean {
  if (spec.explainOnly && !explain) return false;
  return !spec.tabs || spec.tabs.includes(tab);
}

/** The values of a parameter set as typed: strings, or string lists. Absent = not sent. */
export type ParameterValues = Readonly<Record<string, string | readonly string[]>>;

export const isListKind = (kind: ParameterKind) => kind === 'list' || kind === 'numberList';

/** Sorting parameters: the reference says each disables boosting, elastic filters and promotion. */
export const sortParameters = ['sortBy', 'sortByMetric', 'sortByGeoPoint'] as const;
