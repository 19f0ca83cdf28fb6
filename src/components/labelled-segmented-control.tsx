import { SegmentedControl, type SegmentedControlProps, Stack, Text } from '@mantine/core';
import { useId } from 'react';

interface LabelledSegmentedControlProps<T extends string> extends Omit<
  SegmentedControlProps,
  'value' | 'onChange' | 'data'
> {
  /** Shown above the control and used as its accessible name (SegmentedControl has no label of its own). */
  label: string;
  value: T;
  onChange: (value: T) => void;
  data: { value: T; label: string }[];
}

/** A SegmentedControl with a visible label, like the form fields around it. */
export function LabelledSegmentedControl<T extends string>({
  label,
  onChange,
  ...controlProps
}: LabelledSegmentedControlProps<T>) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl {...controlProps} aria-labelledby={labelId} onChange={(value) => onChange(value as T)} />
    </Stack>
  );
}
