import { Table } from '../../../components/ui/mantine';
import { LiteText } from '../../../components/ui/lite';
import type { RejectedRow } from '../model/import-rows';

/** The rows an import did not send, with the reason; the first hundred (all are in the download). */
export function RejectedRowsTable({ rejected }: { rejected: RejectedRow[] }) {
  if (rejected.length === 0) return null;
  const shown = rejected.slice(0, 100);
  return (
    <Table.ScrollContainer minWidth={500} mah={360}>
      <Table aria-label="Rejected rows" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>Line</Table.Th>
            <Table.Th>Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((entry) => (
            <Table.Tr key={entry.row}>
              <Table.Td>{entry.row}</Table.Td>
              <Table.Td>{entry.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rejected.length > shown.length && (
        <LiteText size="sm">…and {rejected.length - shown.length} more in the download.</LiteText>
      )}
    </Table.ScrollContainer>
  );
}
