import { describe, expect, it } from 'vitest';
import {
  defaultTimelineParams,
  spanEndingAt,
  timelineParamsFromSearch,
  timelineSearchOf,
  windowOf,
} from './timeline-params';

describe('timeline URL state', () => {
  it('round-trips every part of the view through the URL', () => {
    const params = {
      range: 'custom' as const,
      from: Date.UTC(2025, 5, 1),
      to: Date.UTC(2025, 5, 30),
      actions: ['page.visit', 'product.buy'],
      open: 'k1',
    };
    expect(timelineParamsFromSearch(timelineSearchOf(params))).toEqual(params);
  });

  it('leaves the defaults out of the URL and falls back to them for what does not parse', () => {
    expect(timelineSearchOf(defaultTimelineParams).toString()).toBe('');
    expect(timelineParamsFromSearch(new URLSearchParams('range=week&from=yesterday'))).toEqual(defaultTimelineParams);
  });

  it('drops a custom end before the start', () => {
    const parsed = timelineParamsFromSearch(
      new URLSearchParams('range=custom&from=2025-06-30T00:00:00Z&to=2025-06-01T00:00:00Z'),
    );
    expect(parsed.from).toBe(Date.UTC(2025, 5, 30));
    expect(parsed.to).toBeUndefined();
  });

  it('turns presets into windows that end now', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(windowOf({ range: '7d', actions: [] }, now)).toEqual({ from: now - 7 * 86_400_000 });
    expect(windowOf({ range: '24h', actions: [] }, now)).toEqual({ from: now - 86_400_000 });
    expect(windowOf({ range: 'all', actions: [] }, now)).toEqual({});
    expect(spanEndingAt('30d', now)).toEqual({ from: now - 30 * 86_400_000, to: now });
    expect(spanEndingAt('all', now)).toBeUndefined();
  });
});
