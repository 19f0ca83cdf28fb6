import type { ComponentProps, ReactNode } from 'react';
import classes from './header-button.module.css';

/**
 * The header's buttons as plain elements, each drawn as the Mantine control it used to be (header-button.module.css):
 * they show with the page, and the menus and popovers they open arrive when the person shows the intent to use them
 * (overlayOnIntent in src/lib/on-first-use.tsx). Each passes its props (and ref) on to the
 * button, so Mantine's `Menu.Target` and `Popover.Target` can wrap it.
 */
type ButtonProps = Omit<ComponentProps<'button'>, 'className'>;

/** No frame: the account's avatar. */
export function PlainHeaderButton(props: ButtonProps) {
  return <button type="button" {...props} className={classes.plain} />;
}

/** A square icon button (Mantine's ActionIcon, variant default, size lg). */
export function IconHeaderButton(props: ButtonProps) {
  return <button type="button" {...props} className={classes.icon} />;
}

/** A quiet button with a picture on its left and a chevron on its right (Mantine's subtle gray Button). */
export function SubtleHeaderButton({
  left,
  right,
  label,
  ...props
}: Omit<ButtonProps, 'children'> & { left?: ReactNode; right?: ReactNode; label: ReactNode }) {
  return (
    <button type="button" {...props} className={classes.subtle}>
      {left && (
        <span className={classes.section} data-position="left">
          {left}
        </span>
      )}
      <span className={classes.label} data-button-label>
        {label}
      </span>
      {right && (
        <span className={classes.section} data-position="right">
          {right}
        </span>
      )}
    </button>
  );
}
