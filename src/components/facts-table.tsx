import type { ReactNode } from 'react';
import classes from './facts-table.module.css';

/**
 * Named values, one per row, the name as the row's header: a workspace's facts, where a profile was last seen. A
 * plain table drawn as Mantine's Table was, so a page's first paint needs none of Mantine's larger chunks.
 */
export function FactsTable({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <table className={classes.facts} aria-label={label}>
      <tbody>{children}</tbody>
    </table>
  );
}

/** One row of a FactsTable. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}
