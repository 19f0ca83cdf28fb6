import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

/** The filters' drawer on a phone (filter-bar.tsx loads it after the first paint: Mantine's Drawer is `ui-modal`). */
export function FilterDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Filters" position="bottom" size="auto">
      {children}
    </Drawer>
  );
}
