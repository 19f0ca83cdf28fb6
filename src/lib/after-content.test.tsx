// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PartsAfterContent, useAfterFirstPaint } from './after-content';

describe('useAfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('is false for the first render and turns true once the next frame has been shown', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    // The frame's callback runs before its paint: still false until the frame after it, and a task.
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('schedules nothing after it has been unmounted', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const { unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

/** A browser that reports largest paints: the test hands out the entries. */
class FakePerformanceObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static instances: FakePerformanceObserver[] = [];
  observed: string[] = [];
  disconnected = false;
  constructor(
    private readonly callback: (list: { getEntries: () => { startTime: number; element?: Element }[] }) => void,
  ) {
    FakePerformanceObserver.instances.push(this);
  }
  observe({ type }: { type: string }) {
    this.observed.push(type);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(...startTimes: number[]) {
    this.callback({ getEntries: () => startTimes.map((startTime) => ({ startTime })) });
  }
  reportElement(startTime: number, element: Element) {
    this.callback({ getEntries: () => [{ startTime, element }] });
  }
}

describe('whenContentShown, where the browser reports largest paints', () => {
  let loadModule: () => Promise<typeof import('./after-content')>;

  beforeEach(() => {
    FakePerformanceObserver.instances = [];
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.resetModules();
    loadModule = () => import('./after-content');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Whether `promise` has resolved once the tasks queued by now have run (a timer queued while the fake clock
   *  ticks waits 1 ms). */
  async function settled(promise: Promise<void>) {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1);
    return done;
  }

  it('waits for a largest paint painted after it was first asked, not one from before', async () => {
    const { whenContentShown } = await loadModule();
    vi.advanceTimersByTime(500);
    const shown = whenContentShown();
    const observer = FakePerformanceObserver.instances[0]!;
    expect(observer.observed).toEqual(['largest-contentful-paint']);
    // The loading state painted before the page was rendered.
    observer.report(96);
    expect(await settled(shown)).toBe(false);
    observer.report(606);
    expect(await settled(shown)).toBe(true);
    expect(observer.disconnected).toBe(true);
    // Every later caller goes on at once, with the same observer.
    expect(await settled(whenContentShown())).toBe(true);
    expect(FakePerformanceObserver.instances).toHaveLength(1);
  });

  it('lets each caller go on in a task of its own, so that what waits for the moment is not one long task', async () => {
    const { whenContentShown } = await loadModule();
    const ran: string[] = [];
    void whenContentShown().then(() => ran.push('first'));
    void whenContentShown().then(() => ran.push('second'));
    FakePerformanceObserver.instances[0]!.report(performance.now() + 10);
    await Promise.resolve();
    // Shown, and each caller waits for a timer (a task) of its own.
    expect(ran).toEqual([]);
    expect(vi.getTimerCount()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['first', 'second']);
    // A later page's caller goes on at once, without a timer: nothing else waits for the moment then.
    void whenContentShown().then(() => ran.push('later'));
    await Promise.resolve();
    expect(ran).toEqual(['first', 'second', 'later']);
  });

  it('does not count the loading state painted after it was asked: the entry script can run before it', async () => {
    const { whenContentShown } = await loadModule();
    const shown = whenContentShown();
    const observer = FakePerformanceObserver.instances[0]!;
    const loading = document.createElement('div');
    loading.className = 'boot-screen';
    loading.append(document.createElement('span'));
    observer.reportElement(performance.now() + 10, loading.firstElementChild!);
    expect(await settled(shown)).toBe(false);
    const heading = document.createElement('h1');
    observer.reportElement(performance.now() + 20, heading);
    expect(await settled(shown)).toBe(true);
  });

  it('goes on at the first press or key: the browser stops reporting there', async () => {
    const { whenContentShown } = await loadModule();
    const shown = whenContentShown();
    expect(await settled(shown)).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
    expect(await settled(shown)).toBe(true);
  });

  it('goes on after CONTENT_WAIT_MS when the browser reports nothing', async () => {
    const { whenContentShown, CONTENT_WAIT_MS } = await loadModule();
    const shown = whenContentShown();
    await vi.advanceTimersByTimeAsync(CONTENT_WAIT_MS - 2);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(shown)).toBe(true);
  });

  it('keeps useAfterFirstPaint false until the content is on screen', async () => {
    const { useAfterFirstPaint } = await loadModule();
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout', 'performance'],
    });
    const { result } = renderHook(() => useAfterFirstPaint());
    await act(async () => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      FakePerformanceObserver.instances[0]!.report(performance.now());
      await vi.advanceTimersByTimeAsync(0);
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current).toBe(true);
  });
});

describe('PartsAfterContent', () => {
  afterEach(() => vi.useRealTimers());

  it('holds the parts inside while the content is pending, then lets them go after the next frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    let pending = true;
    const { result, rerender } = renderHook(() => useAfterFirstPaint(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <PartsAfterContent pending={pending}>{children}</PartsAfterContent>
      ),
    });
    act(() => vi.runAllTimers());
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
    pending = false;
    rerender();
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
    // A later wait (another sample) does not take a shown part away.
    pending = true;
    rerender();
    expect(result.current).toBe(true);
  });
});
