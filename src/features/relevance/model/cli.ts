// The command line's pure part (issue 38, "Command line"): its arguments, the field's plain formats (TREC topics,
// TREC qrels, one variant's parameters as JSON), the scores with trec_eval's measure names and the verdict against
// a baseline run. No I/O: scripts/relevance/main.ts reads the files, runs the page's engine and prints.
import { scoreQuery, type Judgments, type QueryScores } from './metrics';
import { bootstrapMean, comparePaired, defaultRegressionRules, type PairedComparison } from './statistics';
import { defaultScaleLabels, readRun, runRankings, type Run, type Suite } from './suite';

export const CLI_USAGE =
  'npm run relevance -- (--suite suite.json | --queries q.tsv --qrels q.qrels [--params p.json]) ' +
  '--base-url URL --tracker-key KEY --index ID [--baseline run.json] [--write-run run.json] [--k 10] [--json]';

export interface CliOptions {
  suite?: string;
  queries?: string;
  qrels?: string;
  params?: string;
  baseline?: string;
  writeRun?: string;
  baseUrl: string;
  trackerKey: string;
  index: string;
  k: number;
  json: boolean;
}

export type CliArgs = { ok: true; options: CliOptions } | { ok: false; reason: string } | { ok: 'help' };

const valued = [
  'suite',
  'queries',
  'qrels',
  'params',
  'baseline',
  'write-run',
  'base-url',
  'tracker-key',
  'index',
  'k',
];

/** The arguments, or the reason they cannot be used (the command then exits 2). */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  const seen = new Map<string, string>();
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') ? [arg.slice(2).split('=')[0]!, arg.split('=').slice(1).join('=')] : [];
    if (flag === undefined) return { ok: false, reason: `Unexpected argument "${arg}".` };
    if (flag === 'help') return { ok: 'help' };
    if (flag === 'json') {
      json = true;
      continue;
    }
    if (!valued.includes(flag)) return { ok: false, reason: `Unknown option --${flag}.` };
    const value = arg.includes('=') ? inline : argv[++i];
    if (value === undefined || value === '' || (!arg.includes('=') && value.startsWith('--')))
      return { ok: false, reason: `--${flag} needs a value.` };
    seen.set(flag, value);
  }
  for (const required of ['base-url', 'tracker-key', 'index'])
    if (!seen.has(required)) return { ok: false, reason: `--${required} is required.` };
  const suite = seen.get('suite');
  if (suite !== undefined && (seen.has('queries') || seen.has('qrels') || seen.has('params')))
    return { ok: false, reason: 'Give either --suite or --queries with --qrels, not both.' };
  if (suite === undefined && (!seen.has('queries') || !seen.has('qrels')))
    return { ok: false, reason: 'Give --suite, or --queries with --qrels.' };
  if (!/^https?:\/\/[^\s]+$/.test(seen.get('base-url')!))
    return { ok: false, reason: `--base-url must be an http(s) address, got "${seen.get('base-url')}".` };
  const k = Number(seen.get('k') ?? 10);
  if (!Number.isInteger(k) || k < 1 || k > 500)
    return { ok: false, reason: '--k must be a whole number from 1 to 500.' };
  return {
    ok: true,
    options: {
      suite,
      queries: seen.get('queries'),
      qrels: seen.get('qrels'),
      params: seen.get('params'),
      baseline: seen.get('baseline'),
      writeRun: seen.get('write-run'),
      baseUrl: seen.get('base-url')!.replace(/\/+$/, ''),
      trackerKey: seen.get('tracker-key')!,
      index: seen.get('index')!,
      k,
      json,
    },
  };
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const linesOf = (text: string) => text.replace(/^\uFEFF/, '').split(/\r?\n/);

export interface Topic {
  id: string;
  text: string;
}

/** TREC topics: `id<TAB>text` per line; blank lines are skipped. */
export function parseTopics(text: string): Parsed<Topic[]> {
  const topics: Topic[] = [];
  const ids = new Set<string>();
  for (const [n, line] of linesOf(text).entries()) {
    if (line.trim() === '') continue;
    const tab = line.indexOf('\t');
    const id = tab > 0 ? line.slice(0, tab).trim() : '';
    const query = tab > 0 ? line.slice(tab + 1).trim() : '';
    if (!id || !query) return { ok: false, reason: `Line ${n + 1}: expected "id<TAB>text".` };
    if (ids.has(id)) return { ok: false, reason: `Line ${n + 1}: query id "${id}" appears twice.` };
    ids.add(id);
    topics.push({ id, text: query });
  }
  if (topics.length === 0) return { ok: false, reason: 'No queries in the file.' };
  return { ok: true, value: topics };
}

/** TREC qrels: `id 0 itemId grade` per line, grades 0–3; a repeated (id, item) keeps the last. */
export function parseQrels(text: string): Parsed<Map<string, Map<string, number>>> {
  const byQuery = new Map<string, Map<string, number>>();
  for (const [n, line] of linesOf(text).entries()) {
    if (line.trim() === '') continue;
    const fields = line.trim().split(/\s+/);
    if (fields.length !== 4) return { ok: false, reason: `Line ${n + 1}: expected "id 0 itemId grade".` };
    const [id, , itemId, gradeText] = fields as [string, string, string, string];
    const grade = Number(gradeText);
    if (!/^\d+$/.test(gradeText) || grade > 3)
      return { ok: false, reason: `Line ${n + 1}: grade "${gradeText}" is outside the scale 0–3.` };
    const judged = byQuery.get(id) ?? new Map<string, number>();
    judged.set(itemId, grade);
    byQuery.set(id, judged);
  }
  return { ok: true, value: byQuery };
}

export type SearchParameters = Record<string, string | string[]>;

/** One variant's search parameters: a JSON object of strings, numbers, booleans or lists of them. */
export function parseParams(text: string): Parsed<SearchParameters> {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, reason: `Not valid JSON: ${error instanceof Error ? error.message : 'cannot be read'}.` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, reason: 'The parameters must be a JSON object, e.g. {"excludeQueryRules": [105]}.' };
  const out: SearchParameters = {};
  const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  for (const [name, v] of Object.entries(value)) {
    if (scalar(v)) out[name] = String(v);
    else if (Array.isArray(v) && v.every(scalar)) out[name] = v.map(String);
    else return { ok: false, reason: `Parameter "${name}" must be a string, number, boolean or a list of them.` };
  }
  return { ok: true, value: out };
}

/** What a run keeps for a later comparison: each query's ranked item ids, or that it failed. */
export interface CliRun {
  index: string;
  /** The cut the metrics are taken at. */
  k: number;
  /** Results asked for per query, when known (a stored run's limit): another limit is not comparable. */
  limit?: number;
  params: SearchParameters;
  rankings: Record<string, string[] | 'failed'>;
}

/** A stored run (the suite format's `Run`) as the command line scores it: each query's item ids, at the cut k. */
export function cliRunOf(run: Run, k: number): CliRun {
  const queryIds = Object.keys(run.queries).map((id) => ({ id }));
  return {
    index: run.indexId,
    k,
    limit: run.limit,
    params: run.params as SearchParameters,
    rankings: Object.fromEntries(
      [...runRankings(run, queryIds)].map(([id, ranking]) => [id, ranking === 'failed' ? 'failed' : [...ranking]]),
    ),
  };
}

/**
 * A baseline file: a stored run in the suite format (as --write-run writes it, or one taken from an exported
 * suite), or the older command line's `{index, k, params, rankings}`; read tolerantly.
 */
export function parseRun(text: string, k = 10): Parsed<CliRun> {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, reason: `Not valid JSON: ${error instanceof Error ? error.message : 'cannot be read'}.` };
  }
  if (typeof value === 'object' && value !== null && 'queries' in value) {
    const stored = readRun(value);
    return stored
      ? { ok: true, value: cliRunOf(stored, k) }
      : { ok: false, reason: 'Not a run: its id, suite, variant or limit is missing.' };
  }
  const run = value as Partial<CliRun> | null;
  if (!run || typeof run !== 'object' || typeof run.rankings !== 'object' || run.rankings === null)
    return { ok: false, reason: 'Not a run: it has no "rankings".' };
  const rankings: CliRun['rankings'] = {};
  for (const [id, ranking] of Object.entries(run.rankings as Record<string, unknown>)) {
    if (ranking === 'failed') rankings[id] = 'failed';
    else if (Array.isArray(ranking) && ranking.every((item) => typeof item === 'string')) rankings[id] = ranking;
    else return { ok: false, reason: `Query "${id}": its ranking must be a list of item ids or "failed".` };
  }
  return {
    ok: true,
    value: {
      index: typeof run.index === 'string' ? run.index : '',
      k: typeof run.k === 'number' ? run.k : k,
      params: typeof run.params === 'object' && run.params !== null ? run.params : {},
      rankings,
    },
  };
}

/** The id the plain formats' suite carries in every request's `params` (the engine names suite and run). */
export const PLAIN_SUITE_ID = 'command-line';

/**
 * The plain formats as a suite, so they run on the page's engine: the topics as text queries, the qrels as
 * judgments (of those queries only), one variant from the parameters asking for k results.
 */
export function plainSuite(
  topics: readonly Topic[],
  qrels: ReadonlyMap<string, ReadonlyMap<string, number>>,
  params: SearchParameters,
  options: Pick<CliOptions, 'index' | 'k'>,
  now: string,
): Suite {
  return {
    id: PLAIN_SUITE_ID,
    name: 'Command line',
    indexId: options.index,
    scale: defaultScaleLabels,
    createdAt: now,
    updatedAt: now,
    queries: topics.map((topic) => ({ id: topic.id, kind: 'text', text: topic.text })),
    judgments: topics.flatMap((topic) =>
      [...(qrels.get(topic.id) ?? [])].map(([itemId, grade]) => ({
        queryId: topic.id,
        itemId,
        grade: grade as 0 | 1 | 2 | 3,
      })),
    ),
    variants: [{ id: 'params', name: 'Parameters', params: { ...params, limit: String(options.k) } }],
  };
}

/** trec_eval's names for the measures at k (decision 0185). */
export type TrecMeasures = Record<string, number | null>;

function trecMeasures(s: QueryScores, k: number): TrecMeasures {
  return {
    [`ndcg_cut_${k}`]: s.ndcgLinear,
    [`ndcg_exp_cut_${k}`]: s.ndcgExp,
    [`P_${k}`]: s.precision,
    recip_rank: s.reciprocalRank,
    [`ERR_${k}`]: s.err,
    [`recall_${k}`]: s.recall,
    [`judged_${k}`]: s.judged,
  };
}

export interface CliReport {
  measures: TrecMeasures;
  queries: Record<string, TrecMeasures>;
  failed: string[];
  unscorable: string[];
}

const noJudgments: Judgments = new Map();

/**
 * Scores of a run: per query, and means over the scorable queries (failed ones are in no mean; unscorable ones
 * are in no nDCG mean and no mean at all here, as the dashboard's table).
 */
export function reportOf(run: CliRun, qrels: ReadonlyMap<string, Judgments>): CliReport {
  const queries: Record<string, TrecMeasures> = {};
  const failed: string[] = [];
  const unscorable: string[] = [];
  for (const [id, ranking] of Object.entries(run.rankings)) {
    if (ranking === 'failed') {
      failed.push(id);
      continue;
    }
    const scores = scoreQuery(ranking, qrels.get(id) ?? noJudgments, { k: run.k });
    if (scores.unscorable) unscorable.push(id);
    else queries[id] = trecMeasures(scores, run.k);
  }
  const measures: TrecMeasures = {};
  const scored = Object.values(queries);
  for (const name of Object.keys(scored[0] ?? trecMeasures(scoreQuery([], noJudgments, { k: run.k }), run.k))) {
    const values = scored.map((q) => q[name]).filter((v): v is number => typeof v === 'number');
    measures[name] = values.length === 0 ? null : bootstrapMean(values)!.mean;
  }
  return { measures, queries, failed, unscorable };
}

export interface CliVerdict {
  /** Why the runs cannot be compared (another index or k), or null. */
  notComparable: string | null;
  comparison: PairedComparison | null;
  /** Query ids whose nDCG@k dropped by the rule's queryDrop or more. */
  flagged: string[];
  regression: boolean;
}

/** The run against its baseline on the on-screen nDCG (exponential gain), over the queries both scored. */
export function verdictOf(
  current: CliRun,
  currentReport: CliReport,
  baseline: CliRun,
  baselineReport: CliReport,
): CliVerdict {
  const limits = baseline.limit !== undefined && current.limit !== undefined && baseline.limit !== current.limit;
  if (baseline.index !== current.index || baseline.k !== current.k || limits)
    return {
      notComparable:
        `The baseline was run on index "${baseline.index}" at k ${baseline.k}` +
        (limits ? ` asking for ${baseline.limit} results` : '') +
        `; this run on "${current.index}" at k ${current.k}` +
        (limits ? ` asking for ${current.limit}` : '') +
        '.',
      comparison: null,
      flagged: [],
      regression: false,
    };
  const name = `ndcg_exp_cut_${current.k}`;
  // In the queries' own order (q2 before q10), not the order their searches came back in: the flagged list and the
  // randomisation test's pairing (a fixed seed) are then the same on every run.
  const ids = Object.keys(currentReport.queries)
    .filter((id) => baselineReport.queries[id] !== undefined)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const pairs = ids.map((id) => [baselineReport.queries[id]![name]!, currentReport.queries[id]![name]!] as const);
  const comparison = comparePaired(pairs, defaultRegressionRules);
  const flagged = comparison.flaggedQueries.map((i) => ids[i]!);
  return { notComparable: null, comparison, flagged, regression: flagged.length > 0 || comparison.suiteRegression };
}

const fixed = (value: number | null | undefined) => (typeof value === 'number' ? value.toFixed(4) : '—');

/** The printed table: the verdict first, then one line per measure, then the queries that moved. */
export function formatReport(report: CliReport, verdict: CliVerdict | null, baseline: CliReport | null): string {
  const lines: string[] = [];
  if (verdict?.notComparable) lines.push(`Not comparable: ${verdict.notComparable}`);
  else if (verdict?.regression)
    lines.push(
      `Regression: ${verdict.flagged.length} ${verdict.flagged.length === 1 ? 'query' : 'queries'} dropped` +
        (verdict.comparison?.suiteRegression ? ' and the suite dropped' : '') +
        (verdict.flagged.length > 0 ? ` (${verdict.flagged.join(', ')})` : '') +
        '.',
    );
  else if (verdict) lines.push('No regression against the baseline.');
  const scored = Object.keys(report.queries).length;
  lines.push(
    `${scored} scored / ${report.failed.length} failed / ${report.unscorable.length} unscorable · unjudged items count as 0 (pessimistic)`,
  );
  lines.push(baseline ? 'measure              run     baseline  change' : 'measure              run');
  for (const [name, value] of Object.entries(report.measures)) {
    const before = baseline?.measures[name];
    const change = typeof value === 'number' && typeof before === 'number' ? (value - before).toFixed(4) : '—';
    lines.push(
      baseline
        ? `${name.padEnd(20)} ${fixed(value).padStart(6)}  ${fixed(before).padStart(8)}  ${change.padStart(7)}`
        : `${name.padEnd(20)} ${fixed(value).padStart(6)}`,
    );
  }
  if (verdict?.comparison) {
    const c = verdict.comparison;
    lines.push(
      `wins ${c.wins} / ties ${c.ties} / losses ${c.losses} · mean change ${c.meanChange.toFixed(4)} · ` +
        (c.tooFewToTell ? 'too few queries to tell' : `p ${c.p!.toFixed(4)}`),
    );
  }
  if (report.failed.length > 0) lines.push(`Failed: ${report.failed.join(', ')}`);
  if (report.unscorable.length > 0) lines.push(`Unscorable (no relevant judgment): ${report.unscorable.join(', ')}`);
  return lines.join('\n');
}

export interface VariantReport {
  id: string;
  name: string;
  report: CliReport;
  verdict: CliVerdict | null;
}

/**
 * The printed table of every variant run: one variant prints as formatReport; several start with the suite's
 * verdict (which variants regressed), then each variant's own block.
 */
export function formatVariants(variants: readonly VariantReport[], baseline: CliReport | null): string {
  if (variants.length === 1) return formatReport(variants[0]!.report, variants[0]!.verdict, baseline);
  const regressed = variants.filter((variant) => variant.verdict?.regression);
  const compared = variants.some((variant) => variant.verdict && !variant.verdict.notComparable);
  const lines: string[] = [];
  if (regressed.length > 0)
    lines.push(
      `Regression in ${regressed.length} of ${variants.length} variants: ${regressed.map((v) => `"${v.name}"`).join(', ')}.`,
    );
  else if (compared) lines.push('No regression against the baseline.');
  else lines.push(`${variants.length} variants run; no baseline to compare with.`);
  for (const variant of variants)
    lines.push('', `Variant "${variant.name}"`, formatReport(variant.report, variant.verdict, baseline));
  return lines.join('\n');
}

/** --json: the issue's shape for one variant; for several, that shape per variant id under "variants". */
export function jsonOf(variants: readonly VariantReport[]): unknown {
  if (variants.length === 1) return variants[0]!.report;
  return { variants: Object.fromEntries(variants.map((variant) => [variant.id, variant.report])) };
}
