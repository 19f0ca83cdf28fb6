import { Table } from '@mantine/core';
import { TruncatedText } from '../../../components/truncated-text';
import { attributesOf, displayValue, itemIdOf, itemTitle } from '../model/item-fields';
import type { SearchExplanation, SearchItem } from '../api/schemas';
import { PromotedBadge } from './promoted-badge';
import { ScoreBreakdownButton } from './score-breakdown';

export interface ResultsTableProps {
  items: readonly SearchItem[];
  offset: number;
  /** The displayAttributes asked for; when none, the items' first attributes. */
  columns: readonly string[];
  /** The search's explanation (explain): names the rules in the score breakdown's verdict. */
  search?: SearchExplanation | null;
}

const defaultColumns = ['itemId', 'title', 'brand', 'category', 'price', 'city', 'inStock', 'rating'];
/** Short values get a fixed width; the rest share what is left. */
const narrowColumns: Record<string, number> = { itemId: 110, price: 90, inStock: 80, rating: 70, currency: 80 };

/**
 * Results as a table of the chosen display attributes: one line per row, a long value cut with an ellipsis and
 * shown whole on hover; the score breakdown opens in a drawer (a row that grew would break the list's rhythm).
 */
export function ResultsTable({ items, offset, columns, search }: ResultsTableProps) {
  const available = attributesOf(items);
  const shown =
    columns.length > 0
      ? ['itemId', ...columns.filter((column) => column !== 'itemId')]
      : defaultColumns.filter((column) => available.includes(column));
  const explained = items.some((item) => item._explanation);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label="Results" fz="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            {shown.map((column) => (
              <Table.Th key={column} w={narrowColumns[column]}>
                <TruncatedText bold>{column}</TruncatedText>
              </Table.Th>
            ))}
            <Table.Th w={110}>Promoted</Table.Th>
            {explained && <Table.Th w={90}>Score</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => {
            const id = itemIdOf(item);
            return (
              <Table.Tr key={`${id}-${index}`} data-item-id={id}>
                <Table.Td>{offset + index + 1}</Table.Td>
                {shown.map((column) => (
                  <Table.Td key={column}>
                    <TruncatedText>{displayValue(item[column])}</TruncatedText>
                  </Table.Td>
                ))}
                <Table.Td>
                  <PromotedBadge rules={item._promotedByRules} />
                </Table.Td>
                {explained && (
                  <Table.Td>
                    {item._explanation && (
                      <ScoreBreakdownButton
                        explanation={item._explanation}
                        label={itemTitle(item)}
                        context={{ position: offset + index + 1, promotedByRules: item._promotedByRules, search }}
                        aria-label={`Score breakdown of ${itemTitle(item)}`}
                      >
                        {item._promotedByRules?.length ? 'pinned' : displayValue(item._explanation.score)}
                      </ScoreBreakdownButton>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
