import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KEY,
  RELEVANCE_FIXTURE_QUERIES,
  RELEVANCE_FIXTURE_RULE_ID,
  RELEVANCE_FIXTURE_RULE_QUERIES,
  SEARCH_WORKSPACE,
  relevanceFixtureJudgments,
} from '../../src/simulator/testing';
import { suiteDefaults } from '../../src/features/relevance/model/suite-fixture';
import { exportSuite } from '../../src/features/relevance/model/suite-file';
import type { Suite } from '../../src/features/relevance';

// The command line against the simulator's HTTP server, as CI runs it (issue 38: "exits 0 on identical runs and
// 1 on the fixture's regression, in CI within 60 s"). Port 4174 unless RELEVANCE_CLI_TEST_PORT says otherwise.
const PORT = Number(process.env.RELEVANCE_CLI_TEST_PORT ?? 4174);
const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');

let simulator: ChildProcess;
let dir: string;

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/relevance/run.mjs', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const service = () => ['--base-url', `http://127.0.0.1:${PORT}`, '--tracker-key', KEY, '--index', 'products'];
const common = () => [...service(), '--queries', join(dir, 'queries.tsv'), '--qrels', join(dir, 'fixture.qrels')];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'relevance-cli-'));
  await writeFile(join(dir, 'queries.tsv'), RELEVANCE_FIXTURE_QUERIES.map((q) => `${q.id}\t${q.text}\n`).join(''));
  const qrels = relevanceFixtureJudgments(SEARCH_WORKSPACE).map((j) => `${j.queryId} 0 ${j.itemId} ${j.grade}\n`);
  await writeFile(join(dir, 'fixture.qrels'), qrels.join(''));
  await writeFile(join(dir, 'same.json'), '{}');
  // A suite as the page exports it (model/suite-file.ts): the fixture's queries and judgments, two variants.
  const suite: Suite = {
    ...suiteDefaults,
    id: 'fixture',
    name: 'Relevance fixture',
    indexId: 'products',
    queries: RELEVANCE_FIXTURE_QUERIES.map((q) => ({ id: q.id, kind: 'text', text: q.text })),
    judgments: relevanceFixtureJudgments(SEARCH_WORKSPACE),
    variants: [
      { id: 'base', name: 'Baseline', params: { limit: '10' } },
      { id: 'no-gift', name: 'Without the gift guide', params: { limit: '10', excludeQueryRules: ['105'] } },
    ],
  };
  await writeFile(join(dir, 'suite.json'), exportSuite({ suite, runs: [] }));
  await writeFile(join(dir, 'excluded.json'), JSON.stringify({ excludeQueryRules: [RELEVANCE_FIXTURE_RULE_ID] }));
  simulator = spawn(TSX, ['src/simulator/hosts/server/main.ts'], {
    env: { ...process.env, SIMULATOR_PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    simulator.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Simulator listening')) resolve();
    });
    simulator.on('exit', (code) => reject(new Error(`the simulator exited (${code})`)));
  });
}, 30_000);

afterAll(async () => {
  simulator?.kill();
  await rm(dir, { recursive: true, force: true });
});

describe('npm run relevance', () => {
  it('exits 0 on identical runs and 1 when the fixture rule is excluded, naming its three queries', async () => {
    // The first run also checks --json (one run fewer keeps the test within CI's 60 s on a busy machine).
    const baseline = join(dir, 'baseline.json');
    const first = await run([...common(), '--json', '--write-run', baseline]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const report = JSON.parse(first.stdout) as Record<string, unknown>;
    expect(Object.keys(report.measures as object)).toEqual([
      'ndcg_cut_10',
      'ndcg_exp_cut_10',
      'P_10',
      'recip_rank',
      'ERR_10',
      'recall_10',
      'judged_10',
    ]);
    expect(Object.keys(report.queries as object)).toHaveLength(24);
    expect(report).toMatchObject({ failed: [], unscorable: [] });

    const same = await run([...common(), '--params', join(dir, 'same.json'), '--baseline', baseline]);
    expect(same.code).toBe(0);
    expect(same.stdout.split('\n').slice(0, 2)).toEqual([
      'No regression against the baseline.',
      '24 scored / 0 failed / 0 unscorable · unjudged items count as 0 (pessimistic)',
    ]);

    const excluded = await run([...common(), '--params', join(dir, 'excluded.json'), '--baseline', baseline]);
    expect(excluded.code).toBe(1);
    expect(excluded.stdout.split('\n')[0]).toBe(
      `Regression: 3 queries dropped (${RELEVANCE_FIXTURE_RULE_QUERIES.join(', ')}).`,
    );
  }, 60_000);

  it('runs a suite file of the page: its stored baseline run is the baseline, and the regressed variant is named', async () => {
    const first = await run([...service(), '--suite', join(dir, 'suite.json'), '--write-run', join(dir, 'ran.json')]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout.split('\n')[0]).toBe('2 variants run; no baseline to compare with.');
    // The written file is the suite with its new runs: pin the baseline variant's run, as the page does.
    const written = JSON.parse(await readFile(join(dir, 'ran.json'), 'utf8')) as {
      suite: Suite & { baselineRunId?: string };
      runs: { id: string; variantId: string; queries: Record<string, unknown> }[];
    };
    expect(written.runs.map((r) => [r.variantId, Object.keys(r.queries).length])).toEqual([
      ['base', 24],
      ['no-gift', 24],
    ]);
    written.suite.baselineRunId = written.runs.find((r) => r.variantId === 'base')!.id;
    await writeFile(join(dir, 'pinned.json'), JSON.stringify({ ...written, suite: written.suite }));

    const gated = await run([...service(), '--suite', join(dir, 'pinned.json')]);
    expect(gated.code).toBe(1);
    expect(gated.stdout.split('\n')[0]).toBe('Regression in 1 of 2 variants: "Without the gift guide".');
    expect(gated.stdout).toContain(`Variant "Baseline"\nNo regression against the baseline.`);
    expect(gated.stdout).toContain(
      `Variant "Without the gift guide"\nRegression: 3 queries dropped (${RELEVANCE_FIXTURE_RULE_QUERIES.join(', ')}).`,
    );
  }, 60_000);

  it('exits 2 with the reason on bad arguments', async () => {
    const answer = await run(['--queries', join(dir, 'queries.tsv')]);
    expect(answer.code).toBe(2);
    expect(answer.stderr).toContain('--base-url is required.');
  });
});
