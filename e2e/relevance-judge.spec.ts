import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { judgeQueue, type QueueQuery } from '../src/features/relevance/model/judge-queue';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 38's Judge, with the keyboard alone: a suite file carrying two runs (e2e/fixtures/relevance-judge.suite.json,
 * kept equal to the seeded simulator by scripts/relevance/judge-fixture.test.ts) is imported, and 30 items are
 * judged. The order shown is the one judgeQueue draws from the seed on screen, and not the result order.
 */
const FIXTURE = fileURLToPath(new URL('./fixtures/relevance-judge.suite.json', import.meta.url));
// Read as plain JSON: the suite format's reader reaches the search feature's components (not for Node).
interface FixtureRun {
  startedAt: string;
  queries: Record<string, { status: string; items?: { itemId: string }[] }>;
}
const { suite, runs } = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
  suite: {
    indexId: string;
    queries: { id: string; text: string }[];
    judgments: { queryId: string; itemId: string }[];
  };
  runs: FixtureRun[];
};

/** The queue's input as the page builds it: each variant's latest run, newest first (components/suite-judge.tsx). */
const queueInput: QueueQuery[] = suite.queries.map((query) => ({
  queryId: query.id,
  rankings: [...runs]
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt))
    .flatMap((run) => {
      const outcome = run.queries[query.id];
      return outcome?.status === 'ok' ? [(outcome.items ?? []).map((item) => item.itemId)] : [];
    }),
}));
const judged = new Set(suite.judgments.map((j) => `${j.queryId} ${j.itemId}`));

test('30 items judged with the keyboard, in the order the seed on screen gives', async ({ page }) => {
  await signIn(page, 'ada@demo.test', { workspace: 'Northwind Retail' });
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Relevance' }).click();
  await expect(page.getByRole('combobox', { name: 'Index' })).toHaveValue(suite.indexId);
  await page.getByLabel('Import a suite file').setInputFiles(FIXTURE);
  await expect(page.getByText('Imported Judge e2e with 2 runs.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Suites' });
  await expect(list.getByText('4 queries · 1 judgment · 2 variants')).toBeVisible();

  await list.getByRole('button', { name: 'Judge Judge e2e' }).focus();
  await page.keyboard.press('Enter');
  const judge = page.getByRole('region', { name: 'Judge' });
  const seed = Number(await judge.getByTestId('judge-seed').textContent());
  expect(seed).toBeGreaterThanOrEqual(100_000);
  const groups = judgeQueue(queueInput, (q, item) => judged.has(`${q} ${item}`), 10, seed);
  const expected = groups.flatMap((group) => group.itemIds.map((itemId) => ({ queryId: group.queryId, itemId })));
  expect(expected).toHaveLength(41);
  await expect(judge.getByText('0 graded, 41 left of 41 unjudged items in the top 10.')).toBeVisible();

  const title = judge.getByTestId('judge-item-title');
  const shown: string[] = [];
  let graded = 0;
  for (let at = 0; graded < 30; at += 1) {
    await expect(title).toHaveText(expected[at]!.itemId);
    shown.push(expected[at]!.itemId);
    if (at === 2) {
      // x skips without a grade.
      await page.keyboard.press('x');
      continue;
    }
    const grade = graded % 4;
    await page.keyboard.press(String(grade));
    graded += 1;
    if (graded === 10) {
      // ← back to the item just graded, its grade shown; → on again.
      await page.keyboard.press('ArrowLeft');
      await expect(title).toHaveText(expected[at]!.itemId);
      await expect(judge.getByText(`graded ${grade}`, { exact: true })).toBeVisible();
      await page.keyboard.press('ArrowRight');
    }
  }
  await expect(judge.getByText('30 graded, 11 left of 41 unjudged items in the top 10.')).toBeVisible();
  // The next item waits, with its query above it.
  const next = expected[shown.length]!;
  await expect(title).toHaveText(next.itemId);
  const nextText = suite.queries.find((query) => query.id === next.queryId)!.text;
  await expect(judge.getByRole('heading', { name: `Query: ${nextText}` })).toBeVisible();

  // Within each query the order shown is the seed's shuffle, never the result order.
  const first = groups[0]!;
  expect(shown.slice(0, first.itemIds.length)).toEqual(first.itemIds);
  expect(first.itemIds).not.toEqual(first.resultOrder);
  expect(first.resultOrder).not.toContain(suite.judgments[0]!.itemId);

  // Each grade was saved as it was given.
  await expect(list.getByText('4 queries · 31 judgments · 2 variants')).toBeVisible();
  await expectNoAxeViolations(page, 'relevance judge');
});
