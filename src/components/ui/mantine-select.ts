// Mantine's Select (Combobox, Popover, floating-ui) as a module of its own, so that DeferredSelect can load it after
// the page has shown (./deferred-select.tsx).
export { Select as default } from '@mantine/core';
