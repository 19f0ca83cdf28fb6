// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render';
import type { SearchItem } from '../api/schemas';
import { ResultCard } from './result-card';
import { ResultsTable } from './results-table';

const item: SearchItem = {
  itemId: 'p-1',
  title: 'Urban runner shoes with a rather long name that has to wrap in a narrow card',
  brand: 'Urban',
  category: 'Shoes',
  color: 'red',
  price: 120,
  salePrice: 99,
  currency: 'EUR',
  imageLink: 'https://example.test/p-1.png',
  _promotedByRules: [7],
  _explanation: {
    score: 12.5,
    scoreFactors: { pageVisitsPopularity: 1.05, personalization: 2.5 },
  },
};

/** React reports invalid nesting (a div inside a p) through console.error while rendering. */
function nestingErrors(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls
    .map((args) => args.map(String).join(' '))
    .filter((text) => /validateDOMNesting|cannot be a descendant of|cannot contain a nested/.test(text));
}

describe('ResultCard', () => {
  it('renders valid HTML: no nesting error for a card with a sale badge, a promotion and a score', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <ResultCard item={item} rank={1} />
              <ResultCard item={item} rank={2} compact />
            </>
          ),
        },
      ],
      '/',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(nestingErrors(spy)).toEqual([]);
    spy.mockRestore();
  });

  it('opens the score breakdown in a dialog (not inside the card), closed again with Escape', async () => {
    renderRoutes([{ path: '/', element: <ResultCard item={item} rank={1} /> }], '/');
    const card = screen.getByRole('article');
    // A pinned item's button asks why it is pinned: its score did not place it.
    const button = screen.getByRole('button', { name: 'Why pinned?' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: `Score of ${item.title as string}` });
    const factors = await screen.findByRole('table', { name: `Score factors of ${item.title as string}` });
    expect(dialog).toContainElement(factors);
    // No second banner landmark inside the dialog.
    expect(dialog.querySelector('header')).toBeNull();
    expect(card).not.toContainElement(factors);
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks the page behind the open breakdown without restyling the whole page (decision 0181)', async () => {
    renderRoutes([{ path: '/', element: <ResultCard item={item} rank={1} /> }], '/');
    await userEvent.click(screen.getByRole('button', { name: 'Why pinned?' }));
    await screen.findByRole('dialog', { name: `Score of ${item.title as string}` });
    // Hiding the scroll bar marks <body> and gives it an inherited variable: every element of the page is
    // restyled in the frame that shows the drawer (~100 ms on a throttled phone).
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(rules).not.toContain('--removed-body-scroll-bar-size');
    // Still locked: the wheel and a finger outside the drawer do not scroll the page. The lock's listeners are
    // attached in an effect after the dialog shows, so the wheel is tried until they are.
    await vi.waitFor(() => {
      const wheel = new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: 120 });
      document.body.dispatchEvent(wheel);
      expect(wheel.defaultPrevented).toBe(true);
    });
  });
});

describe('ResultsTable', () => {
  it('keeps each value on one line with the whole value on hover, the score in a dialog', async () => {
    renderRoutes([{ path: '/', element: <ResultsTable items={[item]} offset={0} columns={[]} /> }], '/');
    const title = screen.getByText(item.title as string);
    expect(title).toHaveAttribute('title', item.title);
    await userEvent.click(screen.getByRole('button', { name: `Score breakdown of ${item.title as string}` }));
    expect(await screen.findByRole('dialog')).toBeVisible();
    // No expanded row: the table keeps one row per item.
    expect(within(screen.getByRole('table', { name: 'Results' })).getAllByRole('row')).toHaveLength(2);
  });

  it('gives the title the free width, the item id and promotion under it, brand and category their own', () => {
    renderRoutes([{ path: '/', element: <ResultsTable items={[item]} offset={0} columns={[]} /> }], '/');
    const table = screen.getByRole('table', { name: 'Results' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['#', 'title', 'brand', 'category', 'price', 'Score']);
    // No fixed width for the title: it takes what the others leave (decision 0154).
    expect(headers[1]!.style.width).toBe('');
    expect(headers[2]!.style.width).toBe('120px');
    const [, title] = within(table).getAllByRole('cell');
    expect(within(title!).getByText('p-1')).toBeInTheDocument();
    expect(within(title!).getByText('Promoted by rule 7')).toBeInTheDocument();
  });
});
