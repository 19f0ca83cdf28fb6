import { Menu } from './ui/mantine';
import type { ReactNode } from 'react';
import { useOpenedAfterMount } from '../lib/on-first-use';
import { ActionsButton } from './actions-button';

/**
 * A "…" button opening a menu of the less frequent actions of a page (its items are `Menu.Item`s). The menu stays
 * in its button's landmark, not in a portal at the end of the page (axe: content outside landmarks), as the header's.
 */
export function ActionsMenu({
  label,
  openAtStart = false,
  focusAtStart = false,
  children,
}: {
  label: string;
  /** Open as it mounts: the button was pressed while the menu's code was on its way. */
  openAtStart?: boolean;
  /** Take the focus as it mounts: it replaces a stand-in button that had it (overlayOnIntent). */
  focusAtStart?: boolean;
  children: ReactNode;
}) {
  const openedAfterMount = useOpenedAfterMount(openAtStart);
  return (
    <Menu position="bottom-end" withinPortal={false} {...openedAfterMount}>
      <Menu.Target>
        <ActionsButton label={label} autoFocus={focusAtStart} />
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
