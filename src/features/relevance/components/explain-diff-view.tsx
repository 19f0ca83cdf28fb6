import { LiteStack, LiteText } from '../../../components/ui/lite';
import { DataTable } from '../../../components/data-table';
import { LightBadge } from '../../../components/light-badge';
import type { ExplainDiffRow, ItemSide } from '../model/run-comparison';

const num = (value: number | null | undefined) => (value == null ? '—' : value.toFixed(3));
const signed = (value: number | null) =>
  value === null ? '' : ` (${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(3)})`;
const where = (side: ItemSide | null) => (side ? `#${side.rank}` : 'not in the results');
const rules = (ids: readonly number[]) => (ids.length ? ids.map((id) => `rule ${id}`).join(', ') : 'none');

/** The explain diff's verdict: the rules found on one side only first (the usual cause), else the largest move. */
export function explainVerdict(rows: readonly ExplainDiffRow[], queryText: string): string {
  const onlyBefore = [...new Set(rows.flatMap((row) => row.rulesOnlyBefore))];
  const onlyAfter = [...new Set(rows.flatMap((row) => row.rulesOnlyAfter))];
  if (onlyBefore.length)
    return `“${queryText}”: ${rules(onlyBefore)} promoted judged items in the first run only${onlyAfter.length ? `; ${rules(onlyAfter)} in the second only` : ''}.`;
  if (onlyAfter.length) return `“${queryText}”: ${rules(onlyAfter)} promoted judged items in the second run only.`;
  const moved = rows.filter((row) => row.before?.rank !== row.after?.rank).length;
  return moved
    ? `“${queryText}”: ${moved} of ${rows.length} judged items moved; no rule promoted one run's items only.`
    : `“${queryText}”: the judged items kept their places.`;
}

/**
 * One query's judged items in both runs: rank, score, each score factor, the elastic-filter match and the
 * promoting rules, with the change; the verdict first.
 */
export function ExplainDiffView({ rows, queryText }: { rows: readonly ExplainDiffRow[]; queryText: string }) {
  if (rows.length === 0)
    return <LiteText size="sm">No judged item of “{queryText}” is in either run: judge its results first.</LiteText>;
  return (
    <LiteStack gap="sm" role="region" aria-label={`Explain diff of ${queryText}`}>
      <LiteText fw={500}>{explainVerdict(rows, queryText)}</LiteText>
      <DataTable
        label={`Judged items of ${queryText} in both runs`}
        minWidth={720}
        scrollLabel="Explain diff, scrollable"
      >
        <thead>
          <tr>
            <th scope="col">Item (grade)</th>
            <th scope="col">Rank</th>
            <th scope="col" data-numeric>
              Score
            </th>
            <th scope="col">Score factors</th>
            <th scope="col">Elastic filter</th>
            <th scope="col">Promoting rules</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.itemId}>
              <th scope="row">
                {row.itemId} ({row.grade})
              </th>
              <td>
                {where(row.before)} → {where(row.after)}
              </td>
              <td data-numeric>
                {num(row.before?.score)} → {num(row.after?.score)}
                {signed(row.scoreChange)}
              </td>
              <td>
                {row.factorChanges.length
                  ? row.factorChanges.map((factor) => (
                      <LiteText key={factor.name} size="xs" component="span" display="block">
                        {factor.name}: {num(factor.before)} → {num(factor.after)}
                        {signed(factor.change)}
                      </LiteText>
                    ))
                  : '—'}
              </td>
              <td>
                {String(row.before?.matchedElasticFilter ?? '—')} → {String(row.after?.matchedElasticFilter ?? '—')}
                {row.elasticFilterChanged && <LightBadge color="orange">changed</LightBadge>}
              </td>
              <td>
                {rules(row.before?.promotingRules ?? [])} → {rules(row.after?.promotingRules ?? [])}
                {row.rulesOnlyBefore.map((id) => (
                  <LightBadge key={`b${id}`} color="red">{`rule ${id} in the first run only`}</LightBadge>
                ))}
                {row.rulesOnlyAfter.map((id) => (
                  <LightBadge key={`a${id}`} color="blue">{`rule ${id} in the second run only`}</LightBadge>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </LiteStack>
  );
}
