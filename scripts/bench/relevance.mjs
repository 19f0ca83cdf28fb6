import { appModuleLoader, stylesAsEmptyModules } from '../vite-in-node.mjs';
import { launchBrowser, ms, signInTo } from './measure.mjs';

/**
 * Relevance (issue 38, "Speed"): the page's own run engine (src/features/relevance/model/run-engine.ts) sending
 * the dashboard's search with the workspace's tracker key (scripts/relevance/http-search.ts) to the simulator's HTTP
 * server, every request counted at `fetch`; the judgment parser and the metric worker's `answer` timed in Node.
 * Goals: 100 queries × 2 variants at concurrency 4 in ≤ 30 s; Cancel stops new requests within 1 s; 10,000
 * judgments imported on the built page in ≤ 2 s with no main-thread task over 200 ms (it parses in
 * model/judgment-import-worker.ts).
 */
export async function* relevanceFigures(context) {
  const { simulatorUrl } = context;
  // As scripts/relevance/run.mjs loads the engine: real requests, style sheets as empty modules.
  const { load, close } = await appModuleLoader('off', { plugins: [stylesAsEmptyModules] });
  const started = [];
  const realFetch = globalThis.fetch;
  try {
    const relevance = await load('/src/features/relevance/index.ts');
    const { httpSearch } = await load('/scripts/relevance/http-search.ts');
    const { parseJudgmentFile, applyImport } = await load('/src/features/relevance/model/judgment-import.ts');
    const { answer } = await load('/src/features/relevance/model/metric-worker.ts');
    const { suiteDefaults } = await load('/src/features/relevance/model/suite-fixture.ts');
    const fixture = await load('/src/simulator/testing.ts');
    globalThis.fetch = (input, init) => {
      started.push(performance.now());
      return realFetch(input, init);
    };

    const fixtureJudgments = fixture.relevanceFixtureJudgments(fixture.SEARCH_WORKSPACE);
    const queries = benchQueries(fixture.RELEVANCE_FIXTURE_QUERIES, 100);
    const suite = {
      ...suiteDefaults,
      id: 'bench',
      name: 'Bench suite',
      indexId: 'products',
      queries: queries.map((query) => ({ id: query.id, kind: 'text', text: query.text })),
      // Each query judged as the fixture judges its text, so the metric code scores real rankings.
      judgments: queries.flatMap((query) =>
        fixtureJudgments
          .filter((judgment) => judgment.queryId === query.fixtureId)
          .map((judgment) => ({ ...judgment, queryId: query.id })),
      ),
      variants: [
        { id: 'base', name: 'Baseline', params: { limit: '10' } },
        { id: 'no-rule', name: 'Without the gift guide', params: { limit: '10', excludeQueryRules: ['105'] } },
      ],
    };
    const search = httpSearch(simulatorUrl, suite.indexId, fixture.KEY);

    // The suite: both variants in turn, as the page runs them, at concurrency 4.
    started.length = 0;
    const runs = [];
    const startedSuite = performance.now();
    for (const variant of suite.variants) {
      const result = await relevance.runSuiteVariant(suite, variant, `bench-${variant.id}`, {
        search,
        concurrency: 4,
      });
      if (!result.ok) throw new Error(`The variant ${variant.id} did not run: ${JSON.stringify(result.problem)}`);
      runs.push(result.run);
    }
    const suiteMs = performance.now() - startedSuite;
    const outcomes = runs.flatMap((run) => Object.values(run.queries));
    const failed = outcomes.filter((outcome) => outcome.status === 'failed').length;
    yield `run 100 queries × 2 variants at concurrency 4: wall time (goal ≤ 30 s): ${ms(suiteMs)}`;
    yield `run 100 queries × 2 variants: queries run ${outcomes.length - failed} of ${outcomes.length}, failed ${failed}, requests ${started.length}`;

    // Cancel: abort a run after about a second; what matters is when the last request started.
    started.length = 0;
    const controller = new AbortController();
    // A 1,000-query suite, so the run is still sending when Cancel comes.
    const cancelSuite = {
      ...suite,
      queries: benchQueries(fixture.RELEVANCE_FIXTURE_QUERIES, 1000).map((query) => ({
        id: query.id,
        kind: 'text',
        text: query.text,
      })),
    };
    const cancelledRun = relevance.runSuiteVariant(cancelSuite, suite.variants[0], 'bench-cancel', {
      search,
      concurrency: 4,
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const abortedAt = performance.now();
    controller.abort();
    const cancelled = await cancelledRun;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const cancel = cancelFigures(started, abortedAt);
    const answered = cancelled.ok ? Object.keys(cancelled.run.queries).length : 0;
    yield `cancel after 1 s: last request started after Cancel (goal ≤ 1 s): ${ms(cancel.lastAfterMs)} (${answered} of 1,000 queries answered, ${cancel.before} requests sent before it)`;
    yield `cancel after 1 s: requests started after Cancel (goal 0 after 1 s): ${cancel.after} (${cancel.afterOneSecond} after 1 s)`;

    // Judgments import: 10,000 TREC qrels lines parsed and applied to the suite in Node, then on the page.
    const qrels = qrelsText(queries, 10_000);
    const startedImport = performance.now();
    const imported = parseJudgmentFile(qrels, 'trec-qrels');
    const parsedMs = performance.now() - startedImport;
    const withJudgments = applyImport(suite, imported);
    const importMs = performance.now() - startedImport;
    yield `import 10,000 TREC qrels judgments in Node, the page worker's parser then applyImport: ${ms(importMs)} (parse ${ms(parsedMs)}; ${imported.judgments.length.toLocaleString('en')} judgments, ${imported.errors.length} errors; the suite then holds ${withJudgments.judgments.length.toLocaleString('en')})`;

    for await (const line of importOnThePage(context, qrels, queries)) yield line;

    // The metric code: the worker's own `answer`, over the suite's two runs.
    const judgments = relevance.judgmentMaps(suite.judgments);
    const rankings = runs.map((run) =>
      relevance.rankingsOf({ status: 'completed', queries: new Map(Object.entries(run.queries)) }),
    );
    const startedMetrics = performance.now();
    const { summaries } = answer({ id: 1, runs: rankings, judgments, options: { k: 10 } });
    const metricsMs = performance.now() - startedMetrics;
    yield `summarise 2 runs × 100 queries with the metric worker's answer (runs in a worker on the page): ${ms(metricsMs)} (${summaries.length} summaries)`;
  } finally {
    globalThis.fetch = realFetch;
    await close();
  }
}

/**
 * The same 10,000 lines imported into a suite on the built relevance page in Chromium, with a PerformanceObserver
 * for long tasks on the page's main thread: the time from choosing the file to the import's report.
 */
async function* importOnThePage(context, qrels, queries) {
  const browser = await launchBrowser(context.chromium);
  try {
    const page = await (await browser.newContext()).newPage();
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await signInTo(page, context, 'ada@demo.test', 'Northwind Retail');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Relevance' }).click();
    const form = page.getByRole('form', { name: 'New suite' });
    await form.getByRole('textbox', { name: 'Suite name' }).fill('Bench import');
    await form.getByRole('textbox', { name: /Queries/ }).fill(queries.map((query) => query.id).join('\n'));
    await form.getByRole('button', { name: 'Create suite' }).click();
    const list = page.getByRole('list', { name: 'Suites' });
    await list.getByText(/100 queries · 0 judgments/).waitFor();
    const file = list.getByLabel('Import judgments into Bench import');
    await page.evaluate(() => (window.__longTasks.length = 0));
    const started = performance.now();
    await file.setInputFiles({ name: 'bench.qrels', mimeType: 'text/plain', buffer: Buffer.from(qrels) });
    await list.getByText(/100 queries · 10,?000 judgments/).waitFor({ timeout: 60_000 });
    const reportMs = performance.now() - started;
    const longTasks = await page.evaluate(() => window.__longTasks);
    yield `import 10,000 judgments on the relevance page (Chromium): time to the report (goal ≤ 2 s): ${ms(reportMs)}`;
    yield `import 10,000 judgments on the page: longest main-thread task (goal ≤ 200 ms): ${ms(Math.max(0, ...longTasks))} (long tasks: ${longTasks.length})`;
  } finally {
    await browser.close();
  }
}

/**
 * `count` queries over the fixture's texts (src/simulator/search/relevance-fixture.ts), repeated in order: the same
 * suite on every run. Each keeps the fixture query it repeats, whose judgments it borrows.
 */
export function benchQueries(fixtureQueries, count) {
  return Array.from({ length: count }, (_, n) => {
    const source = fixtureQueries[n % fixtureQueries.length];
    return { id: `b${n + 1}`, text: source.text, fixtureId: source.id };
  });
}

/** `lines` TREC qrels lines (query 0 item grade) spread over the queries, grades 0–3 in turn. */
export function qrelsText(queries, lines) {
  let text = '';
  for (let n = 0; n < lines; n += 1) {
    const query = queries[n % queries.length];
    text += `${query.id} 0 bench-item-${Math.floor(n / queries.length) + 1} ${n % 4}\n`;
  }
  return text;
}

/** When requests started relative to Cancel: how long after it the last one did, and how many did (after 1 s). */
export function cancelFigures(startTimes, abortedAt) {
  const after = startTimes.filter((time) => time >= abortedAt);
  return {
    lastAfterMs: after.length === 0 ? 0 : Math.max(...after) - abortedAt,
    before: startTimes.length - after.length,
    after: after.length,
    afterOneSecond: after.filter((time) => time > abortedAt + 1000).length,
  };
}
