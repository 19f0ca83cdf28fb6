import { ORIGIN } from '../../../simulator/testing';
import { KEY, createSearchTester, FIRST_SEARCH_TIMEOUT_MS } from '../../../simulator/search/test-support';
import { explainMissingItem } from './explain-missing';
import type { SearchRequestInput } from './build-request';

/** The app's HTTP client talking to the simulator in this process. */
function useSimulator() {
  const tester = createSearchTester();
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    const url = new URL(input);
    return tester.sim.handle(new Request(`${ORIGIN}${url.pathname}${url.search}`, init));
  });
  return tester;
}

const input = (values: SearchRequestInput['values']): SearchRequestInput => ({
  indexId: 'products',
  tab: 'query',
  explain: false,
  method: 'GET',
  values,
});

describe('why is an item not in the results?', { timeout: FIRST_SEARCH_TIMEOUT_MS }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds the rank of an item further down the same search, with its score', async () => {
    const tester = useSimulator();
    const list = await tester.get('products', 'query', { query: 'shoe', limit: 60 });
    const far = list.body.data[44].itemId as string;
    const report = await explainMissingItem({
      input: input({ query: 'shoe', limit: '20' }),
      itemId: far,
      trackerKey: KEY,
      pageLimit: 20,
      lastShown: null,
    });
    expect(report).toMatchObject({ kind: 'ranked', rank: 45, page: 3, requests: 1 });
    if (report.kind === 'ranked') expect(report.explanation?.score).toEqual(expect.any(Number));
  });

  it('names the filter term that leaves a matching item out', async () => {
    const tester = useSimulator();
    const list = await tester.get('products', 'query', { query: 'shoe', limit: 5 });
    const item = list.body.data.find((candidate: { _promotedByRules?: number[] }) => !candidate._promotedByRules) as {
      itemId: string;
      brand: string;
    };
    const filters = `price >= 0 AND brand != "${item.brand}"`;
    const report = await explainMissingItem({
      input: input({ query: 'shoe', filters }),
      itemId: item.itemId,
      trackerKey: KEY,
      pageLimit: 20,
      lastShown: null,
    });
    expect(report).toMatchObject({
      kind: 'filtered',
      reasons: [`the filter term brand != "${item.brand}" is false for it`],
    });
  });

  it('tells a query that does not match apart from an id that does not exist', async () => {
    const tester = useSimulator();
    const list = await tester.get('products', 'query', { query: 'headphones', limit: 1 });
    const headphones = list.body.data[0].itemId as string;
    expect(
      await explainMissingItem({
        input: input({ query: 'frying pan' }),
        itemId: headphones,
        trackerKey: KEY,
        pageLimit: 20,
        lastShown: null,
      }),
    ).toMatchObject({
      kind: 'no-match',
      exists: true,
    });
    expect(
      await explainMissingItem({
        input: input({ query: 'frying pan' }),
        itemId: 'NO-SUCH-SKU',
        trackerKey: KEY,
        pageLimit: 20,
        lastShown: null,
      }),
    ).toMatchObject({
      kind: 'no-match',
      exists: false,
    });
  });
});
