import { describe, expect, it } from 'vitest';
import {
  explorerFormOf,
  explorerFormSchema,
  explorerQueryFromSearch,
  explorerQueryOf,
  explorerRangeOf,
  explorerSearchOf,
  explorerSearchWithRange,
  msToLocalInput,
} from './explorer-params';

const valid = { from: '2025-12-01T00:00', to: '2025-12-07T23:59', action: '', limit: '100' };
const issuesOf = (values: typeof valid) => {
  const result = explorerFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('event explorer form', () => {
  it('accepts a window under 7 days, an open side, and limits from 1 to 500', () => {
    expect(issuesOf(valid)).toEqual([]);
    expect(issuesOf({ ...valid, from: '' })).toEqual([]);
    expect(issuesOf({ ...valid, limit: '1' })).toEqual([]);
    expect(issuesOf({ ...valid, limit: '500' })).toEqual([]);
  });

  it('refuses a window of 7 days or more at the end field, saying how long it is', () => {
    const eight = issuesOf({ ...valid, to: '2025-12-09T00:00' });
    expect(eight).toHaveLength(1);
    expect(eight[0]![0]).toBe('to');
    expect(eight[0]![1]).toMatch(/8 days.*under 7 days/);
    expect(issuesOf({ ...valid, to: '2025-12-08T00:00' })[0]![0]).toBe('to');
  });

  it('refuses an end before the start', () => {
    expect(issuesOf({ ...valid, to: '2025-11-30T00:00' })).toEqual([['to', 'The end must not be before the start.']]);
  });

  it('refuses limits outside 1…500 and non-numbers at the limit field', () => {
    for (const limit of ['0', '501', '2.5', 'ten', '']) expect(issuesOf({ ...valid, limit })[0]![0]).toBe('limit');
  });

  it('keeps the query in the URL as UTC and reads it back', () => {
    const query = explorerQueryOf({ ...valid, action: ' page.visit ' });
    expect(query).toEqual({
      from: new Date(Date.parse(valid.from)).toISOString(),
      to: new Date(Date.parse(valid.to)).toISOString(),
      action: 'page.visit',
      limit: 100,
    });
    const search = explorerSearchOf(query);
    expect(search.has('limit')).toBe(false);
    expect(explorerFormOf(search)).toEqual({ ...valid, action: 'page.visit' });
    expect(explorerQueryFromSearch(search)).toEqual({ ok: true, query });
  });

  it('sends nothing for a URL that breaks the window rule', () => {
    const from = Date.parse('2025-12-01T00:00');
    const search = new URLSearchParams({
      from: new Date(from).toISOString(),
      to: new Date(from + 8 * 86_400_000).toISOString(),
    });
    expect(explorerQueryFromSearch(search)).toEqual({ ok: false });
    expect(msToLocalInput(from)).toBe('2025-12-01T00:00');
  });

  it('reads a preset window from the link as its start only, ending at the given now', () => {
    const now = Date.parse('2026-11-28T07:00:00Z');
    const search = new URLSearchParams('range=30d&action=page.visit');
    expect(explorerRangeOf(search)).toBe('30d');
    // 30 days with only a start: the 7-day rule is for both bounds.
    expect(explorerQueryFromSearch(search, now)).toEqual({
      ok: true,
      query: { from: new Date(now - 30 * 86_400_000).toISOString(), action: 'page.visit', limit: 100 },
    });
    expect(explorerRangeOf(new URLSearchParams('from=2025-12-01T00:00:00.000Z'))).toBe('custom');
    expect(explorerRangeOf(new URLSearchParams('range=nonsense'))).toBe('any');
  });

  it('keeps the action and limit when another window is chosen; "custom" keeps a preset’s start as bounds', () => {
    const applied = { from: '2026-11-21T07:00:00.000Z', action: 'page.visit', limit: 3 };
    expect(explorerSearchWithRange(applied, '24h').toString()).toBe('action=page.visit&limit=3&range=24h');
    expect(explorerSearchWithRange(applied, 'any').toString()).toBe('action=page.visit&limit=3');
    expect(explorerSearchWithRange(applied, 'custom').get('from')).toBe(applied.from);
  });
});
