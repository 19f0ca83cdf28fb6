// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import { QueryDetail } from './query-detail';

const columns = [
  {
    variant: 'Baseline',
    items: [
      { itemId: 'a', title: 'Boots of the season', grade: 0, promotedBy: [101] },
      { itemId: 'b', title: 'Red shoe', grade: 3, promotedBy: [] },
      { itemId: 'c', title: 'Blue shoe', promotedBy: [] },
    ],
  },
  { variant: 'No rules', items: [{ itemId: 'b', title: 'Red shoe', grade: 3, promotedBy: [] }] },
];

describe('query detail', () => {
  it('shows each variant’s list with the grades, and grades an unjudged item with one key press', async () => {
    const user = userEvent.setup();
    const onGrade = vi.fn();
    renderWithMantine(
      <QueryDetail queryText="red shoes" columns={columns} onGrade={onGrade} onExcludeRule={vi.fn()} />,
    );
    const baseline = screen.getByRole('region', { name: 'Results of Baseline' });
    expect(within(baseline).getAllByRole('listitem')).toHaveLength(3);
    expect(within(baseline).getByText('3 Perfect')).toBeVisible();
    const unjudged = within(baseline).getByRole('button', { name: 'Grade Blue shoe (press 0–3)' });
    unjudged.focus();
    await user.keyboard('2');
    expect(onGrade).toHaveBeenCalledWith('c', 2);
    await user.keyboard('x');
    expect(onGrade).toHaveBeenCalledTimes(1);
  });

  it('marks an item graded 0 that a rule promoted, one click from a run without the rule', async () => {
    const onExcludeRule = vi.fn();
    renderWithMantine(
      <QueryDetail queryText="red shoes" columns={columns} onGrade={vi.fn()} onExcludeRule={onExcludeRule} />,
    );
    expect(screen.getAllByText(/promoted by rule/)).toHaveLength(1);
    expect(screen.getByText('Graded 0, promoted by rule 101')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Run without rule 101' }));
    expect(onExcludeRule).toHaveBeenCalledWith('Baseline', 101);
  });
});
