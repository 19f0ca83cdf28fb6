import classes from './list-table.module.css';

/** The class of a list's table (one-line rows, fixed column widths): `<Table className={listTableClass}>`. */
export const listTableClass = classes.table;
