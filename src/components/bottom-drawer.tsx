import { Drawer } from './ui/mantine';
import { type DrawerProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A phone's drawer from the bottom of the screen: the filter bar's filters, the search's parameters. Mantine's Drawer
 * is `ui-modal`, so its users load this module when it first opens (bottom-drawer-on-demand.tsx).
 */
export function BottomDrawer({
  title,
  size,
  opened,
  onClose,
  children,
}: {
  title: string;
  size: DrawerProps['size'];
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} position="bottom" size={size}>
      {children}
    </Drawer>
  );
}
