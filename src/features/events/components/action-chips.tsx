import { LiteButton, LiteGroup } from '../../../components/ui/lite';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useId } from 'react';
import classes from './action-chips.module.css';

interface ActionChipsProps {
  /** The actions of the loaded events, most frequent first: chips while the range is being counted. */
  loaded: readonly string[];
  /**
   * Events per action over the whole range, as the activity chart's legend counts them (the same query); undefined
   * while they are counted, or when they could not be.
   */
  rangeTotals: Record<string, number> | undefined;
  selected: string[];
  onChange: (actions: string[]) => void;
}

/** The chips, with counts once the range is counted: most frequent first, loaded actions the range missed too. */
export function chipCounts(
  loaded: readonly string[],
  rangeTotals: Record<string, number> | undefined,
  selected: readonly string[],
): Array<{ action: string; count?: number }> {
  const actions = [...new Set([...(rangeTotals ? Object.keys(rangeTotals) : []), ...loaded, ...selected])];
  if (!rangeTotals) return actions.map((action) => ({ action }));
  return actions
    .map((action) => ({ action, count: rangeTotals[action] ?? 0 }))
    .sort((a, b) => b.count - a.count || a.action.localeCompare(b.action));
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
 * One chip per action, with its count over the whole range, the number the chart's legend gives (docs/decisions/
 * 0143-action-chips-count-the-range.md; until the range is counted the chips of the loaded actions have no count);
 * chosen chips filter the loaded events of the timeline. They stay on one line,
 * which scrolls sideways when they do not fit: more events (the first page after the newest hundred, "load older")
 * bring more actions, and a row that grew a line would push the chart and the list down under the person's eyes.
 * Each chip is a checkbox and its label, drawn as Mantine's outline Chip (action-chips.module.css): the timeline's
 * first paint needs none of Mantine's larger chunks (decision 0116).
 */
export function ActionChips({ loaded, rangeTotals, selected, onChange }: ActionChipsProps) {
  const hintId = useId();
  // A chosen action with no events still shows (count 0), so it can be unchosen.
  const chips = chipCounts(loaded, rangeTotals, selected);
  return (
    <LiteGroup
      gap="xs"
      wrap="nowrap"
      className={classes.row}
      role="group"
      aria-label="Filter by action"
      aria-describedby={hintId}
    >
      <VisuallyHidden id={hintId}>
        {rangeTotals ? 'Each count is of the whole range, as in the activity chart.' : 'The range is being counted.'}
      </VisuallyHidden>
      {chips.map(({ action, count }) => {
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
              {count === undefined ? action : `${action} · ${count.toLocaleString()}`}
            </span>
          </label>
        );
      })}
      {selected.length > 0 && (
        <LiteButton variant="subtle" size="compact-sm" onClick={() => onChange([])}>
          Show all actions
        </LiteButton>
      )}
    </LiteGroup>
  );
}
