import { tokenList } from './ui/plain';
import classes from './light-badge.module.css';

interface LightBadgeProps {
  /** A theme colour: the badge uses its "light" background and text colours, in both colour schemes. */
  color: 'gray' | 'teal' | 'blue' | 'orange' | 'yellow' | 'red' | 'green' | 'violet';
  /** Capitals (Mantine's default) or as written. */
  letterCase?: 'upper' | 'as-written';
  /** Spacing from the page (a margin). */
  className?: string;
  children: string;
}

/**
 * A status word in a coloured pill, drawn as Mantine's light Badge: a plain element, for the places that render
 * one per row (list cells).
 */
export function LightBadge({ color, letterCase = 'upper', className, children }: LightBadgeProps) {
  return (
    <span
      className={tokenList(classes.badge, className)}
      data-case={letterCase}
      style={{
        ['--badge-bg' as string]: `var(--mantine-color-${color}-light)`,
        ['--badge-color' as string]: `var(--mantine-color-${color}-light-color)`,
      }}
    >
      {children}
    </span>
  );
}
