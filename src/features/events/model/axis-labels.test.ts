import { describe, expect, it } from 'vitest';
import { axisLabels, LABEL_GAP } from './axis-labels';

const days = (count: number) => Array.from({ length: count }, (_, k) => `Dec ${k + 1}, 2025`);

/** Labels apart by at least the gap, inside the plot. */
function expectReadable(labels: ReturnType<typeof axisLabels>, start: number, end: number) {
  for (const [k, label] of labels.entries()) {
    expect(label.x).toBeGreaterThanOrEqual(start);
    expect(label.x + label.width).toBeLessThanOrEqual(end);
    if (k > 0) expect(label.x).toBeGreaterThanOrEqual(labels[k - 1]!.x + labels[k - 1]!.width + LABEL_GAP);
  }
}

describe('axisLabels', () => {
  it('labels the newest bar, inside the plot’s right end', () => {
    for (const [count, width] of [
      [7, 350],
      [30, 760],
      [31, 350],
      [92, 1200],
      [105, 390],
    ] as const) {
      const labels = axisLabels(days(count), 40, width, (width - 40) / count);
      expect(labels.at(-1)!.index).toBe(count - 1);
      expect(labels.at(-1)!.x + labels.at(-1)!.width).toBeLessThanOrEqual(width);
      expectReadable(labels, 40, width);
    }
  });

  it('spaces labels by the widest, every few bars, and never lets two collide', () => {
    const labels = axisLabels(days(30), 40, 760, 24);
    expect(labels.length).toBeGreaterThan(3);
    // Evenly, back from the newest (whose label, pulled inside the plot, may leave a wider gap before it).
    const steps = new Set(labels.slice(1, -1).map((label, k) => label.index - labels[k]!.index));
    expect(steps.size).toBe(1);
    expectReadable(labels, 40, 760);
  });

  it('labels every bar when there is room, and none when there are no bars', () => {
    expect(axisLabels(days(7), 40, 1240, 170).map((label) => label.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(axisLabels([], 40, 800, 10)).toEqual([]);
  });
});
