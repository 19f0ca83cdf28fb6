import { Badge, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { displayValue } from '../api/item-fields';
import type { AttributeToken, BoostFilter, ItemExplanation as Explanation } from '../api/schemas';

const number = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 4 });

/** "textScore" → "text score". */
export const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Fields the answer carries beyond the ones shown above them, as name/value rows, so nothing is hidden. */
export function ExtraFields({
  entries,
  label,
  heading,
}: {
  entries: [string, unknown][];
  label: string;
  heading: string;
}) {
  const shown = entries.filter(([, value]) => value !== undefined);
  if (shown.length === 0) return null;
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{heading}</Table.Th>
          <Table.Th ta="right">Value</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shown.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Td>{words(name)}</Table.Td>
            <Table.Td ta="right" ff="monospace" style={{ wordBreak: 'break-word' }}>
              {isNumber(value) ? number(value) : displayValue(value)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const tiers = ['high', 'medium', 'low'] as const;
const knownExplanationKeys = new Set([
  'score',
  'scoreFactors',
  'extendedScoreFactors',
  'matchedElasticFilter',
  'sortValue',
]);

/**
 * An item's score as a readable breakdown: each numeric score factor (the vendor's page visits, personalisation
 * and transactions popularity, and any other) with a bar relative to the largest one; the query tokens matched
 * in the high/medium/low-weight attributes; the boost filters that matched; then every other field the answer
 * carries, whether the elastic filter matched, and the value it was sorted by.
 */
export function ItemExplanation({ explanation, label }: { explanation: Explanation; label: string }) {
  const allFactors = Object.entries(explanation.scoreFactors ?? {});
  const factors = allFactors
    .filter((entry): entry is [string, number] => isNumber(entry[1]))
    .sort(([, a], [, b]) => Math.abs(b) - Math.abs(a));
  const otherFactors = allFactors.filter(([, value]) => !isNumber(value));
  const largest = Math.max(1e-9, ...factors.map(([, value]) => Math.abs(value)));
  const { attributes, boostFilters, ...extendedRest } = explanation.extendedScoreFactors ?? {};
  const tokens = tiers.flatMap((tier) => (attributes?.[tier] ?? []).map((token: AttributeToken) => ({ tier, token })));
  const boosts: BoostFilter[] = boostFilters ?? [];
  const others = Object.entries(explanation).filter(([key]) => !knownExplanationKeys.has(key));
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
            sorted by value {displayValue(explanation.sortValue)}
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
                  <Progress
                    value={(Math.abs(value) / largest) * 100}
                    color={value < 0 ? 'red' : 'blue'}
                    size="sm"
                    aria-label={`${words(name)}: ${number(value)}`}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ExtraFields entries={otherFactors} label={`Other score factors of ${label}`} heading="Score factor" />
      {tokens.length > 0 && (
        <Table withRowBorders={false} verticalSpacing={2} fz="xs" aria-label={`Matched attributes of ${label}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Attribute weight</Table.Th>
              <Table.Th>Token</Table.Th>
              <Table.Th ta="right">Score</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.map(({ tier, token }, index) => (
              <Table.Tr key={`${tier}-${token.token ?? ''}-${index}`}>
                <Table.Td>{tier}</Table.Td>
                <Table.Td ff="monospace">{token.token ?? '—'}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {isNumber(token.score) ? number(token.score) : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {boosts.length > 0 && (
        <Table withRowBorders={false} verticalSpacing={2} fz="xs" aria-label={`Boost filters of ${label}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Boost filter</Table.Th>
              <Table.Th ta="right">Weight</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {boosts.map((boost, index) => (
              <Table.Tr key={index}>
                <Table.Td ff="monospace">{displayValue(boost.filters)}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {isNumber(boost.weight) ? number(boost.weight) : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ExtraFields
        entries={Object.entries(extendedRest)}
        label={`Extended score factors of ${label}`}
        heading="Extended factor"
      />
      <ExtraFields entries={others} label={`Other explanation fields of ${label}`} heading="Field" />
    </Stack>
  );
}
