import type { IndexName, Item } from './catalogue';

/**
 * Seeded query rules: when a rule's condition holds, its items are promoted to the top of the results (in rule
 * order, then in the rule's order) and carry the rule id in `_promotedByRules`. A rule applies when one of its
 * terms is a word of the query (a plural `s` either way is ignored) and, if it names contexts, when the request
 * sends one of them in `context`. A promoted item must still pass `filters` and the geo filters, but need not
 * match the query text. Rules are skipped with `ignoreQueryRules`, one by one with `excludeQueryRules`, and
 * whenever the results are sorted (sortBy, sortByMetric, sortByGeoPoint).
 */

export interface QueryRule {
  id: number;
  name: string;
  /** Query words that trigger the rule; empty: any query (then `contexts` must be given). */
  terms: readonly string[];
  /** When given, one of these must be in the request's `context`. */
  contexts: readonly string[];
  /** Picks the promoted items from the index (deterministic: the same items for every request). */
  promote: (items: readonly Item[]) => string[];
}

const firstWhere = (items: readonly Item[], count: number, test: (item: Item) => boolean): string[] => {
  const out: string[] = [];
  for (const item of items) {
    if (out.length >= count) break;
    if (test(item)) out.push(item.itemId);
  }
  return out;
};

const typeOf = (item: Item) => String((item.categories as string[] | undefined)?.[1] ?? '');

export const QUERY_RULES: Readonly<Record<IndexName, readonly QueryRule[]>> = {
  products: [
    {
      id: 101,
      name: 'Boots of the season',
      terms: ['boots', 'shoes', 'winter'],
      contexts: [],
      // Two boots in stock from the generated range (not the history products).
      promote: (items) => firstWhere(items.slice(24), 2, (i) => typeOf(i).endsWith('Boots') && i.inStock === true),
    },
    {
      id: 102,
      name: 'Camping starter kit',
      terms: ['tent', 'camping', 'outdoor'],
      contexts: [],
      promote: (items) => ['SKU-1011', ...firstWhere(items.slice(24), 1, (i) => typeOf(i).endsWith('Sleeping bag'))],
    },
    {
      id: 103,
      name: 'Mobile app deal',
      terms: [],
      contexts: ['mobile', 'app'],
      promote: (items) =>
        firstWhere(items.slice(24), 1, (i) => i.category === 'Electronics' && i.salePrice !== undefined),
    },
    {
      id: 104,
      name: 'Headphones week',
      terms: ['headphones', 'earbuds', 'audio'],
      contexts: [],
      promote: (items) => ['SKU-1018', ...firstWhere(items.slice(24), 1, (i) => typeOf(i).endsWith('Headphones'))],
    },
    {
      // The relevance fixture's rule (search/relevance-fixture.ts): its words name no item, so it alone decides
      // what its three queries find, and excluding it changes those queries and no other.
      id: 105,
      name: 'Gift guide',
      terms: ['gift', 'present'],
      contexts: [],
      promote: (items) => [
        'SKU-1024',
        ...firstWhere(items.slice(24), 2, (i) => /(Puzzle|Plush bear)$/.test(typeOf(i)) && i.inStock === true),
      ],
    },
  ],
  stores: [
    { id: 201, name: 'Warsaw flagship', terms: ['warsaw', 'flagship'], contexts: [], promote: () => ['ST-0001'] },
    {
      id: 202,
      name: 'Open late in Berlin',
      terms: ['berlin'],
      contexts: ['evening'],
      promote: (items) => firstWhere(items, 1, (i) => i.city === 'Berlin' && i.openNow === true),
    },
  ],
  'products-suggestions': [],
};

export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

function sameWord(a: string, b: string): boolean {
  return a === b || a === `${b}s` || b === `${a}s`;
}

export interface RuleRequest {
  query: string;
  context: readonly string[];
  excluded: readonly number[];
}

/** The rules of the index that apply to this request, in id order. */
export function matchingRules(index: IndexName, request: RuleRequest): QueryRule[] {
  const words = queryWords(request.query);
  const context = request.context.map((c) => c.toLowerCase());
  return QUERY_RULES[index].filter((rule) => {
    if (request.excluded.includes(rule.id)) return false;
    if (rule.contexts.length > 0 && !rule.contexts.some((c) => context.includes(c))) return false;
    if (rule.terms.length === 0) return rule.contexts.length > 0;
    return words.some((w) => rule.terms.some((t) => sameWord(w, t)));
  });
}
