// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMantine } from '../../../test/render';
import { judgeQueue, type QueueQuery } from '../model/judge-queue';
import { JudgeScreen, type JudgeItemDetails } from './judge-screen';

const queries: QueueQuery[] = [
  { queryId: 'q1', rankings: [['a1', 'a2', 'a3', 'a4']] },
  { queryId: 'q2', rankings: [['b1', 'b2', 'b3']] },
];
const details: Record<string, JudgeItemDetails> = Object.fromEntries(
  ['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3'].map((id) => [id, { title: `Item ${id}`, brand: 'Acme' }]),
);
details.b2 = { title: 'Item b2', inIndex: false };

function renderJudge(seed: number, onGrade = vi.fn(), judged = new Set<string>()) {
  renderWithMantine(
    <>
      <input aria-label="Elsewhere" />
      <JudgeScreen
        key={seed}
        queries={queries}
        isJudged={(q, item) => judged.has(`${q}|${item}`)}
        k={10}
        seed={seed}
        queryText={(q) => (q === 'q1' ? 'red shoes' : 'blue hat')}
        item={(_, itemId) => details[itemId]}
        onGrade={onGrade}
      />
    </>,
  );
  return onGrade;
}
const title = () => screen.getByTestId('judge-item-title').textContent;

describe('the judge screen', () => {
  it('grades with the keys alone, in the seed’s order, query by query', async () => {
    const user = userEvent.setup();
    const onGrade = renderJudge(4242);
    expect(screen.getByTestId('judge-seed')).toHaveTextContent('4242');
    const order = judgeQueue(queries, () => false, 10, 4242).flatMap((g) => g.itemIds.map((id) => [g.queryId, id]));
    expect(screen.getByRole('heading', { name: 'Query: red shoes' })).toBeVisible();
    expect(title()).toBe(`Item ${order[0]![1]}`);

    await user.keyboard('3');
    await user.keyboard('0');
    expect(onGrade.mock.calls).toEqual([
      [...order[0]!, 3],
      [...order[1]!, 0],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(`Graded 0 (Irrelevant): Item ${order[1]![1]}.`);
    expect(screen.getByText('2 graded, 5 left of 7 unjudged items in the top 10.')).toBeVisible();

    // x skips without a grade; the arrows go back and forth.
    await user.keyboard('x');
    expect(title()).toBe(`Item ${order[3]![1]}`);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(title()).toBe(`Item ${order[1]![1]}`);
    expect(screen.getByText('graded 0')).toBeVisible();
    await user.keyboard('{ArrowRight}{ArrowRight}2');
    expect(onGrade).toHaveBeenLastCalledWith(...order[3]!, 2);
    expect(onGrade).toHaveBeenCalledTimes(3);
  });

  it('leaves the keys to a field that has the focus', async () => {
    const user = userEvent.setup();
    const onGrade = renderJudge(1);
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await user.keyboard('12x');
    expect(onGrade).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveValue('12x');
  });

  it('grades with the buttons too, and flags an item gone from the index', async () => {
    const user = userEvent.setup();
    const onGrade = renderJudge(9, vi.fn(), new Set(['q1|a1', 'q1|a2', 'q1|a3', 'q1|a4', 'q2|b1', 'q2|b3']));
    expect(title()).toBe('Item b2');
    expect(screen.getByText('not in index')).toBeVisible();
    await user.click(within(screen.getByRole('group', { name: 'Grade' })).getByRole('button', { name: '2 Good' }));
    expect(onGrade).toHaveBeenCalledWith('q2', 'b2', 2);
    expect(screen.getByText(/^Queue done: 1 graded/)).toBeVisible();
  });

  it('says when there is nothing to judge', () => {
    renderJudge(1, vi.fn(), new Set(['q1|a1', 'q1|a2', 'q1|a3', 'q1|a4', 'q2|b1', 'q2|b2', 'q2|b3']));
    expect(screen.getByText('Nothing to judge: every item in the variants’ top 10 has a grade.')).toBeVisible();
  });
});
