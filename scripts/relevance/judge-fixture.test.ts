import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runSuiteVariant, type Run, type SearchFunction, type Suite } from '../../src/features/relevance';
import { exportSuite } from '../../src/features/relevance/model/suite-file';
import { suiteDefaults } from '../../src/features/relevance/model/suite-fixture';
import type { SearchResponse } from '../../src/features/search';
import { buildQuery } from '../../src/lib/http';
import { createTestSimulator, workspace } from '../../src/simulator/testing';

// The suite file e2e/relevance-judge.spec.ts imports: Northwind's products index searched by the page's run engine
// against the in-process simulator, two variants with a run each and one item already judged. This test keeps the
// committed file equal to what the seeded simulator gives; WRITE_FIXTURE=1 writes it instead.
const JUDGE_FIXTURE = join(process.cwd(), 'e2e', 'fixtures', 'relevance-judge.suite.json');
const NORTHWIND = workspace(0);
const STARTED = Date.parse('2026-11-28T09:00:00.000Z');

async function fixtureText(): Promise<string> {
  const t = createTestSimulator();
  const token = await t.loginInto('ada@demo.test', 0);
  const listing = await t.call('GET', '/search/v2/indices', { token });
  const indexId = (listing.body.data as { indexId: string; indexName?: string }[])[0]!.indexId;
  const search: SearchFunction = async (request) => {
    const query = buildQuery({ ...request.query, token: NORTHWIND.trackerKey });
    const answer = await t.call('GET', `${request.endpoint.path(indexId)}${query}`);
    if (answer.status !== 200) throw new Error(`the search answered ${answer.status}`);
    return answer.body as SearchResponse;
  };
  const suite: Suite = {
    ...suiteDefaults,
    id: 'judge-e2e',
    name: 'Judge e2e',
    indexId,
    queries: ['running shoes', 'jacket', 'backpack', 'mug'].map((text, n) => ({
      id: `q${n + 1}`,
      kind: 'text',
      text,
      informationNeed: `Shopping for: ${text}`,
    })),
    variants: [
      { id: 'default', name: 'Default parameters', params: { limit: '10' } },
      { id: 'no-rules', name: 'Query rules ignored', params: { limit: '10', ignoreQueryRules: 'true' } },
    ],
  };
  const runs: Run[] = [];
  for (const [n, variant] of suite.variants.entries()) {
    const at = STARTED + n * 60_000;
    const result = await runSuiteVariant(suite, variant, `judge-e2e-${variant.id}`, { search, now: () => at });
    if (!result.ok) throw new Error(JSON.stringify(result.problem));
    runs.push(result.run);
  }
  // One item judged already, so the queue is seen to leave it out.
  const first = runs[0]!.queries.q1;
  if (first?.status !== 'ok') throw new Error('q1 failed');
  const judged: Suite = {
    ...suite,
    judgments: [{ queryId: 'q1', itemId: first.items[0]!.itemId, grade: 3 }],
    baselineRunId: runs[0]!.id,
  };
  return exportSuite({ suite: judged, runs });
}

describe('the judge e2e fixture', () => {
  it('is the seeded simulator searched by the run engine', { timeout: 120_000 }, async () => {
    expect(NORTHWIND.name).toBe('Northwind Retail');
    const text = await fixtureText();
    if (process.env.WRITE_FIXTURE === '1') await writeFile(JUDGE_FIXTURE, text);
    expect(await readFile(JUDGE_FIXTURE, 'utf8')).toBe(text);
  });
});
