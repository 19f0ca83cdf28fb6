import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from './router-link';
import classes from './list-table.module.css';
import { Skeleton } from './skeleton';

interface ListTableProps {
  /** The table's accessible name ("Profiles"). */
  label: string;
  /** Its rows are being fetched again. */
  busy?: boolean;
  /** The width (px) under which the table scrolls in its container rather than squeezing its columns. */
  minWidth: number;
  /** A border around the table (when it is not inside a bordered card). */
  bordered?: boolean;
  /** Striped rows, highlighted under the pointer (a list); without, rows apart by their borders only (a record). */
  striped?: boolean;
  /**
   * For a table without links or buttons: its scrolling box is named by this and takes the focus, so a keyboard can
   * scroll it sideways.
   */
  scrollLabel?: string;
  /**
   * A long list: the header row stays in sight while the rows scroll (list-table.module.css: under the shell's header
   * on a wide screen, at the top of the table's own box where it scrolls sideways). For tables up to 900 px wide.
   */
  stickyHeader?: boolean;
  children: ReactNode;
}

/**
 * The box a table scrolls sideways in on a narrow screen. Given `label` (a table without links or buttons), the box
 * is named by it and takes the focus, so a keyboard can scroll it. ListTable and DataTable scroll in it.
 */
export function TableScroll({
  label,
  stickyHeader = false,
  children,
}: {
  label?: string;
  stickyHeader?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={classes.scroll}
      data-sticky-header={stickyHeader || undefined}
      {...(label !== undefined && { tabIndex: 0, role: 'group', 'aria-label': label })}
    >
      {children}
    </div>
  );
}

/**
 * A list page's table: one-line striped rows, named for screen readers, busy while its rows are fetched again,
 * scrolling sideways in its container on a narrow screen. Plain `thead`/`tr`/`th`/`td` inside, styled by
 * list-table.module.css as Mantine's Table was: the rows are most of what a list page renders.
 */
export function ListTable({
  label,
  busy = false,
  minWidth,
  bordered = false,
  striped = true,
  scrollLabel,
  stickyHeader = false,
  children,
}: ListTableProps) {
  return (
    <TableScroll label={scrollLabel} stickyHeader={stickyHeader}>
      <table
        className={classes.table}
        data-striped={striped || undefined}
        data-bordered={bordered || undefined}
        style={{ minWidth }}
        aria-busy={busy}
        aria-label={label}
      >
        {children}
      </table>
    </TableScroll>
  );
}

interface SortableThProps {
  children: ReactNode;
  /** The direction when the table is sorted by this column, otherwise null. */
  sorted: 'asc' | 'desc' | null;
  onSort: () => void;
  /** A fixed width (px), for tables laid out by their headers. */
  width?: number;
  /** For a page that hides or restacks the column at some widths. */
  className?: string;
}

/** A column header that sorts the list when pressed, and tells assistive technology how it is sorted. */
export function SortableTh({ children, sorted, onSort, width, className }: SortableThProps) {
  return (
    <th
      style={{ width }}
      className={className}
      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className={classes.sort} onClick={onSort}>
        {children}
        {sorted === 'asc' && <IconArrowUp size={14} aria-hidden />}
        {sorted === 'desc' && <IconArrowDown size={14} aria-hidden />}
        {!sorted && <IconArrowsSort size={14} aria-hidden opacity={0.5} />}
      </button>
    </th>
  );
}

/** A row's link to its record: one line, the whole name on hover. */
export function RowLink({
  children,
  ...props
}: Omit<LinkProps, 'className' | 'title' | 'children'> & { children: string }) {
  return (
    <Link {...props} className={classes.link} title={children}>
      {children}
    </Link>
  );
}

/** Placeholder rows the size of a page of results, so the table keeps its shape while the first page loads. */
export function SkeletonRows({ columns, rows = 8 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row}>
      {Array.from({ length: columns }, (_, cell) => (
        <td key={cell}>
          <Skeleton height={14} />
        </td>
      ))}
    </tr>
  ));
}
