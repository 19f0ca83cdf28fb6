import type { SearchResponse } from '../../search';
import type { SearchFunction } from './run-engine';
import { runVariants } from './run-variants';
import type { Suite } from './suite';
import { suiteDefaults } from './suite-fixture';

const suite: Suite = {
  ...suiteDefaults,
  id: 's1',
  name: 'Suite',
  indexId: 'products',
  queries: ['shoe', 'bag', 'hat'].map((text) => ({ id: text, kind: 'text' as const, text })),
  judgments: [],
  variants: [],
};
const baseline = { id: 'base', name: 'Baseline', params: {} };
const noRules = { id: 'rules', name: 'No rules', params: { ignoreQueryRules: 'true' } };
const answer = { data: [{ itemId: 'a' }] } as SearchResponse;

describe('running the chosen variants', () => {
  it('checks every variant before sending anything and reports all problems', async () => {
    const search = vi.fn<SearchFunction>();
    const result = await runVariants(
      suite,
      [baseline, { id: 'bad', name: 'Bad', params: { limit: '0' } }],
      (variant) => `run-${variant.id}`,
      { search },
    );
    expect(search).not.toHaveBeenCalled();
    expect(result).toEqual({ status: 'invalid', problems: [{ variantId: 'bad', errors: { limit: 'At least 1.' } }] });
  });

  it('runs the variants in turn with one progress line over all of them', async () => {
    const progress: string[] = [];
    const result = await runVariants(suite, [baseline, noRules], (variant) => `run-${variant.id}`, {
      search: async () => answer,
      onProgress: ({ done, total, failed }) => progress.push(`${done}/${total}/${failed}`),
    });
    expect(result.status).toBe('completed');
    if (result.status === 'invalid') return;
    expect(result.runs.map((run) => [run.id, run.variantId, Object.keys(run.queries).length])).toEqual([
      ['run-base', 'base', 3],
      ['run-rules', 'rules', 3],
    ]);
    expect(progress).toEqual(['1/6/0', '2/6/0', '3/6/0', '4/6/0', '5/6/0', '6/6/0']);
  });

  it('stops after Cancel: the next variant never starts', async () => {
    const controller = new AbortController();
    const search = vi.fn<SearchFunction>(async () => {
      controller.abort();
      return answer;
    });
    const result = await runVariants(suite, [baseline, noRules], (variant) => `run-${variant.id}`, {
      search,
      signal: controller.signal,
      concurrency: 1,
    });
    expect(result.status).toBe('cancelled');
    expect(search).toHaveBeenCalledTimes(1);
  });
});
