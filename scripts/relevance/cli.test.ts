import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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

// The command line against the simulator's HTTP server, as CI runs it (issue 38: "exits 0 on identical runs and
// 1 on the fixture's regression, in CI within 60 s"). Port 4174 unless RELEVANCE_CLI_TEST_PORT says otherwise.
const PORT = Number(process.env.RELEVANCE_CLI_TEST_PORT ?? 4174);
const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');

let simulator: ChildProcess;
let dir: string;

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, ['scripts/relevance/main.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const common = () => [
  '--base-url',
  `http://127.0.0.1:${PORT}`,
  '--tracker-key',
  KEY,
  '--index',
  'products',
  '--queries',
  join(dir, 'queries.tsv'),
  '--qrels',
  join(dir, 'fixture.qrels'),
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'relevance-cli-'));
  await writeFile(join(dir, 'queries.tsv'), RELEVANCE_FIXTURE_QUERIES.map((q) => `${q.id}\t${q.text}\n`).join(''));
  const qrels = relevanceFixtureJudgments(SEARCH_WORKSPACE).map((j) => `${j.queryId} 0 ${j.itemId} ${j.grade}\n`);
  await writeFile(join(dir, 'fixture.qrels'), qrels.join(''));
  await writeFile(join(dir, 'same.json'), '{}');
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
    const baseline = join(dir, 'baseline.json');
    const first = await run([...common(), '--write-run', baseline]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('24 scored / 0 failed / 0 unscorable');

    const same = await run([...common(), '--params', join(dir, 'same.json'), '--baseline', baseline]);
    expect(same.code).toBe(0);
    expect(same.stdout.split('\n')[0]).toBe('No regression against the baseline.');

    const excluded = await run([...common(), '--params', join(dir, 'excluded.json'), '--baseline', baseline]);
    expect(excluded.code).toBe(1);
    expect(excluded.stdout.split('\n')[0]).toBe(
      `Regression: 3 queries dropped (${RELEVANCE_FIXTURE_RULE_QUERIES.join(', ')}).`,
    );
  }, 60_000);

  it('--json prints the measures with trec_eval names', async () => {
    const answer = await run([...common(), '--json']);
    expect(answer.code).toBe(0);
    const report = JSON.parse(answer.stdout) as Record<string, unknown>;
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
  }, 30_000);

  it('exits 2 with the reason on bad arguments', async () => {
    const answer = await run(['--queries', join(dir, 'queries.tsv')]);
    expect(answer.code).toBe(2);
    expect(answer.stderr).toContain('--base-url is required.');
  });
});
