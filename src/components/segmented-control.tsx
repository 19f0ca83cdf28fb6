import { useId } from 'react';
import classes from './segmented-control.module.css';

export interface SegmentedControlProps<T extends string> {
  data: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  size?: 'sm' | 'xs';
  disabled?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * One choice of a few, all in sight: a radio group drawn as Mantine's SegmentedControl. Native radio buttons, so
 * the arrow keys move the choice and assistive technology reads a radio group, as with Mantine's; without its
 * floating indicator, which measured the segments after every render (docs/decisions/0112-plain-segmented-control.md).
 */
export function SegmentedControl<T extends string>({
  data,
  value,
  onChange,
  size = 'sm',
  disabled = false,
  ...labelling
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" className={classes.root} data-size={size} {...labelling}>
      {data.map((item) => (
        <label key={item.value} className={classes.control}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={item.value}
            checked={item.value === value}
            disabled={disabled}
            onChange={() => onChange(item.value)}
          />
          <span className={classes.label}>{item.label}</span>
        </label>
      ))}
    </div>
  );
}

interface LabelledSegmentedControlProps<T extends string> extends Omit<
  SegmentedControlProps<T>,
  'aria-label' | 'aria-labelledby'
> {
  /** Shown above the control and used as its accessible name. */
  label: string;
}

/** A segmented control with a visible label, like the form fields around it. */
export function LabelledSegmentedControl<T extends string>({ label, ...control }: LabelledSegmentedControlProps<T>) {
  const labelId = useId();
  return (
    <div className={classes.labelled}>
      <span className={classes.groupLabel} id={labelId}>
        {label}
      </span>
      <SegmentedControl {...control} aria-labelledby={labelId} />
    </div>
  );
}
