import type { TooltipProps } from '@mantine/core';
import type { ReactElement } from 'react';
import { lazyAfterFirstPaint } from '../../lib/after-content';

/**
 * A deferred component of the kit (./deferred-select.tsx says what that is): Mantine's Tooltip, whose code (and
 * floating-ui's) arrives after the page has shown: until then, and if it cannot be downloaded, the element stands
 * alone. A tooltip only adds to what its element already says (its label, its
 * `aria-description`), so nothing is missing in the first second, and no page waits for an overlay library to show.
 */
export const DeferredTooltip = lazyAfterFirstPaint<TooltipProps & { children: ReactElement }>(
  async () => (await import('./mantine-tooltip')).default,
  ({ children }) => children,
);
