// Mantine's Tooltip (and floating-ui) as a module of its own, so that DeferredTooltip can load it after the page
// has shown (./deferred-tooltip.tsx).
export { Tooltip as default } from '@mantine/core';
