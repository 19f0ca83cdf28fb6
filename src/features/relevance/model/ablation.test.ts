import { ablationVariants, blamedItems, excludingRule } from './ablation';

describe('ablation', () => {
  it('copies the baseline once per switch, each with only its own switch changed', () => {
    const baseline = { query: 'red shoes', limit: '20', excludeQueryRules: ['4'] };
    const copies = ablationVariants(baseline);
    expect(copies.map((copy) => copy.switch.label)).toEqual([
      'Query rules ignored',
      'Query classification off',
      'Dynamic reranker off',
    ]);
    expect(copies[0]!.params).toEqual({ ...baseline, ignoreQueryRules: 'true' });
    expect(copies[2]!.params).toEqual({ ...baseline, disableDynamicReranker: 'true' });
    expect(baseline).toEqual({ query: 'red shoes', limit: '20', excludeQueryRules: ['4'] });
  });

  it('turns personalisation off only for a baseline that searches as a test profile', () => {
    const copies = ablationVariants({ query: 'hat', clientUUID: 'test-profile-uuid' });
    expect(copies.at(-1)).toEqual({
      switch: expect.objectContaining({ id: 'personalisation' }),
      params: { query: 'hat', clientUUID: 'test-profile-uuid', personalize: 'false' },
    });
    expect(ablationVariants({ query: 'hat', clientUUID: ' ' }).map((copy) => copy.switch.id)).not.toContain(
      'personalisation',
    );
  });
});

describe('rule blame', () => {
  it('marks the items graded 0 that a rule promoted, and nothing else', () => {
    expect(
      blamedItems([
        { itemId: 'a', grade: 0, promotedBy: [7, 7, 9] },
        { itemId: 'b', grade: 2, promotedBy: [7] },
        { itemId: 'c', promotedBy: [7] },
        { itemId: 'd', grade: 0, promotedBy: [] },
      ]),
    ).toEqual([{ itemId: 'a', rules: [7, 9] }]);
  });

  it('runs a variant that excludes the blamed rule besides those already excluded', () => {
    expect(excludingRule({ query: 'x' }, 7)).toEqual({ query: 'x', excludeQueryRules: ['7'] });
    expect(excludingRule({ excludeQueryRules: '4\n7' }, 7)).toEqual({ excludeQueryRules: ['4', '7'] });
    expect(excludingRule({ excludeQueryRules: ['4'] }, 7)).toEqual({ excludeQueryRules: ['4', '7'] });
  });
});
