// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { defaultListParams, type ProfileListParams } from '../model/list-params';
import { useListSelection } from './use-list-selection';
import type { Profile } from '../api/schemas';

const row = (clientId: number) => ({ clientId }) as Profile;
const page = [row(1), row(2), row(3)];

describe('useListSelection', () => {
  it('keeps the selection over pages, sort and page size, and drops it for other filters or another workspace', () => {
    const { result, rerender } = renderHook(({ ws, params }) => useListSelection(ws, params), {
      initialProps: { ws: 'a', params: { ...defaultListParams, filters: { city: 'Oslo' } } as ProfileListParams },
    });
    act(() => result.current.toggle([row(2)], true, page));
    const ids = () => [...result.current.selection.picked.keys()];
    expect(ids()).toEqual([2]);

    rerender({
      ws: 'a',
      params: { ...defaultListParams, filters: { city: 'Oslo' }, page: 3, pageSize: 50, sortBy: 'email' },
    });
    expect(ids()).toEqual([2]);

    rerender({ ws: 'b', params: { ...defaultListParams, filters: { city: 'Oslo' } } });
    expect(ids()).toEqual([]);
    rerender({ ws: 'a', params: { ...defaultListParams, filters: { city: 'Oslo' }, anonymous: 'no' } });
    expect(ids()).toEqual([]);
    act(() => result.current.toggle([row(1)], true, page));
    rerender({ ws: 'a', params: { ...defaultListParams, filters: { city: 'Bergen' }, anonymous: 'no' } });
    expect(ids()).toEqual([]);
  });

  it('turns "all matching" into the rest of the page when one row is unticked', () => {
    const { result } = renderHook(() => useListSelection('a', defaultListParams));
    act(() => result.current.selectMatching());
    expect(result.current.selection.matching).toBe(true);
    act(() => result.current.toggle([row(2)], false, page));
    expect(result.current.selection.matching).toBe(false);
    expect([...result.current.selection.picked.keys()]).toEqual([1, 3]);
    act(() => result.current.clear());
    expect(result.current.selection.picked.size).toBe(0);
  });
});
