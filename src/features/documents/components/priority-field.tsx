import { Group, NumberInput, Slider } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { maxPriority, minPriority } from '../api/document-rules';
import type { EditorValues } from '../api/editor-form';

/**
 * Priority as a number and a slider. The number is never clamped: 101 stays on screen with the reason it is
 * refused, rather than silently becoming 100.
 */
export function PriorityField({ disabled }: { disabled?: boolean }) {
  const { control } = useFormContext<EditorValues>();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name: 'priority' });
  const inRange = Number.isFinite(value) ? Math.min(maxPriority, Math.max(minPriority, value)) : minPriority;
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <NumberInput
        label="Priority"
        description="0 to 100; the highest wins a placement."
        value={Number.isFinite(value) ? value : ''}
        onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? Number.NaN : Number(next))}
        onBlur={onBlur}
        ref={ref}
        clampBehavior="none"
        allowDecimal={false}
        error={fieldState.error?.message}
        disabled={disabled}
        w={220}
      />
      <Slider
        value={inRange}
        onChange={(next) => onChange(next)}
        onChangeEnd={() => onBlur()}
        min={minPriority}
        max={maxPriority}
        step={1}
        style={{ flex: 1 }}
        mt={42}
        disabled={disabled}
        thumbLabel="Priority slider"
        marks={[
          { value: 0, label: '0' },
          { value: 50, label: '50' },
          { value: 100, label: '100' },
        ]}
      />
    </Group>
  );
}
