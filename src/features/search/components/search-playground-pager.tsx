import { Button, Group, Pagination, Text } from '@mantine/core';
import type { PagingInfo } from '../api/run-search';

/**
 * The results' pages: numbered when the service gives the total, else "Previous" and "Next" while there is
 * another page either way; nothing for a single page.
 */
export function SearchPager({ paging, onPage }: { paging: PagingInfo; onPage: (page: number) => void }) {
  if (paging.totalPages === null) {
    if (paging.page <= 1 && !paging.hasNext) return null;
    return (
      <Group justify="center" role="navigation" aria-label="Pages">
        <Button
          variant="default"
          size="sm"
          disabled={paging.page <= 1}
          onClick={() => onPage(paging.page - 1)}
          aria-label="previous page"
        >
          Previous
        </Button>
        <Text size="sm">Page {paging.page}</Text>
        <Button
          variant="default"
          size="sm"
          disabled={!paging.hasNext}
          onClick={() => onPage(paging.page + 1)}
          aria-label="next page"
        >
          Next
        </Button>
      </Group>
    );
  }
  if (paging.totalPages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={paging.totalPages}
        value={paging.page}
        onChange={onPage}
        siblings={1}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      />
    </Group>
  );
}
