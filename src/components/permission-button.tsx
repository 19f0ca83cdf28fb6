import { LiteButton } from './ui/lite';
import type { LiteButtonProps } from './ui/lite';
import { DeferredTooltip } from './ui/deferred-tooltip';
import type { ComponentPropsWithoutRef } from 'react';
import { usePermission } from '../lib/use-session';

type PermissionButtonProps = LiteButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof LiteButtonProps> & {
    /** The authority the action needs; without it the button is disabled and says why. */
    permission: string;
  };

/** A button for an action the person's role may not allow: disabled, with the reason on hover and focus. */
export function PermissionButton({ permission, disabled, ...props }: PermissionButtonProps) {
  const { allowed, reason, detail } = usePermission(permission);
  if (allowed) return <LiteButton disabled={disabled} {...props} />;
  // The reason in words, then the constant on a line of its own (for whoever will grant it).
  const label = (
    <>
      {reason}
      <br />
      {detail}
    </>
  );
  return (
    <DeferredTooltip label={label} withArrow events={{ hover: true, focus: true, touch: true }}>
      <LiteButton
        {...props}
        data-disabled
        aria-disabled
        onClick={(event) => event.preventDefault()}
        aria-description={`${reason} ${detail}.`}
      />
    </DeferredTooltip>
  );
}
