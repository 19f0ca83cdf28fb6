// `npm run relevance -- …`: a relevance suite run from the command line, as a CI gate (issue 38, "Command line"),
// on the page's own run engine (runSuiteVariant: checks, retries, 429, `params` naming suite and run, no customer
// uuid). Loaded by scripts/relevance/run.mjs. Exits 0 when nothing regressed, 1 on a flagged regression, 2 on bad
// arguments or input.
import { readFile, writeFile } from 'node:fs/promises';
import process from 'node:process';
import { judgmentMaps, runSuiteVariant, type Run, type Suite, type Variant } from '../../src/features/relevance';
import {
  CLI_USAGE,
  cliRunOf,
  formatVariants,
  jsonOf,
  parseCliArgs,
  parseParams,
  parseQrels,
  parseRun,
  parseTopics,
  plainSuite,
  reportOf,
  verdictOf,
  type CliOptions,
  type CliRun,
  type Parsed,
  type VariantReport,
} from '../../src/features/relevance/model/cli';
import { exportSuite, importSuite } from '../../src/features/relevance/model/suite-file';
import { httpSearch } from './http-search';

class BadInput extends Error {}

async function readText(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new BadInput(`Cannot read the ${what} file ${path}: ${error instanceof Error ? error.message : error}`);
  }
}

async function read<T>(path: string, what: string, parse: (text: string) => Parsed<T>): Promise<T> {
  const parsed = parse(await readText(path, what));
  if (!parsed.ok) throw new BadInput(`The ${what} file ${path}: ${parsed.reason}`);
  return parsed.value;
}

interface Input {
  suite: Suite;
  /** The runs the suite file carried (none for the plain formats). */
  storedRuns: Run[];
  baseline: CliRun | null;
}

/** The suite to run (a suite file, or the plain formats made into one) and the run to compare against. */
async function inputOf(options: CliOptions): Promise<Input> {
  const baselineFile =
    options.baseline === undefined
      ? null
      : await read(options.baseline, 'baseline run', (text) => parseRun(text, options.k));
  if (options.suite !== undefined) {
    const file = await read(options.suite, 'suite', (text) => {
      const imported = importSuite(text);
      return imported.ok ? { ok: true, value: imported.file } : imported;
    });
    if (file.suite.indexId !== options.index)
      throw new BadInput(`The suite is for index "${file.suite.indexId}", not --index "${options.index}".`);
    if (file.suite.variants.length === 0) throw new BadInput('The suite has no variant to run.');
    const stored = file.runs.find((run) => run.id === file.suite.baselineRunId);
    return {
      suite: file.suite,
      storedRuns: file.runs,
      baseline: baselineFile ?? (stored ? cliRunOf(stored, options.k) : null),
    };
  }
  const topics = await read(options.queries!, 'queries', parseTopics);
  const qrels = await read(options.qrels!, 'qrels', parseQrels);
  const params = options.params === undefined ? {} : await read(options.params, 'parameters', parseParams);
  const suite = plainSuite(topics, qrels, params, options, new Date().toISOString());
  return { suite, storedRuns: [], baseline: baselineFile };
}

/** Runs each variant in turn (each at the engine's default concurrency); a variant failing its checks stops it. */
async function runAll(suite: Suite, options: CliOptions): Promise<Run[]> {
  const search = httpSearch(options.baseUrl, suite.indexId, options.trackerKey);
  const started = Date.now().toString(36);
  const runs: Run[] = [];
  for (const variant of suite.variants) {
    const outcome = await runSuiteVariant(suite, variant, `cli-${started}-${variant.id}`, { search });
    if (!outcome.ok)
      throw new BadInput(
        `Variant "${variant.name}" cannot run: ${Object.entries(outcome.problem.errors)
          .map(([parameter, error]) => `${parameter}: ${error}`)
          .join(' ')}`,
      );
    runs.push(outcome.run);
  }
  return runs;
}

function reportsOf(suite: Suite, runs: Run[], baseline: CliRun | null, k: number) {
  const judgments = judgmentMaps(suite.judgments);
  const baselineReport = baseline ? reportOf(baseline, judgments) : null;
  const variants = runs.map((run): VariantReport => {
    const variant = suite.variants.find((v) => v.id === run.variantId) as Variant;
    const current = cliRunOf(run, k);
    const report = reportOf(current, judgments);
    const verdict = baseline && baselineReport ? verdictOf(current, report, baseline, baselineReport) : null;
    return { id: variant.id, name: variant.name, report, verdict };
  });
  return { variants, baselineReport };
}

export async function main(argv: readonly string[]): Promise<number> {
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
  try {
    const { suite, storedRuns, baseline } = await inputOf(options);
    const runs = await runAll(suite, options);
    if (options.writeRun !== undefined)
      await writeFile(
        options.writeRun,
        options.suite === undefined
          ? `${JSON.stringify(runs[0], null, 2)}\n`
          : exportSuite({ suite, runs: [...storedRuns, ...runs] }),
      );
    const { variants, baselineReport } = reportsOf(suite, runs, baseline, options.k);
    process.stdout.write(
      `${options.json ? JSON.stringify(jsonOf(variants), null, 2) : formatVariants(variants, baselineReport)}\n`,
    );
    return variants.some((variant) => variant.verdict?.regression) ? 1 : 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 2;
  }
}
