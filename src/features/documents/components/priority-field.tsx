import { LiteGroup } from '../../../components/ui/lite';
import { NumberInput, Slider } from '../../../components/ui/mantine';
import { useController, useFormContext } from 'react-hook-form';
import { isPriority, maxPriority, minPriority, priorityMarks } from '../model/document-rules';
import type { EditorValues } from '../model/editor-form';

/**
 * Priority as a number and a slider over the same range (`document-rules.ts`), both showing the form's one
 * value. The number is never clamped: 150 stays on screen with the reason it is refused, and the slider then
 * shows no position at all rather than pretending 100 (decision 0046). Dragging or clicking it sets a value
 * both show.
 */
export function PriorityField({ disabled }: { disabled?: boolean }) {
  const { control } = useFormContext<EditorValues>();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name: 'priority' });
  const shown = isPriority(value);
  return (
    <LiteGroup align="flex-start" gap="lg" wrap="wrap">
      <NumberInput
        label="Priority"
        description={`${minPriority} to ${maxPriority}; the highest wins a placement.`}
        value={Number.isFinite(value) ? value : ''}
        onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? Number.NaN : Number(next))}
        onBlur={onBlur}
        ref={ref}
        min={minPriority}
        max={maxPriority}
        clampBehavior="none"
        allowDecimal={false}
        error={fieldState.error?.message}
        disabled={disabled}
        w={200}
      />
      <Slider
        value={shown ? value : minPriority}
        onChange={(next) => onChange(next)}
        onChangeEnd={() => onBlur()}
        min={minPriority}
        max={maxPriority}
        step={1}
        style={{ flex: '1 1 180px' }}
        mt={42}
        disabled={disabled}
        thumbLabel="Priority slider"
        // Off the scale (150, a decimal, nothing typed): no thumb and no filled bar, so nothing contradicts
        // the number field; a click on the track still sets a value.
        styles={shown ? undefined : { thumb: { display: 'none' }, bar: { display: 'none' } }}
        marks={priorityMarks.map((mark) => ({ value: mark, label: String(mark) }))}
      />
    </LiteGroup>
  );
}
