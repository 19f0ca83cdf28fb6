import type { FieldKind, IndexDefinition, Item } from './catalogue';

/**
 * Facet counts over a list of items (the engine gives the matching items; counting here lets the simulator honour
 * facetsSize, maxValuesPerFacet and caseSensitiveFacetValues, which the engine's facets do not have):
 * - keyword and list attributes → {value: count}, the maxValuesPerFacet most frequent values (ties by value);
 *   case-insensitive by default: values that differ only in case count together under the most frequent spelling;
 * - booleans → {"true": n, "false": m}; numbers → {min, max}.
 * Coverage of an attribute = how many of the items have a value for it (facetsOrderBy coverage).
 */

export type FacetValues = Record<string, number> | { min: number; max: number };
export type Facets = Record<string, FacetValues>;

export interface FacetOptions {
  maxValuesPerFacet: number;
  caseSensitive: boolean;
}

export interface FacetResult {
  facets: Facets;
  coverage: Record<string, number>;
}

function countValues(values: unknown[], options: FacetOptions): Record<string, number> {
  const groups = new Map<string, Map<string, number>>();
  for (const value of values) {
    const text = String(value);
    const key = options.caseSensitive ? text : text.toLowerCase();
    let spellings = groups.get(key);
    if (!spellings) {
      spellings = new Map();
      groups.set(key, spellings);
    }
    spellings.set(text, (spellings.get(text) ?? 0) + 1);
  }
  const counted = [...groups.values()].map((spellings) => {
    let best = '';
    let bestCount = -1;
    let total = 0;
    for (const [spelling, count] of spellings) {
      total += count;
      if (count > bestCount || (count === bestCount && spelling < best)) {
        best = spelling;
        bestCount = count;
      }
    }
    return [best, total] as const;
  });
  counted.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return Object.fromEntries(counted.slice(0, options.maxValuesPerFacet));
}

function facetOf(
  kind: FieldKind,
  items: readonly Item[],
  attribute: string,
  options: FacetOptions,
): { values: FacetValues; coverage: number } {
  let coverage = 0;
  if (kind === 'number' || kind === 'date') {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const item of items) {
      const raw = item[attribute];
      const value = kind === 'date' && typeof raw === 'string' ? Date.parse(raw) : raw;
      if (typeof value !== 'number' || Number.isNaN(value)) continue;
      coverage += 1;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    return { values: coverage === 0 ? {} : { min, max }, coverage };
  }
  const values: unknown[] = [];
  for (const item of items) {
    const value = item[attribute];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      values.push(...value);
    } else values.push(value);
    coverage += 1;
  }
  return { values: countValues(values, options), coverage };
}

export function facetsOf(
  definition: IndexDefinition,
  items: readonly Item[],
  attributes: readonly string[],
  options: FacetOptions,
): FacetResult {
  const facets: Facets = {};
  const coverage: Record<string, number> = {};
  for (const attribute of attributes) {
    const kind = definition.fields[attribute];
    if (!kind) continue;
    const result = facetOf(kind, items, attribute, options);
    facets[attribute] = result.values;
    coverage[attribute] = result.coverage;
  }
  return { facets, coverage };
}

/** Facet names by coverage (most items first) or by name; ties by name. */
export function orderFacets(coverage: Record<string, number>, orderBy: 'coverage' | 'name'): string[] {
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const names = Object.keys(coverage);
  if (orderBy === 'name') return names.sort(byName);
  return names.sort((a, b) => (coverage[b] ?? 0) - (coverage[a] ?? 0) || byName(a, b));
}
