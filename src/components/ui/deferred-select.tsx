import type { ComboboxItem, SelectProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import { lazyAfterFirstPaint } from '../../lib/after-content';
import { ChevronIcon, TextField } from './plain';

/**
 * A deferred component of the kit: Mantine's own, whose code arrives once the page's content shows
 * (lazyAfterFirstPaint), with a stand-in of the same size until then. Named `Deferred…` because for the first
 * second it is not Mantine's (docs/decisions/0168-the-ui-kit-and-its-names.md). A module of its own, as
 * ./deferred-tooltip.tsx: the shell uses the tooltip, and a shared module would put the select's stand-in into
 * every signed-in page's first chunk.
 */

/** The label of the option whose value is `value`, as the Select would show it. */
function labelOf(data: SelectProps['data'], value: string | null | undefined): string {
  if (!value) return '';
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('value' in item && (item as ComboboxItem).value === value) {
      return (item as ComboboxItem).label;
    }
  }
  return value;
}

/**
 * Until Mantine's Select has arrived: a read-only box of the same label, size, placeholder and chosen option, so the
 * page neither moves nor shows a different value when it does. It is not a combobox: nothing can be chosen yet, and
 * whoever looks for one (a person's screen reader, a test) finds it when it can be used.
 */
function SelectStandIn({
  label,
  'aria-label': ariaLabel,
  description,
  placeholder,
  style,
  data,
  value,
  size,
  w,
}: SelectProps) {
  return (
    <TextField
      label={label}
      aria-label={ariaLabel}
      description={description}
      placeholder={placeholder}
      // The pages give a width in pixels or rem (`w`), never one per breakpoint.
      rootStyle={{ ...(style as CSSProperties | undefined), width: w as CSSProperties['width'] }}
      size={size === 'xs' ? 'xs' : 'sm'}
      value={labelOf(data, value)}
      readOnly
      tabIndex={-1}
      rightSection={<ChevronIcon />}
    />
  );
}

/**
 * Mantine's Select, whose code (Combobox, Popover and floating-ui: about 60 KB) arrives after the page has shown
 * (docs/decisions/0163-what-loads-after-the-content.md). For selects the first paint can do without: a filter bar's
 * choices, not a form's required field (that one is Mantine's `Select`, from ./mantine).
 */
export const DeferredSelect = lazyAfterFirstPaint<SelectProps>(
  async () => (await import('./mantine-select')).default,
  SelectStandIn,
);
