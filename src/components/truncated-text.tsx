import type { ComponentProps } from 'react';
import { tokenList } from './ui/plain';
import classes from './truncated-text.module.css';

interface TruncatedTextProps extends Omit<ComponentProps<'span'>, 'children' | 'title'> {
  children: string;
  size?: 'xs' | 'sm';
  monospace?: boolean;
  dimmed?: boolean;
  bold?: boolean;
}

/**
 * One line, cut with an ellipsis; the full value on hover (and for screen readers, which read the text itself).
 * A plain element (truncated-text.module.css): the lists render one per cell.
 */
export function TruncatedText({
  children,
  size = 'sm',
  monospace = false,
  dimmed = false,
  bold = false,
  className,
  ...props
}: TruncatedTextProps) {
  return (
    <span
      {...props}
      className={tokenList(
        classes.text,
        size === 'xs' && classes.xs,
        monospace && classes.monospace,
        dimmed && classes.dimmed,
        bold && classes.bold,
        className,
      )}
      title={children}
    >
      {children}
    </span>
  );
}
