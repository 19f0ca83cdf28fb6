import { LiteButton, LiteGroup, LiteText } from '../../../components/ui/lite';
import { Pagination } from '../../../components/ui/mantine';
import type { PagingInfo } from '../api/run-search';

/**
 * The results' pages: numbered when the service gives the total, else "Previous" and "Next" while there is
 * another page either way; nothing for a single page.
 */
export function SearchPager({ paging, onPage }: { paging: PagingInfo; onPage: (page: number) => void }) {
  if (paging.totalPages === null) {
    if (paging.page <= 1 && !paging.hasNext) return null;
    return (
      <LiteGroup justify="center" role="navigation" aria-label="Pages">
        <LiteButton
          variant="default"
          size="sm"
          disabled={paging.page <= 1}
          onClick={() => onPage(paging.page - 1)}
          aria-label="previous page"
        >
          Previous
        </LiteButton>
        <LiteText size="sm">Page {paging.page}</LiteText>
        <LiteButton
          variant="default"
          size="sm"
          disabled={!paging.hasNext}
          onClick={() => onPage(paging.page + 1)}
          aria-label="next page"
        >
          Next
        </LiteButton>
      </LiteGroup>
    );
  }
  if (paging.totalPages <= 1) return null;
  return (
    <LiteGroup justify="center">
      <Pagination
        total={paging.totalPages}
        value={paging.page}
        onChange={onPage}
        siblings={1}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      />
    </LiteGroup>
  );
}
