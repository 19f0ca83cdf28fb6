import { LiteAlert, LiteStack, LiteText } from '../../../components/ui/lite';
import { DataTable } from '../../../components/data-table';
import { LightBadge } from '../../../components/light-badge';
import { metricColumns } from '../model/run-summary';
import { MetricHeaderCells } from './metrics-table';
import { diffRuns, diffVerdict, type QueryPair } from '../model/run-diff';
import type { RegressionRules } from '../model/statistics';

interface RunDiffViewProps {
  k: number;
  /** The model's reason the two runs cannot be compared (another index or limit), or null. */
  notComparable: string | null;
  pairs: readonly QueryPair[];
  queryText: (queryId: string) => string;
  rules?: RegressionRules;
}

const signed = (value: number | null) =>
  value === null ? '—' : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(3)}`;

/** Two runs side by side: the verdict first, then each query's change in every metric, the worst first. */
export function RunDiffView({ k, notComparable, pairs, queryText, rules }: RunDiffViewProps) {
  if (notComparable)
    return (
      <LiteAlert color="orange" title="Not comparable">
        <LiteText size="sm">{notComparable} No change is shown: the two runs did not search the same thing.</LiteText>
      </LiteAlert>
    );
  const diff = diffRuns(pairs, rules);
  return (
    <LiteStack gap="sm">
      <LiteText fw={500}>{diffVerdict(diff, rules)}</LiteText>
      <DataTable label="Change per query" minWidth={760} scrollLabel="Change per query, scrollable">
        <thead>
          <tr>
            <th scope="col">Query</th>
            <MetricHeaderCells k={k} />
          </tr>
        </thead>
        <tbody>
          {diff.queries.map((query) => (
            <tr key={query.queryId}>
              <th scope="row">
                {queryText(query.queryId)} {query.flagged && <LightBadge color="red">regression</LightBadge>}
              </th>
              {metricColumns.map((column) => (
                <td key={column.key} data-numeric>
                  {signed(query.changes[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </LiteStack>
  );
}
