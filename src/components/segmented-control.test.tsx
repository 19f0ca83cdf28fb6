// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LabelledSegmentedControl, SegmentedControl } from './segmented-control';

const ranges = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: 'all', label: 'All' },
] as const;

function Range({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string>('7d');
  return (
    <SegmentedControl
      aria-label="Time range"
      data={[...ranges]}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a named radio group with one radio per choice, the current one checked', () => {
    render(<Range onChange={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Time range' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['7d', '30d', 'all']);
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
  });

  it('changes on a click of the segment, and with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    await user.click(screen.getByText('30 days'));
    expect(onChange).toHaveBeenLastCalledWith('30d');
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '30 days' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('all');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('ignores clicks while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SegmentedControl aria-label="Method" data={[...ranges]} value="7d" onChange={onChange} disabled />);
    await user.click(screen.getByText('All'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'All' })).toBeDisabled();
  });

  it('keeps two groups on one page apart', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Range onChange={() => {}} />
        <LabelledSegmentedControl label="Results as" data={[...ranges]} value="all" onChange={() => {}} />
      </>,
    );
    await user.click(screen.getAllByText('30 days')[0]!);
    // The other group's choice stands: each group has its own radio name.
    const labelled = screen.getByRole('radiogroup', { name: 'Results as' });
    expect(labelled.querySelector('input:checked')).toHaveAttribute('value', 'all');
  });
});
