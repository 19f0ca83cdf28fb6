import { axisDays, countActivity, niceTicks } from './activity-counts';
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
