import { Badge, Group, Text } from '@mantine/core';
import type { PagingInfo } from '../api/run-search';
import type { SearchExtras } from '../api/schemas';

/** The pagination metadata, wherever it came (body `meta` or X-Pagination-* headers), and any suggestion used. */
export function MetaSummary({ paging, extras, count, durationMs }: { paging: PagingInfo | null; extras: SearchExtras | undefined; count: number; durationMs: number }) {
  return (
    <Group gap="xs" aria-live="polite">
      <Text size="sm" fw={500}>
        {paging ? `${paging.totalCount.toLocaleString()} results · page ${paging.page} of ${Math.max(1, paging.totalPages)} · ${paging.limit} per page` : `${count} results`}
      </Text>
      {paging && (paging.sortedBy || paging.ordering) && (
        <Text size="sm" c="dimmed">
          sorted by {paging.sortedBy ?? 'relevance'}
          {paging.ordering ? ` (${paging.ordering})` : ''}
        </Text>
      )}
      {paging && (
        <Badge size="sm" variant="outline" color="gray">
          meta from {paging.source === 'body' ? 'body' : 'headers'}
        </Badge>
      )}
      <Text size="xs" c="dimmed">
        {Math.round(durationMs)} ms
      </Text>
      {extras?.usedSuggestion?.text && (
        <Text size="sm">
          Nothing matched; showing results for <b>{extras.usedSuggestion.text}</b>.
        </Text>
      )}
    </Group>
  );
}
