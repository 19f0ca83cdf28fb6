// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithMantine } from '../../../test/render';
import { QueryBox, typingDebounceMs } from './query-box';

/** The page applies the query through the URL: the new value comes back a moment later. */
function Harness({ onApply }: { onApply: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <QueryBox
      label="Query"
      value={value}
      busy={false}
      onChange={(next) => {
        onApply(next);
        setTimeout(() => setValue(next), 20);
      }}
    />
  );
}

describe('QueryBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies a 10-character word typed at 50 ms per key once, 250 ms after the last key', () => {
    const onApply = vi.fn();
    renderWithMantine(<Harness onApply={onApply} />);
    const box = screen.getByRole('searchbox', { name: 'Query' });
    let typed = '';
    for (const key of 'sneakerbag') {
      typed += key;
      fireEvent.change(box, { target: { value: typed } });
      act(() => vi.advanceTimersByTime(50));
    }
    expect(onApply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(typingDebounceMs));
    expect(onApply).toHaveBeenCalledOnce();
    expect(onApply).toHaveBeenCalledWith('sneakerbag');
  });

  it('a pause mid-word applies what is there, and typing on is never undone by that', () => {
    const onApply = vi.fn();
    renderWithMantine(<Harness onApply={onApply} />);
    const box = screen.getByRole('searchbox', { name: 'Query' });
    fireEvent.change(box, { target: { value: 'sne' } });
    act(() => vi.advanceTimersByTime(typingDebounceMs));
    expect(onApply).toHaveBeenLastCalledWith('sne');
    // Typing on before the applied value has come back.
    fireEvent.change(box, { target: { value: 'sneak' } });
    act(() => vi.advanceTimersByTime(30));
    expect(box).toHaveValue('sneak');
    act(() => vi.advanceTimersByTime(typingDebounceMs));
    expect(onApply).toHaveBeenLastCalledWith('sneak');
    expect(box).toHaveValue('sneak');
  });

  it('Enter applies at once', () => {
    const onApply = vi.fn();
    renderWithMantine(<Harness onApply={onApply} />);
    const box = screen.getByRole('searchbox', { name: 'Query' });
    fireEvent.change(box, { target: { value: 'bag' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    act(() => vi.advanceTimersByTime(1));
    expect(onApply).toHaveBeenCalledWith('bag');
  });
});
