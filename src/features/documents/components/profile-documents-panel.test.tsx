// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { signInForTest } from '../../../test/session';
import { queryClient } from '../../../lib/query-client';
import { createTestSimulator, workspace } from '../../../simulator/testing';
import { renderRoutes } from '../../../test/render';
import { ProfileDocumentsPanel, coverageText, shownOrOutranked } from './profile-documents-panel';

// "Preview documents as this customer" against the simulator's handlers, for Northwind's customer1.
const { sim, call, loginInto } = createTestSimulator(Date.now());
const server = setupServer(...sim.handlers);
const northwind = workspace(0);
let token = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  token = await loginInto('ada@demo.test', 0);
  signInForTest({
    token,
    authorities: ['ASSETS_DOCS_READ', 'ROLE_CLIENT_SHOW'],
    workspace: { guid: northwind.guid, id: northwind.id, name: northwind.name },
  });
});
afterAll(() => server.close());

it(
  'lists the documents whose audience includes the profile, highest priority first, each generated for it',
  { timeout: 90_000 },
  async () => {
    const clientId = northwind.id * 1_000_000 + 1;
    const profile = await call('GET', `/v4/clients/${clientId}`, { token });
    expect(profile.status).toBe(200);
    const expected = await call(
      'GET',
      `/schema-service/v2/documents?forClientId=${clientId}&sortBy=priority&ordering=desc&limit=100`,
      { token },
    );
    expect(expected.body.length).toBeGreaterThan(0);

    renderRoutes(
      [
        {
          path: '/',
          element: (
            <QueryClientProvider client={queryClient}>
              <ProfileDocumentsPanel workspaceGuid={northwind.guid} clientId={clientId} />
            </QueryClientProvider>
          ),
        },
      ],
      '/',
    );
    const total = Number(expected.headers.get('X-Pagination-Total-Count'));
    expect(
      await screen.findByText(new RegExp(`^In the audience of ${total.toLocaleString()} document`), undefined, {
        timeout: 20_000,
      }),
    ).toBeVisible();
    const articles = screen.getAllByRole('article');
    // A screenful at a time, in the service's order (highest priority first).
    expect(articles.map((article) => within(article).getAllByRole('link')[0]!.textContent)).toEqual(
      expected.body.slice(0, 10).map((doc: { name: string }) => doc.name),
    );
    if (expected.body.length > 10) expect(screen.getByRole('button', { name: /^Show \d+ more$/ })).toBeVisible();
    // The text says how many are on the screen, and that number is the number of cards.
    if (total > articles.length)
      expect(screen.getByText(/^In the audience of/)).toHaveTextContent(
        new RegExp(`Showing ${articles.length} of ${total.toLocaleString()}`),
      );

    // The first one's content, as the service's preview generates it for this profile.
    const first = expected.body[0];
    const preview = await call('POST', `/schema-service/v2/documents/${first.id}/preview`, {
      token,
      body: { client: { id: clientId } },
    });
    const group = await within(articles[0]!).findByRole('group', { name: `Content of ${first.name} for this profile` });
    // The verdict first: shown to this customer, or which document wins instead.
    expect(within(articles[0]!).getByRole('status')).toHaveTextContent(shownOrOutranked(preview.body.outrankedBy));
    const shown =
      typeof preview.body.content === 'string'
        ? preview.body.content || '""'
        : JSON.stringify(preview.body.content, null, 2);
    // A seeded type is drawn as the customer sees it, its JSON one click away; any other content is JSON at once.
    const showJson = within(group).queryByRole('button', { name: 'Show JSON' });
    if (showJson) {
      expect(group.textContent).not.toContain(shown);
      await userEvent.setup().click(showJson);
    }
    expect(group.textContent).toContain(shown);
  },
);

describe('shownOrOutranked', () => {
  it('says whether the customer is shown the document, or which one wins instead', () => {
    expect(shownOrOutranked([])).toBe('Shown to this customer: nothing outranks it.');
    expect(shownOrOutranked([{ name: 'Summer banner', priority: 80 }])).toBe(
      'Not shown: Summer banner (priority 80) wins instead.',
    );
    expect(
      shownOrOutranked([
        { name: 'Summer banner', priority: 80 },
        { name: 'Spring banner', priority: 60 },
      ]),
    ).toBe('Not shown: Summer banner (priority 80) wins instead; 1 more outranks it too.');
  });
});

describe('coverageText', () => {
  it('counts what is shown, never more than the cards on the screen', () => {
    expect(coverageText(3, 3, 3)).toBe('In the audience of 3 documents, highest priority first.');
    expect(coverageText(40, 40, 10)).toBe('In the audience of 40 documents, highest priority first. Showing 10 of 40.');
    expect(coverageText(250, 100, 10)).toBe(
      'In the audience of 250 documents, highest priority first. Showing 10 of 250; the 100 documents with the highest priority can be listed here.',
    );
    expect(coverageText(0, 0, 0)).toBe('In the audience of 0 documents, highest priority first.');
  });
});
