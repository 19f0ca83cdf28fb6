import { LiteStack, LiteText } from '../../../components/ui/lite';
import { DataTable } from '../../../components/data-table';
import type { UnjudgedMode } from '../model/metrics';
import { metricColumns, type VariantSummary } from '../model/run-summary';

export interface VariantRow {
  name: string;
  /** null: the variant has no run yet. */
  summary: VariantSummary | null;
}

interface MetricsTableProps {
  k: number;
  unjudged: UnjudgedMode;
  threshold: number;
  variants: readonly VariantRow[];
}

const number = (value: number) => value.toFixed(3);

const unjudgedWords: Record<UnjudgedMode, string> = {
  pessimistic: 'unjudged results count as 0 (pessimistic)',
  condensed: 'unjudged results are dropped (condensed)',
};

/** The policy printed beside every number (issue 38): the cut-off, the unjudged mode and what counts as relevant. */
/** One column heading per metric, at cut-off `k` (the metrics table's and the run diff's). */
export function MetricHeaderCells({ k }: { k: number }) {
  return metricColumns.map((column) => (
    <th key={column.key} scope="col" data-numeric>
      {column.label(k)}
    </th>
  ));
}

export function metricPolicy(k: number, unjudged: UnjudgedMode, threshold: number): string {
  return `Top ${k}; ${unjudgedWords[unjudged]}; relevant means grade ≥ ${threshold}.`;
}

/**
 * The suite overview's table: every variant against all six metrics at once, each mean with its 95 % bootstrap
 * interval, and how many queries were scored, failed and unscorable beside them; the policy in the caption.
 */
export function MetricsTable({ k, unjudged, threshold, variants }: MetricsTableProps) {
  const policy = metricPolicy(k, unjudged, threshold);
  return (
    <LiteStack gap={4}>
      <DataTable label="Metrics by variant" minWidth={720} scrollLabel="Metrics by variant, scrollable">
        <caption style={{ captionSide: 'bottom', textAlign: 'start', paddingTop: 6 }}>
          <LiteText size="xs" c="dimmed" component="span">
            {policy} Means over the scorable queries, with a 95 % bootstrap interval. nDCG uses the gain 2^grade − 1 and
            an ideal ranking cut at {k} (trec_eval’s ndcg_cut); Quepid’s default scorer does not cut the ideal.
          </LiteText>
        </caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <MetricHeaderCells k={k} />
            <th scope="col">Queries</th>
          </tr>
        </thead>
        <tbody>
          {variants.map(({ name, summary }) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {summary === null ? (
                <td colSpan={metricColumns.length + 1}>Not run yet</td>
              ) : (
                <>
                  {metricColumns.map((column) => {
                    const mean = summary.means[column.key];
                    return (
                      <td key={column.key} data-numeric>
                        {mean ? (
                          <>
                            {number(mean.mean)}
                            <LiteText size="xs" c="dimmed" component="span" display="block">
                              {number(mean.low)}–{number(mean.high)}
                            </LiteText>
                          </>
                        ) : (
                          '—'
                        )}
                      </td>
                    );
                  })}
                  <td>
                    {summary.scored} scored / {summary.failed} failed / {summary.unscorable} unscorable
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </LiteStack>
  );
}
