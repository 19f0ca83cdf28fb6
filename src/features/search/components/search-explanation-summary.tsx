import { Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { displayValue } from '../model/item-fields';
import { finalQueryOf, type SearchExplanation } from '../api/schemas';
import { ExtraFields } from './item-explanation';
import classes from './results-grid.module.css';

const json = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const present = (value: unknown) =>
  value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);

/** Fields shown above; anything else the explanation carries is listed generically. */
const shownKeys = new Set([
  'personalized',
  'promotedItemsCount',
  'query',
  'rulesConsequences',
  'sortDetails',
  'tokens',
  'appliedFilters',
  'appliedRules',
  'sort',
  'boosting',
  'personalization',
  'engine',
  'timingMs',
  'region',
]);

/**
 * The search-level explanation (explain variants): the vendor's final query and synonyms, personalisation,
 * promoted items, rule consequences and sort details; the richer simulator form's tokens, filters, rules, sort,
 * boosting and timing; and any other field the answer carries.
 */
export function SearchExplanationSummary({ explanation }: { explanation: SearchExplanation }) {
  const finalQuery = finalQueryOf(explanation);
  const synonyms = typeof explanation.query === 'object' && explanation.query ? (explanation.query.synonyms ?? []) : [];
  const {
    boostFilters,
    filters,
    hiddenHits,
    query: ruleQuery,
    returnNoData,
    ...otherConsequences
  } = explanation.rulesConsequences ?? {};
  const others = Object.entries(explanation).filter(([key]) => !shownKeys.has(key));
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      component="section"
      aria-label="How this search was run"
      className={classes.summary}
    >
      <Stack gap={4}>
        <Text size="sm" fw={700}>
          How this search was run
        </Text>
        {finalQuery !== null && (
          <Group gap={4}>
            <Text size="xs">
              Final query: <Code>{finalQuery || '(empty)'}</Code>
            </Text>
            {synonyms.length > 0 && <Text size="xs">synonyms:</Text>}
            {synonyms.map((synonym, index) => (
              <Badge key={index} size="xs" variant="outline">
                {displayValue(synonym)}
              </Badge>
            ))}
          </Group>
        )}
        {(explanation.personalized != null || explanation.promotedItemsCount != null) && (
          <Text size="xs">
            {explanation.personalized != null ? `Personalised: ${explanation.personalized ? 'yes' : 'no'}` : ''}
            {explanation.personalized != null && explanation.promotedItemsCount != null ? ' · ' : ''}
            {explanation.promotedItemsCount != null
              ? `Promoted items: ${explanation.promotedItemsCount.toLocaleString()}`
              : ''}
          </Text>
        )}
        {explanation.rulesConsequences && (
          <Stack gap={2} aria-label="Rule consequences" role="group">
            <Text size="xs">Rule consequences:</Text>
            {present(boostFilters) && (
              <Text size="xs">
                Boost filters:{' '}
                {(boostFilters ?? [])
                  .map((boost) => `${displayValue(boost.filters)} (weight ${boost.weight ?? '—'})`)
                  .join('; ')}
              </Text>
            )}
            {present(filters) && (
              <Text size="xs">
                Filters: <Code>{displayValue(filters)}</Code>
              </Text>
            )}
            {present(hiddenHits) && <Text size="xs">Hidden items: {displayValue(hiddenHits)}</Text>}
            {present(ruleQuery) && (
              <Text size="xs">
                Query rewritten to <Code>{displayValue(ruleQuery)}</Code>
              </Text>
            )}
            {returnNoData === true && <Text size="xs">A rule returns no results for this query.</Text>}
            {!present(boostFilters) &&
              !present(filters) &&
              !present(hiddenHits) &&
              !present(ruleQuery) &&
              returnNoData !== true && (
                <Text size="xs" c="dimmed">
                  none (no rule boosts, filters, hides or rewrites)
                </Text>
              )}
            <ExtraFields
              entries={Object.entries(otherConsequences)}
              label="Other rule consequences"
              heading="Consequence"
            />
          </Stack>
        )}
        {present(explanation.sortDetails) && (
          <Text size="xs">
            Sort details: <Code>{json(explanation.sortDetails)}</Code>
          </Text>
        )}
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
        {(explanation.boosting != null || explanation.engine || typeof explanation.timingMs === 'number') && (
          <Text size="xs">
            {explanation.boosting != null ? `Boosting ${explanation.boosting ? 'on' : 'off'}` : ''}
            {explanation.engine ? ` · engine ${explanation.engine}` : ''}
            {typeof explanation.timingMs === 'number'
              ? ` · ${explanation.timingMs.toLocaleString(undefined, { maximumFractionDigits: 1 })} ms in the engine`
              : ''}
          </Text>
        )}
        {explanation.appliedRules && explanation.appliedRules.length > 0 && (
          <Text size="xs">
            Rules applied:{' '}
            {explanation.appliedRules
              .map(
                (rule) =>
                  `#${rule.id} ${rule.name ?? ''}${rule.promoted?.length ? ` (promoted ${rule.promoted.join(', ')})` : ''}`,
              )
              .join('; ')}
          </Text>
        )}
        {explanation.personalization !== undefined && explanation.personalization !== null && (
          <Text size="xs">
            Personalisation: <Code>{json(explanation.personalization)}</Code>
          </Text>
        )}
        <ExtraFields entries={others} label="Other explanation fields" heading="Field" />
      </Stack>
    </Paper>
  );
}
