// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { renderWithMantine } from '../../../test/render';
import { scoreQuery } from '../model/metrics';
import { RunDiffView } from './run-diff-view';

const grades = new Map([
  ['a', 3],
  ['b', 0],
]);
const best = scoreQuery(['a', 'b'], grades, { k: 2 });
const worse = scoreQuery(['b', 'a'], grades, { k: 2 });
const pairs = [
  { queryId: 'q1', before: best, after: best },
  { queryId: 'q2', before: best, after: worse },
];

describe('the run diff view', () => {
  it('puts the verdict first and marks the regressed query, worst first', () => {
    renderWithMantine(<RunDiffView k={2} notComparable={null} pairs={pairs} queryText={(q) => `text ${q}`} />);
    expect(screen.getByText(/^Regression: 1 query drops by 0\.10 or more/)).toBeVisible();
    const rows = within(screen.getByRole('table', { name: 'Change per query' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('text q2 regression');
    expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent('−0.500');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(/^text q1$/);
  });

  it('shows no change when the model says the runs are not comparable', () => {
    renderWithMantine(
      <RunDiffView
        k={2}
        notComparable="The baseline searched index ws0-products with limit 20; this run used limit 10."
        pairs={pairs}
        queryText={(q) => q}
      />,
    );
    expect(screen.getByText('Not comparable')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
