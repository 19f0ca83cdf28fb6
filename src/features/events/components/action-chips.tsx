import { Button, Group } from '../../../components/lite/lite-ui';
import classes from './action-chips.module.css';

interface ActionChipsProps {
  counts: Array<{ action: string; count: number }>;
  selected: string[];
  onChange: (actions: string[]) => void;
}

function CheckIcon() {
  return (
    <svg className={classes.icon} viewBox="0 0 10 7" fill="none" aria-hidden="true">
      <path
        d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * One chip per action in the loaded events, with its count; chosen chips filter the timeline. They stay on one line,
 * which scrolls sideways when they do not fit: more events (the first page after the newest hundred, "load older")
 * bring more actions, and a row that grew a line would push the chart and the list down under the person's eyes.
 * Each chip is a checkbox and its label, drawn as Mantine's outline Chip (action-chips.module.css): the timeline's
 * first paint needs none of Mantine's larger chunks (decision 0116).
 */
export function ActionChips({ counts, selected, onChange }: ActionChipsProps) {
  // A chosen action with no loaded events still shows (count 0), so it can be unchosen.
  const missing = selected
    .filter((action) => !counts.some((c) => c.action === action))
    .map((action) => ({ action, count: 0 }));
  return (
    <Group gap="xs" wrap="nowrap" className={classes.row} role="group" aria-label="Filter by action">
      {[...counts, ...missing].map(({ action, count }) => {
        const checked = selected.includes(action);
        return (
          <label key={action} className={classes.chip}>
            <input
              type="checkbox"
              className={classes.input}
              checked={checked}
              onChange={() => onChange(checked ? selected.filter((a) => a !== action) : [...selected, action])}
            />
            <span className={classes.label} data-checked={checked || undefined}>
              {checked && (
                <span className={classes.iconWrapper}>
                  <CheckIcon />
                </span>
              )}
              {action} · {count.toLocaleString()}
            </span>
          </label>
        );
      })}
      {selected.length > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange([])}>
          Show all actions
        </Button>
      )}
    </Group>
  );
}
