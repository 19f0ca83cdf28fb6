import { actionColor } from './action-style';
import classes from './timeline.module.css';

/** An action name with its colour dot: plain markup, cheap enough for thousands of rows. */
export function ActionBadge({ action, label = action }: { action: string; label?: string }) {
  return (
    <span className={classes.action} data-action={action}>
      <span
        className={classes.dot}
        style={{ backgroundColor: `var(--mantine-color-${actionColor(action)}-6)` }}
        aria-hidden
      />
      {label}
    </span>
  );
}
