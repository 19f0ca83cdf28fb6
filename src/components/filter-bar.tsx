import { LiteButton, LiteGroup, LiteStack } from './ui/lite';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { BottomDrawer } from './bottom-drawer-on-demand';
import { useMediaQuery } from '../lib/use-media-query';
import classes from './filter-bar.module.css';

const closeIcon =
  'M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z';

export interface FilterChip {
  /** Stable key. */
  id: string;
  /** What the chip says: "City: Poznań". */
  label: string;
  onRemove: () => void;
}

export type FilterLayout = 'bar' | 'drawer';

interface FilterBarProps {
  /** The accessible name of the filter form ("Filter profiles"). */
  label: string;
  /** The controls, laid out for a one-line bar (compact, labels as placeholders) or for the drawer (labelled). */
  children: (layout: FilterLayout) => ReactNode;
  /** The filters in force, each removable. */
  chips: FilterChip[];
  onClearAll?: () => void;
  /** Enter in a box, or the submit button among the controls. The drawer closes after it. */
  onSubmit?: () => void;
  /** Extra content for the drawer only (e.g. a directory tree that sits beside the list on a desktop). */
  drawerExtra?: ReactNode;
}

/** Narrower than this the filters go in a drawer, so the results come first on a phone. */
export const filterDrawerQuery = '(max-width: 48em)';

/**
 * The one filter bar of the lists: on a desktop the controls on one line with the active filters as removable
 * chips under it; on a phone a "Filters (n)" button that opens the controls in a drawer, the chips beside it.
 */
export function FilterBar({ label, children, chips, onClearAll, onSubmit, drawerExtra }: FilterBarProps) {
  const phone = useMediaQuery(filterDrawerQuery);
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
    close();
  };

  const chipRow = chips.length > 0 && (
    <LiteGroup gap={6}>
      <LiteGroup gap={6} role="list" aria-label="Active filters">
        {chips.map((chip) => (
          <span key={chip.id} role="listitem" className={classes.chip}>
            <span className={classes.chipLabel}>{chip.label}</span>
            <button
              type="button"
              className={classes.remove}
              aria-label={`Remove filter ${chip.label}`}
              onClick={chip.onRemove}
            >
              <svg viewBox="0 0 15 15" fill="none" aria-hidden="true">
                <path d={closeIcon} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
              </svg>
            </button>
          </span>
        ))}
      </LiteGroup>
      {onClearAll && (
        <LiteButton size="compact-sm" variant="subtle" onClick={onClearAll}>
          Clear filters
        </LiteButton>
      )}
    </LiteGroup>
  );

  if (phone) {
    return (
      <LiteStack gap="xs">
        <LiteGroup gap="xs">
          <LiteButton
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={() => setOpened(true)}
            aria-haspopup="dialog"
          >
            Filters ({chips.length})
          </LiteButton>
        </LiteGroup>
        {chipRow}
        <BottomDrawer title="Filters" size="auto" opened={opened} onClose={close}>
          <LiteStack>
            {drawerExtra}
            <form aria-label={label} onSubmit={submit} noValidate>
              <LiteStack gap="sm">{children('drawer')}</LiteStack>
            </form>
          </LiteStack>
        </BottomDrawer>
      </LiteStack>
    );
  }

  return (
    <LiteStack gap="xs">
      <form aria-label={label} onSubmit={submit} noValidate>
        <LiteGroup gap="xs" align="flex-end" wrap="wrap">
          {children('bar')}
        </LiteGroup>
      </form>
      {chipRow}
    </LiteStack>
  );
}
