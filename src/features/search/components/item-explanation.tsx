import { LiteGroup, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { Progress, Table } from '../../../components/ui/mantine';
import { displayValue } from '../model/item-fields';
import {
  factorRows,
  itemVerdict,
  placedWithoutScore,
  words,
  type FactorRow,
  type ResultContext,
} from '../model/explain-verdict';
import type { AttributeToken, BoostFilter, ItemExplanation as Explanation } from '../api/schemas';

const number = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 4 });

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

const percent = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toLocaleString(undefined, { maximumFractionDigits: 1 })}%`;

/** What a factor row's value means: the base as it is, a multiplier as ×value. */
function FactorValue({ row }: { row: FactorRow }) {
  return <>{row.kind === 'base' ? number(row.value) : `×${number(row.value)}`}</>;
}

/** The numeric score factors: the base, then each multiplier with its effect and its share of what they did. */
function ScoreFactors({ rows, label }: { rows: FactorRow[]; label: string }) {
  return (
    <>
      <Table withRowBorders={false} verticalSpacing={2} fz="xs" aria-label={`Score factors of ${label}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Score factor</Table.Th>
            <Table.Th ta="right">Value</Table.Th>
            <Table.Th ta="right">Effect</Table.Th>
            <Table.Th w="35%">
              <LiteText span size="xs" fw={700}>
                Share
              </LiteText>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                <FactorValue row={row} />
              </Table.Td>
              <Table.Td ta="right">
                {row.kind === 'base'
                  ? 'the base'
                  : row.effectPercent === 0 || row.effectPercent === null
                    ? 'no effect'
                    : percent(row.effectPercent)}
              </Table.Td>
              <Table.Td>
                {row.share !== null && (
                  <Progress
                    value={row.share * 100}
                    color={row.value < 1 ? 'red' : 'blue'}
                    size="sm"
                    aria-label={`${row.label}: ${Math.round(row.share * 100)}% of what the factors did`}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <LiteText size="xs" c="dimmed">
        The factors multiply the base into the score; a factor of 1 does nothing. Share: each factor’s part of what they
        did together, counted on the scale they multiply on.
      </LiteText>
    </>
  );
}

/**
 * An item's explanation, verdict first: why it is where it is in one sentence (with a context: its position, its
 * rules and the search's explanation), then the evidence. The score factors show what each did: the base (text
 * relevance, picture similarity) as it is, each multiplier as ×value with its change in percent and a bar of its
 * share of what the multipliers did (none for a factor of 1; model/explain-verdict.ts). Then the query words
 * matched in the high/medium/low-weight attributes, the boost filters that matched, and every other field the
 * answer carries.
 */
export function ItemExplanation({
  explanation,
  label,
  context,
}: {
  explanation: Explanation;
  label: string;
  context?: ResultContext;
}) {
  const verdict = context ? itemVerdict(explanation, context) : null;
  const rows = factorRows(explanation);
  const numeric = new Set(rows.map((row) => row.name));
  const otherFactors = Object.entries(explanation.scoreFactors ?? {}).filter(([name]) => !numeric.has(name));
  const { attributes, boostFilters, ...extendedRest } = explanation.extendedScoreFactors ?? {};
  const tokens = tiers.flatMap((tier) => (attributes?.[tier] ?? []).map((token: AttributeToken) => ({ tier, token })));
  const boosts: BoostFilter[] = boostFilters ?? [];
  const others = Object.entries(explanation).filter(([key]) => !knownExplanationKeys.has(key));
  const placedByRule = verdict?.kind === 'pinned' && placedWithoutScore(explanation);
  const elastic = explanation.matchedElasticFilter;
  const sortValue = explanation.sortValue;
  return (
    <LiteStack gap={6} aria-label={label} role="group">
      {verdict && (
        <LiteStack gap={2}>
          <LiteTitle order={3} size="h5">
            {verdict.headline}
          </LiteTitle>
          {verdict.details.map((detail) => (
            <LiteText key={detail} size="sm">
              {detail}
            </LiteText>
          ))}
        </LiteStack>
      )}
      <LiteGroup gap="xs">
        <LiteText size="sm" fw={700}>
          Score {explanation.score === null || explanation.score === undefined ? '—' : number(explanation.score)}
        </LiteText>
        {/* An item a rule brought in was never scored: whether it matched the elastic filter was not asked. */}
        {typeof elastic === 'boolean' && !placedByRule && (
          <LiteText size="xs" c="dimmed">
            {elastic ? 'matches the index’s elastic filter' : 'does not match the index’s elastic filter'}
          </LiteText>
        )}
        {sortValue !== undefined && sortValue !== null && sortValue !== explanation.score && (
          <LiteText size="xs" c="dimmed">
            sort value {displayValue(sortValue)}
          </LiteText>
        )}
      </LiteGroup>
      {rows.length > 0 && <ScoreFactors rows={rows} label={label} />}
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
    </LiteStack>
  );
}
