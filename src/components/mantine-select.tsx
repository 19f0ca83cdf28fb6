// Mantine's Select (Combobox, Popover, floating-ui) as a module of its own, so that the deferred Select can load it
// after the page has shown (src/components/deferred-select.tsx).
export { Select as default } from '@mantine/core';
