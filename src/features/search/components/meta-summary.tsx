import { Badge } from '../../../components/ui/mantine';
import { LiteGroup, LiteText } from '../../../components/ui/lite';
import type { PagingInfo } from '../api/run-search';
import { suggestionText, type SearchExtras } from '../api/schemas';

const sourceLabel: Record<PagingInfo['source'], string> = {
  body: 'meta from body',
  headers: 'meta from headers',
  'page-size': 'no paging metadata',
};

function pagingText(paging: PagingInfo, count: number): string {
  const total =
    paging.totalCount !== null ? `${paging.totalCount.toLocaleString()} results` : `${count} results on this page`;
  const pages =
    paging.totalPages !== null
      ? `page ${paging.page} of ${Math.max(1, paging.totalPages)}`
      : `page ${paging.page}${paging.hasNext ? ', more may follow' : ''}`;
  return [total, pages, paging.limit !== null ? `${paging.limit} per page` : null].filter(Boolean).join(' · ');
}

/** The pagination metadata, wherever it came (body `meta`, X-Pagination-* headers, or none), and any suggestion used. */
export function MetaSummary({
  paging,
  extras,
  count,
  durationMs,
}: {
  paging: PagingInfo | null;
  extras: SearchExtras | null | undefined;
  count: number;
  durationMs: number;
}) {
  const used = suggestionText(extras?.usedSuggestion);
  return (
    <LiteGroup gap="xs" aria-live="polite">
      <LiteText size="sm" fw={500}>
        {paging ? pagingText(paging, count) : `${count} results`}
      </LiteText>
      {paging && (paging.sortedBy || paging.ordering) && (
        <LiteText size="sm" c="dimmed">
          sorted by {paging.sortedBy ?? 'relevance'}
          {paging.ordering ? ` (${paging.ordering})` : ''}
        </LiteText>
      )}
      {paging && (
        <Badge size="sm" variant="outline" color="gray">
          {sourceLabel[paging.source]}
        </Badge>
      )}
      <LiteText size="xs" c="dimmed" data-volatile>
        {Math.round(durationMs)} ms
      </LiteText>
      {used && (
        <LiteText size="sm">
          Nothing matched; showing results for <b>{used}</b>.
        </LiteText>
      )}
    </LiteGroup>
  );
}
