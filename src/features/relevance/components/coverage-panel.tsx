import { LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { DataTable } from '../../../components/data-table';
import { bandCounts, coverageBands, queryCoverage } from '../model/coverage';
import type { QueueQuery } from '../model/judge-queue';

interface CoveragePanelProps {
  queries: readonly QueueQuery[];
  isJudged: (queryId: string, itemId: string) => boolean;
  k: number;
  queryText: (queryId: string) => string;
  /** Opens the Judge screen on this query. */
  onJudge: (queryId: string) => void;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** Coverage: how much of each query's top k has a grade, the worst first, one click from judging it. */
export function CoveragePanel({ queries, isJudged, k, queryText, onJudge }: CoveragePanelProps) {
  const rows = queryCoverage(queries, isJudged, k);
  const counts = bandCounts(rows);
  const worst = rows[0]?.band && rows[0].band !== 'full' ? rows[0] : null;
  return (
    <LiteStack gap="sm" role="region" aria-label="Coverage">
      <LiteText fw={500}>
        {worst
          ? `${counts.full} of ${rows.length} queries have their whole top ${k} judged; the least judged is “${queryText(worst.queryId)}” at ${percent(worst.share ?? 0)}.`
          : `Every query with results has its whole top ${k} judged.`}
      </LiteText>
      <LiteGroup gap="md" role="list" aria-label="Queries by share of the top k judged">
        {coverageBands.map(({ band, label }) => (
          <LiteText key={band} size="sm" role="listitem">
            {label}: {counts[band]}
          </LiteText>
        ))}
      </LiteGroup>
      {worst && (
        <LiteGroup>
          <LiteButton onClick={() => onJudge(worst.queryId)}>Judge the worst query</LiteButton>
        </LiteGroup>
      )}
      <DataTable label="Coverage by query">
        <thead>
          <tr>
            <th scope="col">Query</th>
            <th scope="col" data-numeric>
              Judged in the top {k}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.queryId}>
              <th scope="row">{queryText(row.queryId)}</th>
              <td data-numeric>
                {row.share === null ? 'no results' : `${row.judged}/${row.total} (${percent(row.share)})`}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </LiteStack>
  );
}
