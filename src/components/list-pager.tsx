import { Group, NativeSelect, Pagination } from '@mantine/core';

interface ListPagerProps {
  pageSizes: readonly number[];
  pageSize: number;
  onPageSize: (pageSize: number) => void;
  page: number;
  /** Unknown while the first page loads: then only the page size shows. */
  totalPages: number | undefined;
  onPage: (page: number) => void;
}

/** Under a paged listing: rows per page, and the pages (when there is more than one). */
export function ListPager({ pageSizes, pageSize, onPageSize, page, totalPages, onPage }: ListPagerProps) {
  return (
    <Group justify="space-between" p="xs">
      <NativeSelect
        label="Rows per page"
        data={pageSizes.map(String)}
        value={String(pageSize)}
        onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        w={140}
      />
      {totalPages !== undefined && totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={Math.min(page, totalPages)}
          onChange={onPage}
          siblings={1}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Group>
  );
}
