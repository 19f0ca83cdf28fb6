import { Badge, Button, CloseButton, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMediaQuery } from '../lib/use-media-query';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';

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
  const [opened, { open, close }] = useDisclosure(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
    close();
  };

  const chipRow = chips.length > 0 && (
    <Group gap={6}>
      <Group gap={6} role="list" aria-label="Active filters">
        {chips.map((chip) => (
          <Badge
            key={chip.id}
            role="listitem"
            variant="light"
            size="lg"
            radius="sm"
            tt="none"
            fw={500}
            maw="100%"
            pr={3}
            rightSection={
              <CloseButton size="xs" radius="xl" aria-label={`Remove filter ${chip.label}`} onClick={chip.onRemove} />
            }
          >
            {chip.label}
          </Badge>
        ))}
      </Group>
      {onClearAll && (
        <Button size="compact-sm" variant="subtle" onClick={onClearAll}>
          Clear filters
        </Button>
      )}
    </Group>
  );

  if (phone) {
    return (
      <Stack gap="xs">
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={open}
            aria-haspopup="dialog"
          >
            Filters ({chips.length})
          </Button>
        </Group>
        {chipRow}
        <Drawer opened={opened} onClose={close} title="Filters" position="bottom" size="auto">
          <Stack>
            {drawerExtra}
            <form aria-label={label} onSubmit={submit} noValidate>
              <Stack gap="sm">{children('drawer')}</Stack>
            </form>
          </Stack>
        </Drawer>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <form aria-label={label} onSubmit={submit} noValidate>
        <Group gap="xs" align="flex-end" wrap="wrap">
          {children('bar')}
        </Group>
      </form>
      {chipRow}
    </Stack>
  );
}
