import { describe, expect, it } from 'vitest';
import { formatAbsolute, formatDay, formatRelative, formatTimeOfDay, formatUtc, toMillis } from './date-format';

const now = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('formatRelative', () => {
  it('says "just now" within a minute either way', () => {
    expect(formatRelative(now - 30_000, now)).toBe('just now');
    expect(formatRelative(now + 30_000, now)).toBe('just now');
  });

  it('counts minutes, hours and days in the past and the future', () => {
    expect(formatRelative(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(formatRelative(now - 3 * 3_600_000, now)).toBe('3 hours ago');
    expect(formatRelative(now - 24 * 3_600_000, now)).toBe('yesterday');
    expect(formatRelative(now + 3 * 24 * 3_600_000, now)).toBe('in 3 days');
  });

  it('gives the date itself past 30 days', () => {
    const old = Date.UTC(2026, 0, 5, 12);
    expect(formatRelative(old, now)).toBe(formatDay(old));
    expect(formatRelative(old, now)).not.toMatch(/ago/);
  });
});

describe('toMillis', () => {
  it('reads numbers, ISO strings and dates, and refuses what names no moment', () => {
    expect(toMillis(now)).toBe(now);
    expect(toMillis(new Date(now).toISOString())).toBe(now);
    expect(toMillis(new Date(now))).toBe(now);
    expect(toMillis('not a date')).toBeNull();
    expect(toMillis(null)).toBeNull();
    expect(toMillis('')).toBeNull();
  });
});

describe('formatAbsolute', () => {
  it('includes the year and the time', () => {
    expect(formatAbsolute(now)).toMatch(/2026/);
    expect(formatAbsolute(now)).toMatch(/\d{1,2}:\d{2}/);
  });
});

describe('formatAbsolute, formatTimeOfDay, formatUtc', () => {
  // 17:04:05 UTC; the tests run in UTC and en-US.
  const moment = Date.UTC(2025, 11, 31, 17, 4, 5);

  it('gives the exact moment to the second, not the day alone', () => {
    expect(formatAbsolute(moment)).toBe('Dec 31, 2025, 5:04:05 PM');
  });

  it('gives the time of day to the second', () => {
    expect(formatTimeOfDay(moment)).toBe('05:04:05 PM');
  });

  it('gives the moment in UTC', () => {
    expect(formatUtc(moment)).toBe('2025-12-31 17:04:05 UTC');
  });
});
