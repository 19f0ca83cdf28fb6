import type { ItemExplanation, SearchExplanation } from '../api/schemas';
import { displayValue } from './item-fields';
import { listInWords } from '../../../lib/list-in-words';

/**
 * Explain, read as answers: why a result is where it is (one sentence, then the evidence), what each score
 * factor did, and the search's rules, filters, order and personalisation in words
 * (docs/decisions/0135-explain-verdict-and-factor-shares.md).
 */

/** Where a result sits and what the search around it says. */
export interface ResultContext {
  /** 1-based position in the whole result list. */
  position: number;
  promotedByRules?: readonly number[] | null;
  /** The search-level explanation (rule names, sort, filters, personalisation), when the answer has one. */
  search?: SearchExplanation | null;
}

export interface FactorRow {
  name: string;
  label: string;
  value: number;
  /** `base`: the retrieval score the others multiply; `multiplier`: 1 means no effect. */
  kind: 'base' | 'multiplier';
  /** A multiplier's change of the score in percent (+20, −10); null for the base. */
  effectPercent: number | null;
  /**
   * A multiplier's part (0–1) of everything the multipliers did to the score, on the log scale their product
   * lives on; null for the base and for a factor that did nothing.
   */
  share: number | null;
}

interface Verdict {
  kind: 'pinned' | 'sorted' | 'ranked' | 'unscored';
  headline: string;
  details: string[];
}

/** Retrieval scores: the score starts from one of them and the other factors multiply it. */
const baseFactors: Record<string, string> = {
  textRelevance: 'text relevance',
  visualSimilarity: 'picture similarity',
};

const factorLabels: Record<string, string> = {
  pageVisitsPopularity: 'page-visit popularity',
  transactionsPopularity: 'purchase popularity',
  personalization: 'personalisation',
  boosting: 'rating boost',
  elasticFilter: 'elastic filter',
  queryClassification: 'query classification',
};

/** "textScore" → "text score". */
export const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

const factorLabel = (name: string) => baseFactors[name] ?? factorLabels[name] ?? words(name);

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const formatNumber = (value: number, digits = 2) => value.toLocaleString(undefined, { maximumFractionDigits: digits });

const times = (value: number) => `×${formatNumber(value, 3)}`;
const quoted = (value: string) => `'${value}'`;

/**
 * The numeric score factors as rows: the base first, then the multipliers by what they did (largest first), the
 * neutral ones (value 1) last. A share is |ln f| over the sum of |ln f| of all multipliers: factors multiply, so
 * ×1.2 then ×1.3 is ×1.56, and ln 1.2 / ln 1.56 is the first one's part of it; a factor of 1 has none.
 */
export function factorRows(explanation: ItemExplanation | null | undefined): FactorRow[] {
  const entries = Object.entries(explanation?.scoreFactors ?? {}).filter((entry): entry is [string, number] =>
    isNumber(entry[1]),
  );
  const weight = ([name, value]: [string, number]) =>
    name in baseFactors || value <= 0 ? 0 : Math.abs(Math.log(value));
  const total = entries.reduce((sum, entry) => sum + weight(entry), 0);
  const rows = entries.map(([name, value]): FactorRow => {
    if (name in baseFactors)
      return { name, label: factorLabel(name), value, kind: 'base', effectPercent: null, share: null };
    const moved = weight([name, value]);
    return {
      name,
      label: factorLabel(name),
      value,
      kind: 'multiplier',
      effectPercent: (value - 1) * 100,
      share: moved > 0 && total > 0 ? moved / total : null,
    };
  });
  return rows.sort(
    (a, b) =>
      Number(b.kind === 'base') - Number(a.kind === 'base') ||
      (b.share ?? 0) - (a.share ?? 0) ||
      Math.abs(b.value - 1) - Math.abs(a.value - 1),
  );
}

const tiers = ['high', 'medium', 'low'] as const;

/** The query words the item matched, each once, under the heaviest tier it was found in. */
function matchedWords(explanation: ItemExplanation | null | undefined): { tier: string; tokens: string[] }[] {
  const seen = new Set<string>();
  const out: { tier: string; tokens: string[] }[] = [];
  for (const tier of tiers) {
    const tokens = (explanation?.extendedScoreFactors?.attributes?.[tier] ?? [])
      .map((entry) => entry.token)
      .filter((token): token is string => typeof token === 'string' && token !== '' && !seen.has(token));
    for (const token of tokens) seen.add(token);
    const unique = [...new Set(tokens)];
    if (unique.length > 0) out.push({ tier, tokens: unique });
  }
  return out;
}

function matchedText(explanation: ItemExplanation | null | undefined): string {
  const found = matchedWords(explanation);
  if (found.length === 0) return '';
  return `: matched ${found
    .map(({ tier, tokens }) => `${listInWords(tokens.map(quoted))} in ${tier}-weight attributes`)
    .join(', ')}`;
}

function ruleName(id: number, search: SearchExplanation | null | undefined): string {
  const name = search?.appliedRules?.find((rule) => rule.id === id)?.name;
  return name ? `${id} ${quoted(name)}` : String(id);
}

/** True when the item was placed without being scored against the query (a rule brought it in). */
function unscored(explanation: ItemExplanation | null | undefined, rows: readonly FactorRow[]): boolean {
  if (!explanation) return true;
  const base = rows.find((row) => row.kind === 'base');
  const score = explanation.score;
  return (
    (base !== undefined && base.value === 0) ||
    ((score === 0 || score === null || score === undefined) && matchedWords(explanation).length === 0)
  );
}

/** An item a rule brought in without scoring it against the query. */
export const placedWithoutScore = (explanation: ItemExplanation | null | undefined) =>
  unscored(explanation, factorRows(explanation));

/** The text of the button that opens an item's explanation: a pinned item's score says nothing of its place. */
export const breakdownButtonText = (
  explanation: ItemExplanation | null | undefined,
  promotedByRules: readonly number[] | null | undefined,
) =>
  promotedByRules && promotedByRules.length > 0
    ? 'Why pinned?'
    : `Score ${displayValue(explanation?.score)}: breakdown`;

const orderingWords = (ordering: unknown, distance = false) =>
  ordering === 'asc' ? (distance ? 'closest first' : 'lowest first') : distance ? 'farthest first' : 'highest first';

/** The sort that placed the results, when they were sorted rather than ranked by score. */
function sortOf(search: SearchExplanation | null | undefined): { text: string; distance: boolean } | null {
  const details = search?.sortDetails;
  if (details && typeof details === 'object') {
    const { type, attribute, metric, geoPoint, ordering } = details as Record<string, unknown>;
    if (type === 'sorted-by-geo-point') {
      const point = geoPoint as { lat?: unknown; lon?: unknown } | undefined;
      const where = point && isNumber(point.lat) && isNumber(point.lon) ? ` from ${point.lat},${point.lon}` : '';
      return { text: `distance${where}, ${orderingWords(ordering, true)}`, distance: true };
    }
    const by = typeof attribute === 'string' ? attribute : typeof metric === 'string' ? metric : null;
    if (by) return { text: `${by}, ${orderingWords(ordering)}`, distance: false };
  }
  const sort = search?.sort as { by?: unknown; ordering?: unknown } | null | undefined;
  if (
    sort &&
    typeof sort === 'object' &&
    typeof sort.by === 'string' &&
    sort.by !== '_score' &&
    sort.by !== 'relevance'
  )
    return { text: `${sort.by}, ${orderingWords(sort.ordering)}`, distance: false };
  return null;
}

const filterText = (search: SearchExplanation | null | undefined): string | null => {
  const applied = search?.appliedFilters as { filters?: unknown } | null | undefined;
  return applied && typeof applied === 'object' && typeof applied.filters === 'string' && applied.filters
    ? applied.filters
    : null;
};

/** Rule boosts and burials: the item's boost filters that are also a rule's consequences. */
function ruleBoosts(explanation: ItemExplanation | null | undefined, search: SearchExplanation | null | undefined) {
  const ruleFilters = new Set(
    (search?.rulesConsequences?.boostFilters ?? []).map((boost) => JSON.stringify(boost.filters ?? null)),
  );
  return (explanation?.extendedScoreFactors?.boostFilters ?? []).filter(
    (boost) => ruleFilters.has(JSON.stringify(boost.filters ?? null)) && isNumber(boost.weight) && boost.weight !== 1,
  );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Why a result is where it is: one sentence first, then the facts that qualify it. */
export function itemVerdict(explanation: ItemExplanation | null | undefined, context: ResultContext): Verdict {
  const { position, search } = context;
  const rules = context.promotedByRules ?? [];
  const rows = factorRows(explanation);
  const details: string[] = [];
  const filter = filterText(search);
  const filterDetail = filter ? `It passes the filter ${filter}.` : null;
  const score = explanation?.score;

  if (rules.length > 0) {
    const names = listInWords(rules.map((id) => ruleName(id, search)));
    details.push(
      unscored(explanation, rows)
        ? 'The rule placed it, not its score: it does not match the query text, so no score factor applies.'
        : `The rule placed it above the items ranked by score; its own score is ${formatNumber(score ?? 0)}.`,
    );
    if (filterDetail) details.push(filterDetail);
    return {
      kind: 'pinned',
      headline: `Pinned to position ${position} by rule${rules.length > 1 ? 's' : ''} ${names}`,
      details,
    };
  }

  const sort = sortOf(search);
  if (sort) {
    const value = explanation?.sortValue;
    const shown =
      value === undefined || value === null
        ? 'it has no value, so it comes last'
        : `its value is ${isNumber(value) ? formatNumber(value, 4) : asText(value)}${sort.distance ? ' m' : ''}`;
    if (filterDetail) details.push(filterDetail);
    return { kind: 'sorted', headline: `Sorted by ${sort.text}: ${shown}`, details };
  }

  if (!explanation || unscored(explanation, rows)) {
    if (filterDetail) details.push(filterDetail);
    return {
      kind: 'unscored',
      headline: `At position ${position} without a score against the query`,
      details,
    };
  }

  const base = rows.find((row) => row.kind === 'base');
  const movers = rows.filter((row) => row.kind === 'multiplier' && row.share !== null);
  const personal = movers.find((row) => row.name === 'personalization');
  const boosts = ruleBoosts(explanation, search);
  let headline: string;
  if (base) {
    headline = `Ranked by ${base.label} ${formatNumber(base.value)}${matchedText(explanation)}`;
  } else if (movers.length > 0) {
    const top = movers[0]!;
    headline = `Ranked by its score ${formatNumber(score ?? 0)}, most ${top.value >= 1 ? 'lifted' : 'lowered'} by ${top.label} ${times(top.value)}${matchedText(explanation)}`;
  } else {
    headline = `Ranked by its score ${formatNumber(score ?? 0)}${matchedText(explanation)}; no factor changed it`;
  }

  for (const boost of boosts) {
    const weight = boost.weight as number;
    details.push(`${weight > 1 ? 'Boosted' : 'Buried'} ${times(weight)} by a rule: ${asText(boost.filters)}.`);
  }
  if (personal) {
    const reason = explanation.extendedScoreFactors?.personalization;
    details.push(
      `Personalised ${times(personal.value)} for this customer${typeof reason === 'string' && reason ? ` (${reason})` : ''}.`,
    );
  }
  const others = movers.filter((row) => row !== personal);
  if (base && others.length > 0) {
    const product = others.reduce((all, row) => all * row.value, 1);
    details.push(
      `${product >= 1 ? 'Lifted' : 'Lowered'} ${times(product)} by the other factors, most by ${others[0]!.label} ${times(others[0]!.value)}.`,
    );
  }
  if (filterDetail) details.push(filterDetail);
  return { kind: 'ranked', headline, details };
}

// ---------------------------------------------------------------------------------------------------------------
// The search's summary

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * What the query rules did, as one list of sentences that cannot contradict itself: the rules that applied (and
 * what they pinned), then whatever they boosted, filtered, hid or rewrote; "No query rule applied." only when
 * neither the rules nor their consequences nor a promoted count say otherwise.
 */
export function rulesInWords(search: SearchExplanation): string[] {
  const out: string[] = [];
  const applied = search.appliedRules ?? [];
  for (const rule of applied) {
    const promoted = (rule.promoted ?? []).map(String);
    const name = `Rule ${ruleName(rule.id, search)}`;
    out.push(
      promoted.length > 0
        ? `${name} pinned ${listInWords(promoted)} to the top.`
        : `${name} applied but pinned no item (its items do not pass the filters).`,
    );
  }
  const promotedCount = search.promotedItemsCount ?? 0;
  if (applied.length === 0 && promotedCount > 0)
    out.push(`Rules pinned ${promotedCount} item${promotedCount === 1 ? '' : 's'} to the top (each is marked).`);
  const consequences = search.rulesConsequences;
  if (consequences) {
    for (const boost of consequences.boostFilters ?? []) {
      const weight = boost.weight;
      out.push(
        `A rule ${isNumber(weight) && weight < 1 ? 'buries' : 'boosts'} items matching ${asText(boost.filters)}${isNumber(weight) ? ` (${times(weight)})` : ''}.`,
      );
    }
    if (present(consequences.filters)) {
      const filters = Array.isArray(consequences.filters)
        ? consequences.filters.map(asText)
        : [asText(consequences.filters)];
      out.push(`A rule keeps only items matching ${listInWords(filters)}.`);
    }
    if (present(consequences.hiddenHits)) {
      const hidden = Array.isArray(consequences.hiddenHits)
        ? consequences.hiddenHits.map(asText)
        : [asText(consequences.hiddenHits)];
      out.push(`A rule hides ${listInWords(hidden)}.`);
    }
    if (present(consequences.query)) out.push(`A rule rewrote the query to ${asText(consequences.query)}.`);
    if (consequences.returnNoData === true) out.push('A rule returns no results for this query.');
  }
  if (out.length === 0 && (search.appliedRules || consequences || search.promotedItemsCount != null))
    out.push('No query rule applied.');
  return out;
}

/** The filters the search applied, in words (the simulator's `appliedFilters`). */
export function filtersInWords(search: SearchExplanation): string[] | null {
  const applied = search.appliedFilters;
  if (!applied || typeof applied !== 'object') return null;
  const { filters, geo, elasticFilter, distinctFilter } = applied as Record<string, unknown>;
  const out: string[] = [];
  if (typeof filters === 'string' && filters) out.push(`Only items matching ${filters}.`);
  if (typeof geo === 'string' && geo) out.push(`Only items ${geo}.`);
  if (typeof distinctFilter === 'string' && distinctFilter)
    out.push(`${distinctFilter[0]!.toUpperCase()}${distinctFilter.slice(1)}.`);
  if (out.length === 0) out.push('No filter: every item that matches the query.');
  if (typeof elasticFilter === 'string' && elasticFilter)
    out.push(`Items matching ${elasticFilter} (the index’s elastic filter) rank higher.`);
  return out;
}

/** How the results were ordered. */
export function orderInWords(search: SearchExplanation): string | null {
  const sort = sortOf(search);
  if (sort) return `Sorted by ${sort.text}; no score factor, rule or personalisation applies.`;
  if (search.sort || search.sortDetails === null) return 'By score, highest first.';
  return null;
}

/** Whether and for whom the results were personalised, and from what. */
export function personalisationInWords(search: SearchExplanation): string | null {
  const detail = search.personalization;
  if (detail && typeof detail === 'object') {
    const p = detail as Record<string, unknown>;
    const uuid = typeof p.clientUUID === 'string' && p.clientUUID ? p.clientUUID : null;
    const across = p.crossWorkspace === true ? ', across workspaces' : '';
    if (!uuid) return 'Not personalised: no customer (clientUUID) was sent.';
    if (p.profileFound === false) return `Not personalised: no profile has the uuid ${uuid}.`;
    if (p.enabled !== true)
      return `Not personalised for ${uuid}: ${sortOf(search) ? 'the results are sorted' : 'personalisation is off (personalize=false)'}.`;
    const count = (value: unknown, noun: string) => `${isNumber(value) ? value : 0} ${noun}${value === 1 ? '' : 's'}`;
    const categories =
      Array.isArray(p.categories) && p.categories.length > 0
        ? `; categories ${listInWords(p.categories.map(String))}`
        : '';
    return `Personalised for ${uuid}${across}: from ${count(p.boughtItems, 'bought item')} and ${count(p.viewedItems, 'viewed item')}${categories}.`;
  }
  if (search.personalized === true) return 'Personalised for the customer sent (clientUUID).';
  if (search.personalized === false) return 'Not personalised.';
  return null;
}

/** The query classification (attribute → value the query named), in words. */
export function classificationInWords(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const pairs = Object.entries(value as Record<string, unknown>).map(
    ([attribute, named]) => `${attribute} ${asText(named)}`,
  );
  if (pairs.length === 0) return null;
  return `The query names ${listInWords(pairs)}: items of ${pairs.length === 1 ? 'it' : 'those'} rank higher.`;
}
