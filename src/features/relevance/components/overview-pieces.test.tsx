// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import { summariseRun, type QueryRanking } from '../model/run-summary';
import { MetricsTable } from './metrics-table';
import { RunControls, RunProgress } from './run-progress';

const judgments = new Map([
  [
    'q1',
    new Map([
      ['a', 3],
      ['b', 1],
    ]),
  ],
  ['q2', new Map([['x', 0]])],
]);

describe('the suite overview’s table', () => {
  it('shows every metric of every variant at once, the counts and the policy beside them', () => {
    const summary = summariseRun(
      new Map<string, QueryRanking>([
        ['q1', ['a', 'b']],
        ['q2', ['x']],
        ['q3', 'failed'],
      ]),
      judgments,
      { k: 10 },
    );
    renderWithMantine(
      <MetricsTable
        k={10}
        unjudged="pessimistic"
        threshold={1}
        variants={[
          { name: 'Baseline', summary },
          { name: 'No rules', summary: null },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Metrics by variant' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Variant', 'nDCG@10', 'P@10', 'MRR', 'ERR@10', 'Recall@10', 'Judged@10', 'Queries']);
    const [baseline, notRun] = within(table).getAllByRole('row').slice(1);
    const cells = within(baseline!).getAllByRole('cell');
    // q1 ranks its ideal: nDCG 1 over the one scorable query (q2 has only 0 grades, q3 failed).
    expect(cells[0]).toHaveTextContent(/^1\.0001\.000–1\.000$/);
    expect(cells[1]).toHaveTextContent(/^0\.200/);
    expect(cells[6]).toHaveTextContent('1 scored / 1 failed / 1 unscorable');
    expect(within(notRun!).getByRole('cell')).toHaveTextContent('Not run yet');
    expect(
      within(table).getByText(/unjudged results count as 0 \(pessimistic\); relevant means grade ≥ 1/),
    ).toBeVisible();
    expect(within(table).getByText(/Quepid’s default scorer does not cut the ideal/)).toBeVisible();
  });
});

describe('the run’s controls', () => {
  it('reads out the bar and its line together, with Cancel beside them', async () => {
    const onCancel = vi.fn();
    renderWithMantine(<RunProgress done={73} total={200} failed={2} onCancel={onCancel} />);
    const status = screen.getByRole('status', { name: 'Run progress' });
    expect(status).toHaveTextContent('73/200 queries · 2 failed');
    expect(within(status).getByRole('progressbar', { name: 'Queries run' })).toHaveAttribute('value', '73');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('runs at 4 queries at once by default and refuses a concurrency outside 1–8 at its field', async () => {
    const user = userEvent.setup();
    const onRun = vi.fn();
    renderWithMantine(<RunControls running={false} onRun={onRun} />);
    const field = screen.getByRole('textbox', { name: 'Concurrency' });
    expect(field).toHaveValue('4');
    await user.clear(field);
    await user.type(field, '9');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(onRun).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Concurrency is a whole number from 1 to 8.'));
    await user.clear(field);
    await user.type(field, '8{Enter}');
    expect(onRun).toHaveBeenCalledWith(8);
  });
});
