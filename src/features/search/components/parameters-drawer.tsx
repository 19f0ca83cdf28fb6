import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

/** The search parameters in a drawer from the bottom, on a phone (Mantine's Drawer: loaded after the page shows). */
export function ParametersDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Search parameters" size="100%" position="bottom">
      {children}
    </Drawer>
  );
}
