// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSearchTester, FIRST_SEARCH_TIMEOUT_MS } from '../../../simulator/testing';
import { renderRoutes } from '../../../test/render';
import { searchResponseSchema, type SearchResponse } from '../api/schemas';
import { itemTitle } from '../model/item-fields';
import { ResultCard } from './result-card';
import { SearchExplanationSummary } from './search-explanation-summary';

/** Issue 34: the simulator's real answer for "red running shoes", explained: the first result a rule pinned. */
describe('explain for "red running shoes"', { timeout: FIRST_SEARCH_TIMEOUT_MS }, () => {
  let answer: SearchResponse;
  beforeAll(async () => {
    const tester = createSearchTester();
    const { status, body } = await tester.get('products', 'query/explain', { query: 'red running shoes', limit: 5 });
    expect(status).toBe(200);
    answer = searchResponseSchema.parse(body);
  }, FIRST_SEARCH_TIMEOUT_MS);

  const explanation = () => answer.extras!.explanation!;

  function openDrawer(rank: number) {
    const item = answer.data[rank - 1]!;
    renderRoutes([{ path: '/', element: <ResultCard item={item} rank={rank} search={explanation()} /> }], '/');
    return { item, title: itemTitle(item) };
  }

  it('the pinned result: the drawer opens with the rule that pinned it, and no bar for factors that did nothing', async () => {
    const { item, title } = openDrawer(1);
    expect(item._promotedByRules).toEqual([101]);
    await userEvent.click(within(screen.getByRole('article')).getByRole('button', { name: /breakdown|why/i }));
    const dialog = await screen.findByRole('dialog', { name: `Score of ${title}` });
    const verdict = await within(dialog).findByRole('heading', { level: 3 });
    expect(verdict).toHaveTextContent("Pinned to position 1 by rule 101 'Boots of the season'");
    expect(dialog).toHaveTextContent('The rule placed it, not its score: it does not match the query text');
    // The verdict comes before the evidence.
    const factors = within(dialog).getByRole('table', { name: `Score factors of ${title}` });
    expect(verdict.compareDocumentPosition(factors) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Its factors are all 1 (no effect): no share bar, and no claim about an elastic filter it was never checked by.
    expect(within(dialog).queryAllByRole('progressbar')).toEqual([]);
    expect(factors).toHaveTextContent(/personalisation\s*×1\s*no effect/);
    expect(dialog).not.toHaveTextContent(/elastic filter not matched|does not match the index’s elastic filter/);
  });

  it('a ranked result: ranked by text relevance and the words it matched; bars only for factors that moved it', async () => {
    const rank = answer.data.findIndex((item) => !item._promotedByRules?.length) + 1;
    const { title } = openDrawer(rank);
    await userEvent.click(within(screen.getByRole('article')).getByRole('button', { name: /breakdown/i }));
    const dialog = await screen.findByRole('dialog', { name: `Score of ${title}` });
    expect(await within(dialog).findByRole('heading', { level: 3 })).toHaveTextContent(
      /^Ranked by text relevance [\d.,]+: matched 'red', 'running' and 'shoes' in high-weight attributes$/,
    );
    const bars = within(dialog).getAllByRole('progressbar');
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.map((bar) => bar.getAttribute('aria-label')).join(' | ')).not.toMatch(/personalisation/);
    // Shares of one whole: no bar is full while several factors moved the score.
    expect(bars.every((bar) => Number(bar.getAttribute('aria-valuenow')) < 100)).toBe(true);
  });

  it('the summary says once which rule applied, and filters and personalisation in words', () => {
    renderRoutes([{ path: '/', element: <SearchExplanationSummary explanation={explanation()} /> }], '/');
    const summary = screen.getByRole('region', { name: 'How this search was run' });
    // Not "Rule consequences: none" beside "Rules applied: #101".
    expect(summary).not.toHaveTextContent(/none|No query rule/);
    const rules = within(summary).getByRole('group', { name: 'Query rules' });
    expect(rules).toHaveTextContent(/Rule 101 'Boots of the season' pinned SKU-\d+ and SKU-\d+ to the top\./);
    expect(within(summary).getByRole('group', { name: 'Filters' })).toHaveTextContent(
      'Items matching inStock = true (the index’s elastic filter) rank higher.',
    );
    expect(within(summary).getByRole('group', { name: 'Personalisation' })).toHaveTextContent(
      'Not personalised: no customer (clientUUID) was sent.',
    );
    expect(summary).not.toHaveTextContent(/\{"/);
  });
});
