import { Badge, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { ItemExplanation as Explanation } from '../api/schemas';

const number = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 4 });

/** "textScore" → "text score". */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();

/**
 * An item's score as a readable breakdown: each score factor with a bar relative to the largest one, then the
 * extended factors, whether the elastic filter matched, and the value it was sorted by.
 */
export function ItemExplanation({ explanation, label }: { explanation: Explanation; label: string }) {
  const factors = Object.entries(explanation.scoreFactors ?? {}).sort(([, a], [, b]) => Math.abs(b) - Math.abs(a));
  const largest = Math.max(1e-9, ...factors.map(([, value]) => Math.abs(value)));
  const extended = Object.entries(explanation.extendedScoreFactors ?? {});
  return (
    <Stack gap={6} aria-label={label} role="group">
      <Group gap="xs">
        <Text size="sm" fw={700}>
          Score {explanation.score === null || explanation.score === undefined ? '—' : number(explanation.score)}
        </Text>
        {explanation.matchedElasticFilter !== undefined && explanation.matchedElasticFilter !== null && (
          <Badge size="xs" variant="light" color={explanation.matchedElasticFilter ? 'teal' : 'gray'}>
            {explanation.matchedElasticFilter ? 'matched elastic filter' : 'elastic filter not matched'}
          </Badge>
        )}
        {explanation.sortValue !== undefined && explanation.sortValue !== null && (
          <Text size="xs" c="dimmed">
            sorted by value {String(explanation.sortValue)}
          </Text>
        )}
      </Group>
      {factors.length > 0 && (
        <Table withRowBorders={false} verticalSpacing={2} fz="xs" aria-label={`Score factors of ${label}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Score factor</Table.Th>
              <Table.Th ta="right">Value</Table.Th>
              <Table.Th w="40%">
                <Text span size="xs" fw={700}>
                  Share
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {factors.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Td>{words(name)}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {number(value)}
                </Table.Td>
                <Table.Td>
                  <Progress value={(Math.abs(value) / largest) * 100} color={value < 0 ? 'red' : 'blue'} size="sm" aria-label={`${words(name)}: ${number(value)}`} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {extended.length > 0 && (
        <Table withRowBorders={false} verticalSpacing={2} fz="xs" aria-label={`Extended score factors of ${label}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Extended factor</Table.Th>
              <Table.Th ta="right">Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {extended.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Td>{words(name)}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {typeof value === 'number' ? number(value) : String(value)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
