import { suiteDefaults } from './suite-fixture';
import type { Suite } from './suite';
import { draftOf, typedValue, variantFromDraft, variantParameters, withVariant } from './variant-edit';

const suite: Suite = {
  ...suiteDefaults,
  id: 's1',
  name: 'Shoes',
  indexId: 'products',
  queries: [{ id: 'q1', kind: 'text', text: 'shoe' }],
  variants: [{ id: 'default', name: 'Default parameters', params: {} }],
};

describe('variant editing', () => {
  it('offers the playground’s explain-search parameters, not the query each suite query brings', () => {
    const names = variantParameters.map((spec) => spec.name);
    expect(names).toEqual(expect.arrayContaining(['filters', 'excludeQueryRules', 'ignoreQueryRules', 'limit']));
    expect(names).not.toContain('query');
    expect(names).not.toContain('url');
  });

  it('keeps lists as the playground does: one a line, rule ids also by commas', () => {
    expect(typedValue('excludeQueryRules', '105, 7\n9')).toEqual(['105', '7', '9']);
    expect(typedValue('context', 'mobile\nhome page')).toEqual(['mobile', 'home page']);
    expect(typedValue('limit', ' 10 ')).toBe('10');
    expect(typedValue('limit', '  ')).toBeUndefined();
    expect(draftOf({ id: 'v', name: 'V', params: { excludeQueryRules: ['105', '7'] } }).values).toEqual([
      ['excludeQueryRules', '105\n7'],
    ]);
  });

  it('saves a variant that passes the run engine’s checks', () => {
    const result = variantFromDraft(suite, { name: ' No gift guide ', values: [['excludeQueryRules', '105']] }, 'v2');
    expect(result).toEqual({
      ok: true,
      variant: { id: 'v2', name: 'No gift guide', params: { excludeQueryRules: ['105'] } },
    });
    if (!result.ok) return;
    const saved = withVariant(suite, result.variant, new Date('2026-11-29T00:00:00Z'));
    expect(saved.variants.map((variant) => variant.id)).toEqual(['default', 'v2']);
    expect(saved.updatedAt).toBe('2026-11-29T00:00:00.000Z');
    const renamed = withVariant(saved, { ...result.variant, name: 'Without 105' });
    expect(renamed.variants.map((variant) => variant.name)).toEqual(['Default parameters', 'Without 105']);
  });

  it('refuses a variant that cannot run, each problem at its field', () => {
    const result = variantFromDraft(
      suite,
      {
        name: 'Default parameters',
        values: [
          ['filters', 'brand = '],
          ['limit', 'ten'],
          ['excludeQueryRules', '105, x'],
          ['clientUUID', 'a-customer'],
        ],
      },
      'v2',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe('Shoes already has a variant named “Default parameters”.');
    expect(result.errors.filters).toMatch(/position|column|at /i);
    expect(result.errors.limit).toBe('Give a whole number.');
    expect(result.errors.excludeQueryRules).toBe('"x" is not a rule id (a whole number).');
    expect(result.errors.clientUUID).toMatch(/Searching as a customer/);
  });

  it('refuses event params that the suite and run ids would push past 500 bytes', () => {
    const big = JSON.stringify({ note: 'x'.repeat(470) });
    const result = variantFromDraft(suite, { name: 'Big', values: [['params', big]] }, 'v2');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.params).toMatch(/bytes as JSON; the service accepts at most 500/);
  });
});
