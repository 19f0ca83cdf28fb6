import { IconDots } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { IconHeaderButton } from './header-button';

type ActionsButtonProps = Omit<ComponentProps<typeof IconHeaderButton>, 'children'> & { label: string };

/**
 * The "…" button (Mantine's ActionIcon, variant default, size lg, as a plain button): inside the menu, and on its
 * own until the menu's code has arrived (overlayOnIntent in src/lib/on-first-use.tsx). Apart from
 * actions-menu.tsx, which brings Mantine's Menu.
 */
export function ActionsButton({ label, ...props }: ActionsButtonProps) {
  return (
    <IconHeaderButton {...props} aria-label={label}>
      <IconDots size={18} aria-hidden />
    </IconHeaderButton>
  );
}
