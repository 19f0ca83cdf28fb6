// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateTime } from './date-time';

describe('DateTime', () => {
  it('shows a recent moment relatively, the full moment on hover and in dateTime', () => {
    const ms = Date.now() - 2 * 3_600_000;
    render(<DateTime value={new Date(ms).toISOString()} />);
    const time = screen.getByText('2 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', new Date(ms).toISOString());
    expect(time.getAttribute('title')).toMatch(String(new Date(ms).getFullYear()));
  });

  it('shows the fallback when there is no moment', () => {
    render(<DateTime value={null} fallback="never" />);
    expect(screen.getByText('never')).toBeInTheDocument();
  });

  it('shows the day alone with format="date", the exact moment to the second with format="datetime"', () => {
    const ms = Date.UTC(2025, 11, 31, 17, 4, 5);
    const { rerender } = render(<DateTime value={ms} format="date" />);
    expect(screen.getByText('Dec 31, 2025')).toHaveAttribute('title', 'Dec 31, 2025, 5:04:05 PM');
    rerender(<DateTime value={ms} format="datetime" />);
    // The local moment is shown; the hover gives it in UTC.
    expect(screen.getByText('Dec 31, 2025, 5:04:05 PM')).toHaveAttribute('title', '2025-12-31 17:04:05 UTC');
  });
});
