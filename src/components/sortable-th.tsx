import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SortableThProps {
  children: ReactNode;
  /** The direction when the table is sorted by this column, otherwise null. */
  sorted: 'asc' | 'desc' | null;
  onSort: () => void;
  /** A fixed width (px), for tables laid out by their headers. */
  w?: number;
}

/** A column header that sorts the list when pressed, and tells assistive technology how it is sorted. */
export function SortableTh({ children, sorted, onSort, w }: SortableThProps) {
  return (
    <Table.Th w={w} aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton onClick={onSort} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {children}
          {sorted === 'asc' && <IconArrowUp size={14} aria-hidden />}
          {sorted === 'desc' && <IconArrowDown size={14} aria-hidden />}
          {!sorted && <IconArrowsSort size={14} aria-hidden opacity={0.5} />}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
