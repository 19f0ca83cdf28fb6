// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { KEY, FIRST_SEARCH_TIMEOUT_MS } from '../../../simulator/testing';
import { renderWithMantine } from '../../../test/render';
import { serveSimulator } from '../../../test/render-route';
import { buildSearchRequest, type SearchRequestInput } from '../model/build-request';
import type { ParameterValues } from '../model/parameters';
import { activeSortOf } from '../model/sort-value';
import { searchResultsQuery } from '../api/search-results';
import { CompareView } from './compare-view';

// The simulator answers the searches (a first search builds the products index: seconds on a busy machine).
const service = serveSimulator();
vi.setConfig({ testTimeout: FIRST_SEARCH_TIMEOUT_MS });

const inputOf = (values: ParameterValues): SearchRequestInput => ({
  indexId: 'products',
  tab: 'query',
  explain: false,
  method: 'GET',
  values: { includeMeta: 'true', ...values },
  image: null,
});

/** CompareView fed as the playground feeds it: each side's query against the simulator, with its sort. */
function Compare({ a, b }: { a: ParameterValues; b: ParameterValues }) {
  const inputA = inputOf(a);
  const inputB = inputOf(b);
  const queryA = useQuery(searchResultsQuery('ws', KEY, inputA, null));
  const queryB = useQuery(searchResultsQuery('ws', KEY, inputB, null));
  return (
    <CompareView
      a={{ built: buildSearchRequest(inputA), query: queryA, sort: activeSortOf(inputA.values) }}
      b={{ built: buildSearchRequest(inputB), query: queryB, sort: activeSortOf(inputB.values) }}
      differences={b}
      offset={0}
      emptyHint={null}
    />
  );
}

function renderCompare(a: ParameterValues, b: ParameterValues) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <Compare a={a} b={b} />
    </QueryClientProvider>,
  );
}

/** The cards of a side's list, in rank order (waits for the list). */
async function cardsOf(side: 'A' | 'B') {
  const list = await screen.findByRole('list', { name: `Results ${side} items` }, { timeout: FIRST_SEARCH_TIMEOUT_MS });
  return within(list).getAllByRole('article');
}

const euros = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('compare view', () => {
  it('sorted by price: every card of B shows the price it was sorted by, in order, the sale price labelled', async () => {
    renderCompare({ query: 'shoes', limit: '20' }, { query: 'shoes', limit: '20', sortBy: 'price', ordering: 'asc' });
    const cards = await cardsOf('B');
    expect(cards).toHaveLength(20);
    const shown = cards.map((card) => {
      const match = /price: (€[\d.,]+)/.exec(card.textContent ?? '');
      expect(match, `card "${card.getAttribute('aria-label')}" names the price it is sorted by`).not.toBeNull();
      return euros(match![1]!);
    });
    expect(shown).toEqual([...shown].sort((x, y) => x - y));
    // The page has sale items (else the test proves nothing): their sale price is there too, labelled.
    const onSale = cards.filter((card) => within(card).queryByText('sale'));
    expect(onSale.length).toBeGreaterThan(0);
    for (const card of onSale) {
      const listed = euros(/price: (€[\d.,]+)/.exec(card.textContent ?? '')![1]!);
      const sale = euros(within(card).getByText('sale').previousElementSibling?.textContent ?? '');
      expect(sale).toBeLessThan(listed);
    }
    // Side A is not sorted: its cards show no sort line.
    for (const card of await cardsOf('A')) expect(within(card).queryByTestId('sort-value')).toBeNull();
  });

  it('marks only the movers of B: none at the same rank, ↑n with the rank in A, new for items not in A', async () => {
    const first = await service.call('GET', `/search/v2/indices/products/query?token=${KEY}&query=shoes&limit=6`);
    const ids = (first.body.data as { itemId: string }[]).map((item) => item.itemId);
    expect(ids).toHaveLength(6);
    // B leaves out A's second item: A's first stays first, the rest move up one, and a seventh item comes in.
    renderCompare({ query: 'shoes', limit: '6' }, { query: 'shoes', limit: '6', filters: `itemId != "${ids[1]}"` });
    const cardsB = await cardsOf('B');
    const cardsA = await cardsOf('A');
    expect(cardsB.map((card) => card.getAttribute('data-item-id'))).toEqual([
      ...ids.slice(0, 1),
      ...ids.slice(2),
      expect.any(String),
    ]);
    const moverBadges = (card: HTMLElement) => [
      ...within(card).queryAllByText(/^[↑↓]\d+$/),
      ...within(card).queryAllByText(/^new/),
      ...within(card).queryAllByText(/same rank|not in A/),
    ];
    expect(moverBadges(cardsB[0]!)).toEqual([]);
    for (const [index, card] of cardsB.slice(1, 5).entries()) {
      expect(within(card).getByText('↑1')).toBeVisible();
      expect(card).toHaveTextContent(`(was ${index + 3})`);
    }
    expect(within(cardsB[5]!).getByText(/^new/)).toBeVisible();
    for (const card of cardsA) expect(moverBadges(card)).toEqual([]);
  });
});
