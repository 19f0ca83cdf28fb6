import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';

function WithoutTooltip({ children }: { children: ReactElement }) {
  return children;
}

const MantineTooltip = lazy<ComponentType<TooltipProps>>(() =>
  import('./mantine-tooltip').then(
    (module) => ({ default: module.default }),
    () => ({ default: WithoutTooltip as ComponentType<TooltipProps> }),
  ),
);

/**
 * Mantine's Tooltip, whose code (and floating-ui's) arrives after the page has shown: until then, and if it cannot
 * be downloaded, the element stands alone. A tooltip only adds to what its element already says (its label, its
 * `aria-description`), so nothing is missing in the first second, and no page waits for an overlay library to show
 * (docs/decisions/0114-header-and-overview-without-mantines-larger-chunks.md).
 */
export function Tooltip({ children, ...props }: TooltipProps & { children: ReactElement }) {
  const painted = useAfterFirstPaint();
  if (!painted) return children;
  return (
    <Suspense fallback={children}>
      <MantineTooltip {...props}>{children}</MantineTooltip>
    </Suspense>
  );
}
