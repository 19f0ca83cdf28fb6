// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, serveSimulator } from '../../../test/render-route';
import { column, table } from './profiles-list-route-test-support';

// The profiles list's selection (issue 37) in the real app against the simulator, as Ada in Northwind.
const service = serveSimulator();

const rowBoxes = () =>
  within(table())
    .getAllByRole('checkbox')
    .filter((box) => box.getAttribute('aria-label') !== 'Select the profiles on this page');
const headerBox = () => within(table()).getByRole('checkbox', { name: 'Select the profiles on this page' });
// The bar's count is first its stand-in's, then the loaded bar's own element: a found element can be replaced a moment
// later, so the count is read again until it shows (waitFor), never held.
const bar = () => screen.getByRole('region', { name: 'Selection' });
/** The listing's total as the page's header says it ("1,234 profiles match"). */
const listedTotal = async () => {
  const line = await screen.findByText(/^[\d,]+ profiles match$/);
  return Number(line.textContent!.replace(/\D/g, ''));
};

describe('profiles list: selecting profiles', { timeout: 60_000 }, () => {
  it('ticks rows one by one and the page from the header box, which is mixed when some are ticked', async () => {
    const { user } = await renderRoute(service, '/profiles');
    await waitFor(() => expect(rowBoxes()).toHaveLength(20));
    const name = column('Name')[0]!;
    expect(rowBoxes()[0]).toHaveAccessibleName(expect.stringMatching(/^Select \S/));
    expect(name.startsWith(rowBoxes()[0]!.getAttribute('aria-label')!.slice('Select '.length))).toBe(true);
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull();
    const statusRegions = screen.getAllByRole('status');

    await user.click(rowBoxes()[0]!);
    await user.click(rowBoxes()[3]!);
    await waitFor(() => expect(within(bar()).getByText('2 selected')).toBeVisible(), { timeout: 5_000 });
    await within(bar()).findByRole('button', { name: 'Clear selection' });
    // One status region says the count, the page's own from before anything was ticked: one inserted with the bar,
    // or replaced when the bar's code arrives, would not be read out.
    const announcing = screen.getAllByRole('status').filter((region) => /selected/.test(region.textContent ?? ''));
    expect(announcing.map((region) => region.textContent)).toEqual(['2 selected']);
    expect(statusRegions).toContain(announcing[0]);
    expect(headerBox()).not.toBeChecked();
    expect((headerBox() as HTMLInputElement).indeterminate).toBe(true);

    await user.click(headerBox());
    await waitFor(() => expect(within(bar()).getByText('20 selected')).toBeVisible(), { timeout: 5_000 });
    expect(rowBoxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect((headerBox() as HTMLInputElement).indeterminate).toBe(false);

    await user.click(headerBox());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull());
    expect(rowBoxes().some((box) => (box as HTMLInputElement).checked)).toBe(false);
  });

  it('selects all profiles matching the filters, as many as the listing reports, the filters shown as chips', async () => {
    const { user } = await renderRoute(service, '/profiles?city=Warszawa&anonymous=no&size=10');
    const total = await listedTotal();
    expect(total).toBeGreaterThan(10);
    await waitFor(() => expect(rowBoxes().length).toBeGreaterThan(0));

    await user.click(rowBoxes()[1]!);
    const selectAll = await within(bar()).findByRole('button', {
      name: `Select all ${total.toLocaleString('en')} matching these filters`,
    });
    expect(within(bar()).getByText('1 selected')).toBeVisible();
    const chips = within(bar()).getByRole('list', { name: 'Filters of the selection' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['City: Warszawa', 'Identified only']);

    await user.click(selectAll);
    await waitFor(
      () =>
        expect(
          within(bar()).getByText(`All ${total.toLocaleString('en')} matching these filters selected`),
        ).toBeVisible(),
      { timeout: 5_000 },
    );
    expect(rowBoxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(
      within(bar()).getByText(`“Export CSV” above exports these ${total.toLocaleString('en')} profiles.`),
    ).toBeVisible();

    // Unticking one row leaves "all matching" for the rest of the page.
    await user.click(rowBoxes()[0]!);
    await waitFor(() => expect(within(bar()).getByText(`${rowBoxes().length - 1} selected`)).toBeVisible(), {
      timeout: 5_000,
    });
  });

  it('keeps the selection across pages, and clears it when the filters change', async () => {
    const { user, router } = await renderRoute(service, '/profiles');
    await waitFor(() => expect(rowBoxes()).toHaveLength(20));
    await user.click(rowBoxes()[2]!);
    const ticked = rowBoxes()[2]!.getAttribute('aria-label');
    const firstOfPage1 = rowBoxes()[0]!.getAttribute('aria-label');
    await waitFor(() => expect(within(bar()).getByText('1 selected')).toBeVisible(), { timeout: 5_000 });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    // Page 2's own rows, not page 1's still on screen: a box about to be replaced would take the click and lose it.
    await waitFor(() => expect(rowBoxes()[0]!.getAttribute('aria-label')).not.toBe(firstOfPage1));
    expect(within(bar()).getByText('1 selected')).toBeVisible();
    await user.click(rowBoxes()[0]!);
    await waitFor(() => expect(within(bar()).getByText('2 selected')).toBeVisible(), { timeout: 5_000 });

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(within(table()).getByRole('checkbox', { name: ticked! })).toBeChecked());

    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Warszawa');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Warszawa'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull());
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
    expect(rowBoxes().some((box) => (box as HTMLInputElement).checked)).toBe(false);
  });

  it('opens the bulk action drawer on the selection, and gives the focus back to "Act" when it closes', async () => {
    const { user } = await renderRoute(service, '/profiles');
    await waitFor(() => expect(rowBoxes()).toHaveLength(20));
    await user.click(rowBoxes()[0]!);
    await user.click(rowBoxes()[1]!);
    const act = await within(bar()).findByRole('button', { name: 'Act on 2 profiles…' });
    await user.click(act);
    const drawer = await screen.findByRole('dialog', { name: 'Change profiles in bulk' });
    expect(drawer).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change profiles in bulk' })).toBeNull());
    await waitFor(() => expect(act).toHaveFocus());
  });
});
