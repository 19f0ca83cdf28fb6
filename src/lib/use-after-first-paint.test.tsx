// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useAfterFirstPaint } from './use-after-first-paint';

describe('useAfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('is false for the first render and turns true after the next frame has been painted', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersToNextFrame());
    // The frame's callback runs before its paint: still false until the task queued after it.
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
