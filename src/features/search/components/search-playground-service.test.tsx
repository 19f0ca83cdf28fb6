// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readTrackerKey, saveTrackerKey } from '../model/tracker-key';
import { installService, item, json, renderPage, setUpPlayground, ws } from './search-playground-test-support';

describe('search playground: the listing and vendor-shaped answers', { timeout: 60_000 }, () => {
  setUpPlayground();

  it('lists the indices with the signed-in user’s Bearer token, never the tracker key', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService();
    renderPage();
    await screen.findByRole('searchbox', { name: 'Query' });
    const listing = service.sent.find((request) => request.url.pathname === '/search/v2/indices')!;
    expect(listing.headers.get('Authorization')).toBe('Bearer user-jwt-never-sent-to-search');
    expect(listing.url.searchParams.get('token')).toBeNull();
    expect(listing.url.searchParams.get('includeMeta')).toBe('true');
  });

  it('a refused listing: the playground still opens, says why, and searches an index id typed by hand', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService((url) =>
      url.pathname === '/search/v2/indices'
        ? json(
            { status: 403, error: 'Forbidden', message: 'Access to search configuration denied', path: url.pathname },
            403,
          )
        : undefined,
    );
    renderPage();
    expect(await screen.findByText('The index list could not be loaded')).toBeVisible();
    // The service's message, and the permission the endpoint table names for a 403, in a detail line.
    expect(screen.getByText('The service answered 403: Access to search configuration denied.')).toBeVisible();
    expect(screen.getByText('Permission this needs: ITEMS_SEARCH_READ.')).toBeVisible();
    const indexId = screen.getByRole('textbox', { name: 'Index id' });
    await userEvent.type(indexId, 'my-index{Enter}');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Query' }), 'shoe{Enter}');
    expect(await screen.findByText('shoe item 1')).toBeVisible();
    expect(service.searches().at(-1)!.url.pathname).toBe('/search/v2/indices/my-index/query');
    // The key is not blamed for the listing: it stays, and the key form never comes back.
    expect(readTrackerKey(ws)).toBe('tk-123');
    expect(screen.queryByLabelText('Tracker key')).toBeNull();
    expect(service.sent.filter((request) => request.url.pathname === '/search/v2/indices')).toHaveLength(1);
  });

  it('vendor-shaped answers: facets under the vendor’s names, and paging without meta or readable headers', async () => {
    saveTrackerKey(ws, 'tk-123');
    const service = installService((url) => {
      if (!url.pathname.endsWith('/query')) return undefined;
      const page = Number(url.searchParams.get('page') ?? 1);
      // No body meta, no X-Pagination-* headers: two full pages of 3, then a short one.
      return json({
        data: (page < 3 ? [1, 2, 3] : [1]).map((n) => item(n + 10 * page, 'shoe')),
        extras: {
          correlationId: 'corr-v',
          filteredResultFacets: { brand: { Alpina: 5 } },
          unfilteredResultFacets: { brand: { Alpina: 9, Nordwave: 4 } },
        },
      });
    });
    renderPage('/search?query=shoe');
    expect(await screen.findByRole('button', { name: /^Alpina\s*5$/ })).toBeVisible();
    expect(screen.getByText('3 results on this page · page 1, more may follow · 3 per page')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    await waitFor(() => expect(service.searches().at(-1)!.url.searchParams.get('page')).toBe('2'));
    const second = service.searches().at(-1)!.url.searchParams;
    expect(second.get('limit')).toBe('3');
    expect(second.get('correlationId')).toBe('corr-v');
    expect(await screen.findByText('shoe item 21')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    expect(await screen.findByText('shoe item 31')).toBeVisible();
    expect(screen.getByRole('button', { name: 'next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'previous page' })).toBeEnabled();
  });

  it('explain in the vendor’s shape: final query, rule consequences, score factors, attribute tokens, boost filters and unknown fields', async () => {
    saveTrackerKey(ws, 'tk-123');
    installService((url) =>
      url.pathname.endsWith('/query/explain')
        ? json({
            data: [
              {
                ...item(1, 'boots'),
                _explanation: {
                  score: 12.5,
                  scoreFactors: { pageVisitsPopularity: 1.05, personalization: 2.5, transactionsPopularity: 1.01 },
                  extendedScoreFactors: {
                    attributes: {
                      high: [{ token: 'boots', score: 3 }],
                      medium: [],
                      low: [{ token: 'red', score: 0.5 }],
                    },
                    boostFilters: [{ filters: 'inStock = true', weight: 1.2 }],
                  },
                  matchedElasticFilter: true,
                  sortValue: 12.5,
                  vendorNote: 'kept',
                },
              },
            ],
            extras: {
              explanation: {
                personalized: true,
                promotedItemsCount: 0,
                query: { finalQuery: 'red boots', synonyms: ['crimson boots'] },
                rulesConsequences: {
                  boostFilters: [],
                  filters: ['price > 10'],
                  hiddenHits: ['SKU-9'],
                  query: null,
                  returnNoData: false,
                },
                sortDetails: null,
                experiment: 'B',
              },
            },
            meta: {
              code: 200,
              limit: 20,
              page: 1,
              totalCount: 1,
              totalPages: 1,
              sortedBy: '_score',
              ordering: 'desc',
              link: [],
            },
          })
        : undefined,
    );
    renderPage('/search?query=boots&explain=1');
    const summary = await screen.findByRole('region', { name: 'How this search was run' });
    expect(summary).toHaveTextContent('Final query: red boots');
    expect(summary).toHaveTextContent('crimson boots');
    expect(summary).toHaveTextContent('Personalised for the customer sent (clientUUID).');
    expect(summary).toHaveTextContent('A rule keeps only items matching price > 10.');
    expect(summary).toHaveTextContent('A rule hides SKU-9.');
    expect(summary).not.toHaveTextContent('No query rule applied.');
    expect(summary).toHaveTextContent(/experiment\s*B/);
    await userEvent.click(screen.getByRole('button', { name: 'Score 12.5: breakdown' }));
    // A press before the drawer's code has arrived opens it as it arrives; its tables render just after it shows
    // (decision 0175): two states, waited for in turn.
    await screen.findByRole('dialog', { name: 'Score of boots item 1' });
    expect(await screen.findByRole('table', { name: 'Score factors of boots item 1' })).toHaveTextContent(
      /personalisation\s*×2\.5\s*\+150%/,
    );
    expect(screen.getByRole('table', { name: 'Score factors of boots item 1' })).toHaveTextContent(
      'page-visit popularity',
    );
    // The vendor's factors only: the verdict names the score and the factor that moved it most.
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      "Ranked by its score 12.5, most lifted by personalisation ×2.5: matched 'boots' in high-weight attributes",
    );
    const tokens = screen.getByRole('table', { name: 'Matched attributes of boots item 1' });
    expect(tokens).toHaveTextContent(/high\s*boots\s*3/);
    expect(tokens).toHaveTextContent(/low\s*red\s*0\.5/);
    expect(screen.getByRole('table', { name: 'Boost filters of boots item 1' })).toHaveTextContent(
      /inStock = true\s*1\.2/,
    );
    expect(screen.getByRole('table', { name: 'Other explanation fields of boots item 1' })).toHaveTextContent(
      /vendor note\s*kept/,
    );
  });
});
