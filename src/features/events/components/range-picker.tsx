import { LiteBox, LiteGroup } from '../../../components/ui/lite';
import { TextField } from '../../../components/ui/plain';
import { useState } from 'react';
import { localInputToMs, msToLocalInput } from '../model/explorer-params';
import { presetLabels, rangePresets, type RangePreset, type TimelineParams } from '../model/timeline-params';
import { SegmentedControl } from '../../../components/segmented-control';

interface RangePickerProps {
  params: TimelineParams;
  onChange: (next: Pick<TimelineParams, 'range' | 'from' | 'to'>) => void;
}

/** The timeline's time range: presets ending now, or custom from/to (in the person's time zone). */
export function RangePicker({ params, onChange }: RangePickerProps) {
  // What is typed stays as typed until it is a date-time (an incomplete value is never thrown away).
  const [from, setFrom] = useState(params.from === undefined ? '' : msToLocalInput(params.from));
  const [to, setTo] = useState(params.to === undefined ? '' : msToLocalInput(params.to));
  // A range set from outside (the address, back and forward) replaces a typed value that means something else.
  // Adjusted while rendering rather than by remounting the picker: a remount would take the focus from the radio
  // or the field the person is using (docs/decisions/0173-where-focus-goes.md).
  const [shown, setShown] = useState({ from: params.from, to: params.to });
  if (shown.from !== params.from || shown.to !== params.to) {
    setShown({ from: params.from, to: params.to });
    if (localInputToMs(from) !== params.from) setFrom(params.from === undefined ? '' : msToLocalInput(params.from));
    if (localInputToMs(to) !== params.to) setTo(params.to === undefined ? '' : msToLocalInput(params.to));
  }
  const fromMs = localInputToMs(from);
  const toMs = localInputToMs(to);
  const toError =
    fromMs !== undefined && toMs !== undefined && toMs < fromMs ? 'The end must not be before the start.' : undefined;

  const commit = (nextFrom: string, nextTo: string) => {
    const a = localInputToMs(nextFrom);
    const b = localInputToMs(nextTo);
    if ((nextFrom && a === undefined) || (nextTo && b === undefined) || (a !== undefined && b !== undefined && b < a))
      return;
    onChange({ range: 'custom', from: a, to: b });
  };

  return (
    <LiteGroup gap="sm" align="flex-end" miw={0} maw="100%">
      {/* On a phone the presets scroll inside their own box instead of widening the page. */}
      <LiteBox maw="100%" style={{ overflowX: 'auto' }}>
        <SegmentedControl
          aria-label="Time range"
          value={params.range}
          onChange={(value) => {
            const range = value as RangePreset;
            if (range === 'custom') commit(from, to);
            else onChange({ range });
          }}
          data={rangePresets.map((preset) => ({ value: preset, label: presetLabels[preset] }))}
        />
      </LiteBox>
      {params.range === 'custom' && (
        <>
          <TextField
            type="datetime-local"
            label="From"
            size="xs"
            value={from}
            onChange={(event) => {
              setFrom(event.currentTarget.value);
              commit(event.currentTarget.value, to);
            }}
          />
          <TextField
            type="datetime-local"
            label="To"
            size="xs"
            value={to}
            error={toError}
            onChange={(event) => {
              setTo(event.currentTarget.value);
              commit(from, event.currentTarget.value);
            }}
          />
        </>
      )}
    </LiteGroup>
  );
}
