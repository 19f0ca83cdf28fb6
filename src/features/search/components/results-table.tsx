import { Button, Group, Table } from '@mantine/core';
import { Fragment, useState } from 'react';
import { attributesOf, displayValue, itemIdOf, itemTitle } from '../api/item-fields';
import type { SearchItem } from '../api/schemas';
import { ItemExplanation } from './item-explanation';
import { PromotedBadge } from './promoted-badge';

interface ResultsTableProps {
  items: readonly SearchItem[];
  offset: number;
  /** The displayAttributes asked for; when none, the items' first attributes. */
  columns: readonly string[];
}

const defaultColumns = ['itemId', 'title', 'brand', 'category', 'price', 'city', 'inStock', 'rating'];

/** Results as a table of the chosen display attributes. */
export function ResultsTable({ items, offset, columns }: ResultsTableProps) {
  const [open, setOpen] = useState<string | null>(null);
  const available = attributesOf(items);
  const shown =
    columns.length > 0
      ? ['itemId', ...columns.filter((column) => column !== 'itemId')]
      : defaultColumns.filter((column) => available.includes(column));
  const explained = items.some((item) => item._explanation);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label="Results" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            {shown.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            <Table.Th>Promoted</Table.Th>
            {explained && <Table.Th>Score</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => {
            const id = itemIdOf(item);
            return (
              <Fragment key={`${id}-${index}`}>
                <Table.Tr data-item-id={id}>
                  <Table.Td>{offset + index + 1}</Table.Td>
                  {shown.map((column) => (
                    <Table.Td key={column}>{displayValue(item[column])}</Table.Td>
                  ))}
                  <Table.Td>
                    <PromotedBadge rules={item._promotedByRules} />
                  </Table.Td>
                  {explained && (
                    <Table.Td>
                      {item._explanation && (
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            aria-expanded={open === id}
                            onClick={() => setOpen(open === id ? null : id)}
                            aria-label={`Score breakdown of ${itemTitle(item)}`}
                          >
                            {displayValue(item._explanation.score)}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
                {open === id && item._explanation && (
                  <Table.Tr>
                    <Table.Td colSpan={shown.length + 3}>
                      <ItemExplanation explanation={item._explanation} label={itemTitle(item)} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
