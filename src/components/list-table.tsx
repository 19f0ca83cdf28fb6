import { Table, type TableProps } from '@mantine/core';
import classes from './list-table.module.css';

/** The class of a list's table (one-line rows, fixed column widths): `<Table className={listTableClass}>`. */
export const listTableClass = classes.table;

/** A list page's table: striped one-line rows, named for screen readers, busy while its rows are fetched again. */
export function ListTable({ label, busy, ...props }: TableProps & { label: string; busy: boolean }) {
  return (
    <Table
      striped
      highlightOnHover
      verticalSpacing={8}
      className={listTableClass}
      aria-busy={busy}
      aria-label={label}
      {...props}
    />
  );
}
