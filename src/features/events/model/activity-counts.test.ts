import { activityBars, axisDays, bucketStart, countActivity, niceTicks } from './activity-counts';
import { localDayKey } from './timeline-rows';

const DAY = 86_400_000;

describe('activity counts', () => {
  it('counts per local day and action, with totals and the span counted', () => {
    const noon = new Date(2025, 11, 3, 12).getTime();
    const counts = countActivity(
      [
        { ms: noon, action: 'page.visit' },
        { ms: noon + 60_000, action: 'page.visit' },
        { ms: noon + 60_000, action: 'client.login' },
        { ms: noon - DAY, action: 'page.visit' },
      ],
      true,
    );
    expect(counts.perDay[localDayKey(noon)]).toEqual({ 'page.visit': 2, 'client.login': 1 });
    expect(counts.perDay[localDayKey(noon - DAY)]).toEqual({ 'page.visit': 1 });
    expect(counts.totals).toEqual({ 'page.visit': 3, 'client.login': 1 });
    expect(counts.counted).toBe(4);
    expect(counts.oldestMs).toBe(noon - DAY);
    expect(counts.newestMs).toBe(noon + 60_000);
  });

  it('gives the axis every day of the chosen range, not only the days with events', () => {
    const to = new Date(2025, 11, 31, 15).getTime();
    const days = axisDays(to - 30 * DAY, to);
    expect(days).toHaveLength(31);
    expect(days[0]).toBe('2025-12-01');
    expect(days.at(-1)).toBe('2025-12-31');
    expect(new Set(days).size).toBe(days.length);
  });

  it('keeps at least a week on the axis when the range holds one recent event', () => {
    const at = new Date(2025, 11, 31, 15).getTime();
    expect(axisDays(at, at)).toEqual([
      '2025-12-25',
      '2025-12-26',
      '2025-12-27',
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
    ]);
  });

  it('has a bar a day up to three months, a week up to two years, a month beyond, each summing its days', () => {
    const to = new Date(2025, 11, 31, 15).getTime();
    const events = [
      { ms: to, action: 'page.visit' },
      { ms: to - DAY, action: 'page.visit' },
      { ms: to - 2 * DAY, action: 'client.login' },
      { ms: new Date(2025, 0, 6, 9).getTime(), action: 'page.visit' },
      { ms: new Date(2024, 5, 15, 9).getTime(), action: 'page.visit' },
    ];
    const counts = countActivity(events, true);

    const quarter = activityBars(counts, to - 91 * DAY, to);
    expect(quarter.bucket).toBe('day');
    expect(quarter.bars).toHaveLength(92);
    expect(quarter.bars.at(-1)).toEqual({ start: '2025-12-31', perAction: { 'page.visit': 1 } });

    const year = activityBars(counts, new Date(2025, 0, 1).getTime(), to);
    expect(year.bucket).toBe('week');
    // Weeks start on Monday: 29 Dec 2025 holds the 29th, 30th and 31st; 30 Dec 2024 the year's first days.
    expect(year.bars[0]!.start).toBe('2024-12-30');
    expect(year.bars.at(-1)).toEqual({ start: '2025-12-29', perAction: { 'page.visit': 2, 'client.login': 1 } });
    expect(year.bars.find((bar) => bar.start === '2025-01-06')!.perAction).toEqual({ 'page.visit': 1 });
    expect(year.bars).toHaveLength(53);
    expect(year.bars.every((bar) => new Date(`${bar.start}T12:00`).getDay() === 1)).toBe(true);

    const long = activityBars(counts, new Date(2023, 6, 10).getTime(), to);
    expect(long.bucket).toBe('month');
    expect(long.bars.map((bar) => bar.start).slice(0, 2)).toEqual(['2023-07-01', '2023-08-01']);
    expect(long.bars).toHaveLength(30);
    expect(long.bars.find((bar) => bar.start === '2024-06-01')!.perAction).toEqual({ 'page.visit': 1 });
    const total = (bars: typeof long.bars) =>
      bars.reduce((sum, bar) => sum + Object.values(bar.perAction).reduce((a, b) => a + b, 0), 0);
    expect(total(long.bars)).toBe(5);
    expect(total(year.bars)).toBe(4);
  });

  it('starts a week on its Monday, across a month and a year', () => {
    expect(bucketStart('2026-01-01', 'week')).toBe('2025-12-29');
    expect(bucketStart('2025-12-29', 'week')).toBe('2025-12-29');
    expect(bucketStart('2025-12-28', 'week')).toBe('2025-12-22');
    expect(bucketStart('2025-12-28', 'month')).toBe('2025-12-01');
  });

  it('steps the y-axis evenly in 1, 2 or 5 × 10ⁿ, from 0 to at least the maximum', () => {
    expect(niceTicks(75)).toEqual([0, 20, 40, 60, 80]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(430)).toEqual([0, 200, 400, 600]);
    for (const max of [7, 13, 99, 1234]) {
      const ticks = niceTicks(max);
      const steps = ticks.slice(1).map((tick, k) => tick - ticks[k]!);
      expect(new Set(steps).size).toBe(1);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
    }
  });
});
