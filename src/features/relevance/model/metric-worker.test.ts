import { answer } from './metric-worker';
import { summariseRun } from './run-summary';
import { summariseOffThread } from './summarise-off-thread';

const judgments = new Map([
  [
    'q',
    new Map([
      ['a', 2],
      ['b', 0],
    ]),
  ],
]);
const runs = [new Map([['q', ['b', 'a']]]), new Map([['q', 'failed' as const]])];

describe('the metric worker', () => {
  it('answers each run’s summary under the request’s id', () => {
    expect(answer({ id: 7, runs, judgments, options: { k: 2 } })).toEqual({
      id: 7,
      summaries: runs.map((run) => summariseRun(run, judgments, { k: 2 })),
    });
  });

  it('runs in the page where there are no workers', async () => {
    expect(typeof Worker).toBe('undefined');
    expect(await summariseOffThread(runs, judgments, { k: 2 })).toEqual(
      runs.map((run) => summariseRun(run, judgments, { k: 2 })),
    );
  });
});
