// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import { explorerQueryFromSearch } from '../model/explorer-params';
import { EventsQueryStandIn } from './explorer-query-frame';

describe("the event explorer's query bar before its form has arrived", () => {
  it("shows the link's query in fields that take nothing yet, and its chips already change the link", async () => {
    const search = new URLSearchParams('action=page.visit&limit=3');
    const query = explorerQueryFromSearch(search);
    const setSearch = vi.fn();
    renderWithMantine(
      <EventsQueryStandIn
        search={search}
        setSearch={setSearch}
        applied={query.ok ? query.query : null}
        listingError={null}
        busy={false}
        now={Date.now()}
      />,
    );

    const action = screen.getByPlaceholderText('e.g. transaction.charge');
    expect(action).toHaveValue('page.visit');
    expect(action).toBeDisabled();
    expect(screen.getByLabelText('Limit')).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'List events' })).toBeDisabled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove filter Action: page.visit' }));
    expect(setSearch).toHaveBeenCalledWith(new URLSearchParams('limit=3'));
  });
});
