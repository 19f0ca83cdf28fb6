import { Badge, Code, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BuildResult } from '../api/build-request';
import type { ParameterValues } from '../api/parameters';
import { droppedItems, rankChanges } from '../api/rank-changes';
import { itemTitle } from '../api/item-fields';
import { pagingOf, type SearchOutcome } from '../api/run-search';
import { MetaSummary } from './meta-summary';
import { ResultsSection } from './results-section';

interface CompareSide {
  built: BuildResult;
  query: UseQueryResult<SearchOutcome>;
}

interface CompareViewProps {
  a: CompareSide;
  b: CompareSide;
  differences: ParameterValues;
  offset: number;
  emptyHint: ReactNode;
}

const describe = (value: string | readonly string[]) =>
  value === '' || (typeof value !== 'string' && value.length === 0)
    ? 'not sent'
    : typeof value === 'string'
      ? value
      : value.join(', ');

/** Two parameter sets side by side; B's items carry their rank change against A. */
export function CompareView({ a, b, differences, offset, emptyHint }: CompareViewProps) {
  const itemsA = a.query.data?.response.data ?? [];
  const itemsB = b.query.data?.response.data ?? [];
  const changes = rankChanges(itemsA, itemsB);
  const dropped = a.query.data && b.query.data ? droppedItems(itemsA, itemsB) : [];
  const moved = [...changes.values()].filter((change) => change.kind !== 'same').length;
  const entries = Object.entries(differences);
  return (
    <Stack gap="sm">
      <Paper withBorder p="xs" radius="md">
        <Group gap="xs">
          <Text size="sm" fw={500}>
            B differs from A in:
          </Text>
          {entries.length === 0 ? (
            <Text size="sm" c="dimmed">
              nothing yet. Choose &ldquo;Edit B&rdquo; in the parameters.
            </Text>
          ) : (
            entries.map(([name, value]) => (
              <Code key={name}>
                {name} = {describe(value)}
              </Code>
            ))
          )}
        </Group>
        {a.query.data && b.query.data && (
          <Text size="sm" mt={4} aria-live="polite">
            {moved} of {itemsB.length} items of B moved or are new; {dropped.length} of A&apos;s items are not on
            B&apos;s page
            {dropped.length > 0
              ? ` (${dropped.slice(0, 3).map(itemTitle).join(', ')}${dropped.length > 3 ? ', …' : ''})`
              : ''}
            .
          </Text>
        )}
      </Paper>
      <Grid>
        {[
          { id: 'A', side: a, changes: undefined },
          { id: 'B', side: b, changes },
        ].map(({ id, side, changes: sideChanges }) => (
          <Grid.Col key={id} span={{ base: 12, lg: 6 }}>
            <Stack gap="xs" component="section" aria-labelledby={`compare-${id}`}>
              <Group gap="xs">
                <Title order={2} size="h4" id={`compare-${id}`}>
                  {id}
                </Title>
                {id === 'B' && (
                  <Badge variant="light" color="grape">
                    rank changes against A
                  </Badge>
                )}
              </Group>
              {side.query.data && (
                <MetaSummary
                  paging={pagingOf(side.query.data)}
                  extras={side.query.data.response.extras}
                  count={side.query.data.response.data.length}
                  durationMs={side.query.data.exchange.durationMs}
                />
              )}
              <ResultsSection
                label={`Results ${id}`}
                built={side.built}
                query={side.query}
                view="grid"
                columns={[]}
                offset={offset}
                compact
                changes={sideChanges}
                hasFilters={false}
                emptyHint={emptyHint}
              />
            </Stack>
          </Grid.Col>
        ))}
      </Grid>
    </Stack>
  );
}
