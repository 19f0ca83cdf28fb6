import { Button, type ButtonProps } from './lite/lite-ui';
import type { ComponentPropsWithoutRef } from 'react';
import { usePermission } from '../lib/use-session';
import { Tooltip } from './deferred-tooltip';

type PermissionButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** The authority the action needs; without it the button is disabled and says why. */
    permission: string;
  };

/** A button for an action the person's role may not allow: disabled, with the reason on hover and focus. */
export function PermissionButton({ permission, disabled, ...props }: PermissionButtonProps) {
  const { allowed, reason, detail } = usePermission(permission);
  if (allowed) return <Button disabled={disabled} {...props} />;
  // The reason in words, then the constant on a line of its own (for whoever will grant it).
  const label = (
    <>
      {reason}
      <br />
      {detail}
    </>
  );
  return (
    <Tooltip label={label} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Button
        {...props}
        data-disabled
        aria-disabled
        onClick={(event) => event.preventDefault()}
        aria-description={`${reason} ${detail}.`}
      />
    </Tooltip>
  );
}
