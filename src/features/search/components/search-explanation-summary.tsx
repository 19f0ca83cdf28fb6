import { Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { SearchExplanation } from '../api/schemas';

const json = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The search-level explanation (explain variants): tokens, filters, rules, sort, boosting, personalisation. */
export function SearchExplanationSummary({ explanation }: { explanation: SearchExplanation }) {
  return (
    <Paper withBorder p="xs" radius="md" component="section" aria-label="How this search was run">
      <Stack gap={4}>
        <Text size="sm" fw={700}>
          How this search was run
        </Text>
        {explanation.tokens && explanation.tokens.length > 0 && (
          <Group gap={4}>
            <Text size="xs">Tokens:</Text>
            {explanation.tokens.map((token, index) => (
              <Badge key={`${token}-${index}`} size="xs" variant="light">
                {token}
              </Badge>
            ))}
          </Group>
        )}
        {explanation.appliedFilters !== undefined && explanation.appliedFilters !== null && (
          <Text size="xs">
            Filters: <Code>{json(explanation.appliedFilters)}</Code>
          </Text>
        )}
        {explanation.sort !== undefined && explanation.sort !== null && (
          <Text size="xs">
            Sort: <Code>{json(explanation.sort)}</Code>
          </Text>
        )}
        <Text size="xs">
          Boosting {explanation.boosting ? 'on' : 'off'}
          {explanation.engine ? ` · engine ${explanation.engine}` : ''}
          {typeof explanation.timingMs === 'number' ? ` · ${explanation.timingMs.toLocaleString(undefined, { maximumFractionDigits: 1 })} ms in the engine` : ''}
        </Text>
        {explanation.appliedRules && explanation.appliedRules.length > 0 && (
          <Text size="xs">
            Rules applied:{' '}
            {explanation.appliedRules.map((rule) => `#${rule.id} ${rule.name ?? ''}${rule.promoted?.length ? ` (promoted ${rule.promoted.join(', ')})` : ''}`).join('; ')}
          </Text>
        )}
        {explanation.personalization !== undefined && explanation.personalization !== null && (
          <Text size="xs">
            Personalisation: <Code>{json(explanation.personalization)}</Code>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
