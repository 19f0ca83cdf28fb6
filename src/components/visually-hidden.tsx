import type { ComponentProps } from 'react';
import classes from './visually-hidden.module.css';

/** Read by screen readers, not shown: Mantine's VisuallyHidden as a plain span, without Mantine's `ui` chunk. */
export function VisuallyHidden(props: Omit<ComponentProps<'span'>, 'className'>) {
  return <span {...props} className={classes.hidden} />;
}
