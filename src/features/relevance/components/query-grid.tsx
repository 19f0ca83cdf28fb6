import { LiteButton, LiteStack, LiteText } from '../../../components/ui/lite';
import { DataTable } from '../../../components/data-table';
import { LightBadge } from '../../../components/light-badge';
import { gridVerdict, type GridRow } from '../model/overview';
import { defaultRegressionRules } from '../model/statistics';
import type { Run, Suite } from '../model/suite';

interface QueryGridProps {
  suite: Suite;
  /** Each variant's latest run, one column each. */
  runs: readonly Run[];
  rows: readonly GridRow[];
  baseline: Run | null;
  k: number;
  onDetail: (queryId: string) => void;
}

const score = (value: number | null) => (value === null ? '—' : value.toFixed(3));
const change = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(3)}`;

/** Per query, each variant's latest nDCG and its change against the baseline, the worst change first. */
export function QueryGrid({ suite, runs, rows, baseline, k, onDetail }: QueryGridProps) {
  const nameOf = (run: Run) => suite.variants.find((variant) => variant.id === run.variantId)?.name ?? run.variantId;
  const queryText = (id: string) => suite.queries.find((query) => query.id === id)?.text ?? id;
  return (
    <LiteStack gap="sm">
      <LiteText fw={500}>{gridVerdict(suite, runs, rows, baseline)}</LiteText>
      <DataTable
        label="Queries by the worst change"
        minWidth={560}
        scrollLabel="Queries by the worst change, scrollable"
      >
        <caption style={{ captionSide: 'bottom', textAlign: 'start', paddingTop: 6 }}>
          <LiteText size="xs" c="dimmed" component="span">
            nDCG@{k} of each variant&apos;s latest run; in brackets the change against the baseline run.
          </LiteText>
        </caption>
        <thead>
          <tr>
            <th scope="col">Query</th>
            {runs.map((run) => (
              <th key={run.id} scope="col" data-numeric>
                {nameOf(run)}
                {run.id === baseline?.id ? ' (baseline)' : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.queryId}>
              <th scope="row">
                <LiteButton variant="subtle" size="compact-sm" onClick={() => onDetail(row.queryId)}>
                  {queryText(row.queryId)}
                </LiteButton>
              </th>
              {row.cells.map((cell) => (
                <td key={cell.runId} data-numeric>
                  {cell.failed ? 'failed' : score(cell.ndcg)}
                  {cell.change !== null && ` (${change(cell.change)})`}
                  {cell.change !== null && cell.change <= defaultRegressionRules.queryDrop && (
                    <>
                      {' '}
                      <LightBadge color="red">worse</LightBadge>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </LiteStack>
  );
}
