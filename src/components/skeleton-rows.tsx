import { Skeleton, Table } from '@mantine/core';

interface SkeletonRowsProps {
  columns: number;
  rows?: number;
}

/** Placeholder rows the size of a page of results, so the table keeps its shape while the first page loads. */
export function SkeletonRows({ columns, rows = 8 }: SkeletonRowsProps) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: columns }, (_, cell) => (
        <Table.Td key={cell}>
          <Skeleton height={14} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
