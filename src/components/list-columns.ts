import classes from './list-columns.module.css';

/**
 * The box's width under which a secondary column hides (list-columns.module.css): `wide` under 72em, `mid` under
 * 58em, `narrow` under 44em. Without it the column stays.
 */
export type ColumnHide = 'wide' | 'mid' | 'narrow';

export interface ListColumnLayout {
  /** The column that takes the width the others leave, and line one of a phone's row. */
  primary?: boolean;
  hide?: ColumnHide;
  /** Kept on line two of a phone's row. */
  stacked?: boolean;
}

/**
 * The class of a column's header and cells in a table inside `listColumnClasses.box`: when it hides, and where a
 * phone's stacked row puts it (docs/decisions/0154-primary-column-gets-the-width.md).
 */
export function listColumnClass({ primary = false, hide, stacked = false }: ListColumnLayout): string {
  const names = [hide && classes[hide], primary ? classes.primary : stacked ? classes.stacked : classes.unstacked];
  return names.filter(Boolean).join(' ');
}

export { classes as listColumnClasses };
