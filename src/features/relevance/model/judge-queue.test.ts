import { judgeAction, judgeQueue, newJudgeSeed, type QueueQuery } from './judge-queue';

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const suite: QueueQuery[] = [
  { queryId: 'q1', rankings: [ids('a', 10), ['a2', 'b1', 'a1', 'b2']] },
  { queryId: 'q2', rankings: [ids('c', 10)] },
  { queryId: 'q3', rankings: [['d1', 'd2'], []] },
];
const nothingJudged = () => false;

describe('the judge queue', () => {
  it('holds the unjudged items of every variant’s top k, once each, grouped by query in the suite’s order', () => {
    const judged = new Set(['q1|a3', 'q2|c1']);
    const queue = judgeQueue(suite, (q, item) => judged.has(`${q}|${item}`), 5, 7);
    expect(queue.map((group) => group.queryId)).toEqual(['q1', 'q2', 'q3']);
    expect(queue[0]!.resultOrder).toEqual(['a1', 'a2', 'a4', 'a5', 'b1', 'b2']);
    expect([...queue[0]!.itemIds].sort()).toEqual([...queue[0]!.resultOrder].sort());
    expect(queue[1]!.resultOrder).toEqual(['c2', 'c3', 'c4', 'c5']);
  });

  it('leaves out a query with nothing left to judge', () => {
    const queue = judgeQueue(suite, (q) => q === 'q2', 5, 7);
    expect(queue.map((group) => group.queryId)).toEqual(['q1', 'q3']);
  });

  it('is the same order for the same seed, another for another seed, and never the result order', () => {
    const first = judgeQueue(suite, nothingJudged, 10, 424_242);
    expect(judgeQueue(suite, nothingJudged, 10, 424_242)).toEqual(first);
    expect(judgeQueue(suite, nothingJudged, 10, 424_243).map((g) => g.itemIds)).not.toEqual(
      first.map((g) => g.itemIds),
    );
    for (let seed = 0; seed < 200; seed += 1) {
      for (const group of judgeQueue(suite, nothingJudged, 10, seed)) {
        expect(group.itemIds, `seed ${seed}, ${group.queryId}`).not.toEqual(group.resultOrder);
      }
    }
  });

  it('keeps a query’s order when another query is added before it', () => {
    const alone = judgeQueue([suite[1]!], nothingJudged, 10, 99);
    const after = judgeQueue([{ queryId: 'q0', rankings: [ids('z', 5)] }, suite[1]!], nothingJudged, 10, 99);
    expect(after[1]!.itemIds).toEqual(alone[0]!.itemIds);
  });

  it('shows a seed of six digits', () => {
    expect(String(newJudgeSeed(() => 0))).toBe('100000');
    expect(String(newJudgeSeed(() => 0.999_999_9))).toBe('999999');
  });
});

describe('the judge keys', () => {
  const key = (k: string, modifiers: Partial<KeyboardEvent> = {}) =>
    judgeAction({ key: k, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });

  it('grade with 0–3, skip with x, move with the arrows', () => {
    expect(['0', '1', '2', '3'].map((k) => key(k))).toEqual([0, 1, 2, 3].map((grade) => ({ kind: 'grade', grade })));
    expect(key('x')).toEqual({ kind: 'skip' });
    expect(key('ArrowRight')).toEqual({ kind: 'next' });
    expect(key('ArrowLeft')).toEqual({ kind: 'previous' });
  });

  it('leave other keys and shortcuts to the browser', () => {
    expect(key('4')).toBeNull();
    expect(key('Enter')).toBeNull();
    expect(key('1', { ctrlKey: true })).toBeNull();
  });
});
