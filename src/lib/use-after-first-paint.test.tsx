// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useAfterFirstPaint } from './use-after-first-paint';

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
