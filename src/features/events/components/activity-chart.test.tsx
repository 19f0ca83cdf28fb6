// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '../../../test/render';
import { formatDay } from '../../../lib/date-format';
import { countActivity } from '../model/activity-counts';
import { LABEL_CHAR_WIDTH } from '../model/axis-labels';
import { ActivityChart } from './activity-chart';

// jsdom lays nothing out: a ResizeObserver that reports an 800 px wide plot (Mantine's useElementSize reads it).
class WideResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    const contentRect = { x: 0, y: 0, top: 0, left: 0, bottom: 240, right: 800, width: 800, height: 240 };
    this.callback([{ contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

const at = (day: number, hour = 12) => new Date(2026, 10, day, hour).getTime();
const from = at(1, 0);
const to = at(7, 23);

async function renderChart(events: { ms: number; action: string }[], range = { from, to }) {
  vi.stubGlobal('ResizeObserver', WideResizeObserver);
  const view = renderWithMantine(
    <ActivityChart counts={countActivity(events, true)} fromMs={range.from} toMs={range.to} />,
  );
  // The size arrives in the next frame.
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  return view;
}

afterEach(() => vi.unstubAllGlobals());

describe('ActivityChart', () => {
  it('stacks a bar a day, each action its own segment, as tall as its count', async () => {
    const { container } = await renderChart([
      { ms: at(2), action: 'page.visit' },
      { ms: at(2, 13), action: 'page.visit' },
      { ms: at(2, 14), action: 'client.login' },
      { ms: at(5), action: 'page.visit' },
    ]);
    const svg = container.querySelector('svg')!;
    const segments = [...svg.querySelectorAll('rect[fill]')];
    // Day 2: page.visit (2) below client.login (1); day 5: page.visit (1).
    expect(segments).toHaveLength(3);
    const height = (rect: Element) => Number(rect.getAttribute('height'));
    expect(height(segments[0]!)).toBeCloseTo(2 * height(segments[1]!));
    expect(height(segments[2]!)).toBeCloseTo(height(segments[1]!));
    expect(Number(segments[1]!.getAttribute('y')) + height(segments[1]!)).toBeCloseTo(
      Number(segments[0]!.getAttribute('y')),
    );
    // Seven days, a slot each; the y axis goes 0, 1, 2 (niceTicks of 3 is 0…3 by 1).
    expect(svg.querySelectorAll('g > rect:not([fill])')).toHaveLength(7);
    expect([...svg.querySelectorAll('text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['0', '1', '2', '3']),
    );
    expect(screen.getByRole('list', { name: 'Actions in the chart' }).textContent).toContain('page.visit (3)');
  });

  it('reads each bar out from the keyboard', async () => {
    await renderChart([
      { ms: at(1), action: 'page.visit' },
      { ms: at(7), action: 'page.visit' },
      { ms: at(7, 13), action: 'client.login' },
    ]);
    const plot = screen.getByRole('group', { name: 'Events per day by action' });
    const live = () => plot.querySelector('[aria-live="polite"]')!.textContent;
    plot.focus();
    expect(live()).toBe('');
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(live()).toMatch(/^.+: 1 event \(page\.visit 1\)$/);
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(live()).toMatch(/: 0 events$/);
    fireEvent.keyDown(plot, { key: 'End' });
    expect(live()).toMatch(/: 2 events \(page\.visit 1, client\.login 1\)$/);
    fireEvent.keyDown(plot, { key: 'Escape' });
    expect(live()).toBe('');
  });

  it('sums the actions beyond the six most frequent as "other actions"', async () => {
    const actions = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'];
    await renderChart(
      actions.flatMap((action, k) =>
        Array.from({ length: actions.length - k }, (_, i) => ({ ms: at(3, i), action: `${action}.x` })),
      ),
    );
    const legend = screen.getByRole('list', { name: 'Actions in the chart' });
    expect(legend.querySelectorAll('li')).toHaveLength(7);
    // a7 (2 events) and a8 (1) together.
    expect(legend.textContent).toContain('other actions (3)');
  });

  it('labels the days so that no two collide and the newest is not cut off at the right edge', async () => {
    // 30 days in 760 px of plot: about 25 px a bar, a date label three or four bars wide.
    const { container } = await renderChart([{ ms: at(20), action: 'page.visit' }], { from: at(1, 0), to: at(30, 23) });
    const labels = [...container.querySelectorAll('svg text')]
      // The x axis's labels sit in the band under the plot (y 232); the y axis's ticks beside it.
      .filter((text) => Number(text.getAttribute('y')) === 232)
      .map((text) => {
        const anchor = text.getAttribute('text-anchor') ?? 'start';
        const width = text.textContent!.length * LABEL_CHAR_WIDTH;
        const x = Number(text.getAttribute('x'));
        const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
        return { text: text.textContent, left, right: left + width };
      });
    expect(labels.length).toBeGreaterThan(3);
    expect(labels.at(-1)!.text).toBe(formatDay(at(30, 0)));
    expect(labels.at(-1)!.right).toBeLessThanOrEqual(800);
    expect(labels[0]!.left).toBeGreaterThanOrEqual(40);
    for (let k = 1; k < labels.length; k += 1) expect(labels[k]!.left).toBeGreaterThan(labels[k - 1]!.right);
  });
});
