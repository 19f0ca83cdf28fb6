// `npm run relevance -- …`: a relevance suite run from the command line, as a CI gate (issue 38, "Command line").
// Exits 0 when nothing regressed, 1 on a flagged regression against --baseline, 2 on bad arguments or input.
import { readFile, writeFile } from 'node:fs/promises';
import process from 'node:process';
import {
  CLI_USAGE,
  formatReport,
  parseCliArgs,
  parseParams,
  parseQrels,
  parseRun,
  parseTopics,
  reportOf,
  verdictOf,
  type CliOptions,
  type CliRun,
  type Parsed,
  type SearchParameters,
  type Topic,
} from '../../src/features/relevance/model/cli';

class BadInput extends Error {}

async function read<T>(path: string, what: string, parse: (text: string) => Parsed<T>): Promise<T> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new BadInput(`Cannot read the ${what} file ${path}: ${error instanceof Error ? error.message : error}`);
  }
  const parsed = parse(text);
  if (!parsed.ok) throw new BadInput(`The ${what} file ${path}: ${parsed.reason}`);
  return parsed.value;
}

const RETRIES = 2;
const CONCURRENCY = 4;

/** One query's top k item ids, with two retries after a 5xx or a network error; 'failed' after that. */
async function rankingOf(options: CliOptions, params: SearchParameters, topic: Topic): Promise<string[] | 'failed'> {
  const query = new URLSearchParams({ token: options.trackerKey, includeMeta: 'true', query: topic.text });
  for (const [name, value] of Object.entries(params))
    for (const v of Array.isArray(value) ? value : [value]) query.append(name, v);
  query.set('limit', String(options.k));
  query.set('page', '1');
  // Recorded events name the command line and the query, so they can be told apart (within the 500-byte limit).
  query.append('params', 'source:relevance-cli');
  query.append('params', `query:${topic.id.slice(0, 64)}`);
  const url = `${options.baseUrl}/search/v2/indices/${encodeURIComponent(options.index)}/query?${query}`;
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      if (response.status >= 500) continue;
      if (!response.ok) {
        const body = await response.text();
        throw new BadInput(`The service answered ${response.status} for query ${topic.id}: ${body.slice(0, 300)}`);
      }
      const body = (await response.json()) as { data?: Array<{ itemId?: unknown }> };
      return (body.data ?? []).map((item) => String(item.itemId));
    } catch (error) {
      if (error instanceof BadInput) throw error;
    }
  }
  return 'failed';
}

async function runAll(options: CliOptions, params: SearchParameters, topics: readonly Topic[]): Promise<CliRun> {
  const rankings: CliRun['rankings'] = {};
  let next = 0;
  const worker = async () => {
    while (next < topics.length) {
      const topic = topics[next++]!;
      rankings[topic.id] = await rankingOf(options, params, topic);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, topics.length) }, worker));
  const ordered: CliRun['rankings'] = {};
  for (const topic of topics) ordered[topic.id] = rankings[topic.id]!;
  return { index: options.index, k: options.k, params, rankings: ordered };
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseCliArgs(argv);
  if (args.ok === 'help') {
    process.stdout.write(`Usage: ${CLI_USAGE}\n`);
    return 0;
  }
  if (!args.ok) {
    console.error(`${args.reason}\nUsage: ${CLI_USAGE}`);
    return 2;
  }
  const options = args.options;
  if (options.suite !== undefined) {
    console.error(
      '--suite needs the suite file format, which this version does not read yet; use --queries and --qrels.',
    );
    return 2;
  }
  const topics = await read(options.queries!, 'queries', parseTopics);
  const qrels = await read(options.qrels!, 'qrels', parseQrels);
  const params = options.params === undefined ? {} : await read(options.params, 'parameters', parseParams);
  const baseline = options.baseline === undefined ? null : await read(options.baseline, 'baseline run', parseRun);
  const run = await runAll(options, params, topics);
  if (options.writeRun !== undefined) await writeFile(options.writeRun, `${JSON.stringify(run, null, 2)}\n`);
  const report = reportOf(run, qrels);
  const baselineReport = baseline ? reportOf(baseline, qrels) : null;
  const verdict = baseline && baselineReport ? verdictOf(run, report, baseline, baselineReport) : null;
  process.stdout.write(
    `${options.json ? JSON.stringify(report, null, 2) : formatReport(report, verdict, baselineReport)}\n`,
  );
  return verdict?.regression ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
