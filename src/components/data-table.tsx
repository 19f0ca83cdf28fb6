import type { ReactNode } from 'react';
import classes from './data-table.module.css';
import { TableScroll } from './list-table';

interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  /** Striped rows (a long listing inside a page). */
  striped?: boolean;
  /** The width (px) under which the table scrolls in its box rather than squeezing its columns. */
  minWidth?: number;
  /** Its scrolling box is named by this and takes the focus, so a keyboard can scroll it (no link in its cells). */
  scrollLabel?: string;
  children: ReactNode;
}

/**
 * A table of figures inside a page (an order's products, a history's orders): Mantine's Table with its border, as a
 * plain table. Columns as wide as their content and cells that wrap, unlike a list page's one-line rows
 * (ListTable); cells marked `data-numeric` align to the end, `data-monospace` ones are set in the monospace font.
 */
export function DataTable({ label, striped = false, minWidth, scrollLabel, children }: DataTableProps) {
  return (
    <TableScroll label={scrollLabel}>
      <table className={classes.table} data-striped={striped || undefined} style={{ minWidth }} aria-label={label}>
        {children}
      </table>
    </TableScroll>
  );
}
