import { SelectField, tokenList } from './ui/plain';
import classes from './list-pager.module.css';

interface ListPagerProps {
  pageSizes: readonly number[];
  pageSize: number;
  onPageSize: (pageSize: number) => void;
  page: number;
  /** Unknown while the first page loads: then only the page size shows. */
  totalPages: number | undefined;
  onPage: (page: number) => void;
}

type PageItem = number | 'dots';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The pages to offer around `active`, as Mantine's `usePagination` lists them (one sibling each side, the first
 * and the last page, dots for the gaps), so the pager reads as it did when it was Mantine's.
 */
export function pageItems(total: number, active: number): PageItem[] {
  const siblings = 1;
  const boundaries = 1;
  if (siblings * 2 + 3 + boundaries * 2 >= total) return range(1, total);
  const left = Math.max(active - siblings, boundaries);
  const right = Math.min(active + siblings, total - boundaries);
  const leftDots = left > boundaries + 2;
  const rightDots = right < total - (boundaries + 1);
  if (!leftDots && rightDots) return [...range(1, siblings * 2 + boundaries + 2), 'dots', total];
  if (leftDots && !rightDots) return [1, 'dots', ...range(total - (boundaries + 1 + 2 * siblings), total)];
  return [1, 'dots', ...range(left, right), 'dots', total];
}

function ArrowIcon({ path }: { path: string }) {
  return (
    <svg className={classes.icon} viewBox="0 0 16 16" aria-hidden="true">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

const PREVIOUS = 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z';
const NEXT = 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z';
const DOTS =
  'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z';

interface PageButtonsProps {
  /** More than one. */
  total: number;
  page: number;
  onPage: (page: number) => void;
  /** A page button's accessible name: "Page 3" unless the page has more than one pager ("Orders page 3"). */
  pageLabel?: (page: number) => string;
}

/** The pages of a listing, and arrows to the previous and next one (Mantine's Pagination, as plain buttons). */
export function PageButtons({ total, page, onPage, pageLabel = (item) => `Page ${item}` }: PageButtonsProps) {
  const active = Math.min(page, total);
  return (
    <div className={classes.pages}>
      <button
        type="button"
        className={tokenList(classes.control, classes.padded)}
        aria-label="previous page"
        disabled={active <= 1}
        onClick={() => onPage(active - 1)}
      >
        <ArrowIcon path={PREVIOUS} />
      </button>
      {pageItems(total, active).map((item, index) =>
        item === 'dots' ? (
          <div key={`dots-${index}`} className={classes.dots}>
            <ArrowIcon path={DOTS} />
          </div>
        ) : (
          <button
            key={item}
            type="button"
            className={tokenList(classes.control, classes.padded)}
            aria-label={pageLabel(item)}
            aria-current={item === active ? 'page' : undefined}
            data-active={item === active || undefined}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={tokenList(classes.control, classes.padded)}
        aria-label="next page"
        disabled={active >= total}
        onClick={() => onPage(active + 1)}
      >
        <ArrowIcon path={NEXT} />
      </button>
    </div>
  );
}

/**
 * Under a paged listing: rows per page, and the pages (when there is more than one). Plain elements drawn as
 * Mantine's NativeSelect and Pagination are: the lists show their first page without Mantine's larger chunks
 * (docs/decisions/0116-list-pages-without-mantines-larger-chunks.md).
 */
export function ListPager({ pageSizes, pageSize, onPageSize, page, totalPages, onPage }: ListPagerProps) {
  return (
    <div className={classes.pager}>
      <SelectField
        label="Rows per page"
        data={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
        value={String(pageSize)}
        onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        className={classes.pageSize}
      />
      {totalPages !== undefined && totalPages > 1 && <PageButtons total={totalPages} page={page} onPage={onPage} />}
    </div>
  );
}
