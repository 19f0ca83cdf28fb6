import type { ComponentProps } from 'react';
import { overlayOnFirstOpen } from '../lib/on-first-use';
import type { BottomDrawer as MantineBottomDrawer } from './bottom-drawer';

// Mantine's Drawer is the `ui-modal` chunk: a phone's list or search page is read long before (if ever) its drawer
// opens, so the drawer's code is downloaded, and the drawer mounted, the first time it opens (decision 0130). It
// opens as its code arrives; offline, it stays closed (the filter chips still remove filters).

/** The phone's bottom drawer (bottom-drawer.tsx), loaded when it first opens and kept from then on. */
export const BottomDrawer = overlayOnFirstOpen<ComponentProps<typeof MantineBottomDrawer>>(
  async () => (await import('./bottom-drawer')).BottomDrawer,
);
