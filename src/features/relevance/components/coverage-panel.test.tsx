// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import { CoveragePanel } from './coverage-panel';

const queries = [
  { queryId: 'q1', rankings: [['a', 'b']] },
  { queryId: 'q2', rankings: [['c', 'd', 'e', 'f']] },
];

describe('the coverage panel', () => {
  it('says which query is least judged, counts the bands, and judges the worst in one click', async () => {
    const onJudge = vi.fn();
    const judged = new Set(['q1|a', 'q1|b', 'q2|c']);
    renderWithMantine(
      <CoveragePanel
        queries={queries}
        isJudged={(q, item) => judged.has(`${q}|${item}`)}
        k={10}
        queryText={(q) => (q === 'q1' ? 'red shoes' : 'blue hat')}
        onJudge={onJudge}
      />,
    );
    expect(
      screen.getByText('1 of 2 queries have their whole top 10 judged; the least judged is “blue hat” at 25 %.'),
    ).toBeVisible();
    const bands = screen.getByRole('list', { name: 'Queries by share of the top k judged' });
    expect(
      within(bands)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0 %: 0', '< 50 %: 1', '< 100 %: 0', '100 %: 1']);
    const table = screen.getByRole('table', { name: 'Coverage by query' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['blue hat', 'red shoes']);
    await userEvent.click(screen.getByRole('button', { name: 'Judge the worst query' }));
    expect(onJudge).toHaveBeenCalledWith('q2');
  });

  it('offers nothing to judge when every query is covered', () => {
    renderWithMantine(
      <CoveragePanel queries={queries} isJudged={() => true} k={10} queryText={(q) => q} onJudge={vi.fn()} />,
    );
    expect(screen.getByText('Every query with results has its whole top 10 judged.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Judge the worst query' })).toBeNull();
  });
});
