import type { Preview } from '../api/schemas';
import type { WallProfile } from './wall';
import { byServicePick } from './service-pick';

/*
 * The wall's slot matrix (issue 36): rows = the sampled profiles with an answer, columns = this document and the
 * documents competing with it, as the service's preview names them (`outrankedBy`: a higher priority, the same
 * placement or the same type, and the profile in its audience; decision 0177). Nothing is decided again here: a
 * rival's cell is "in" exactly when the service listed it for that profile, this document's cell is the preview's
 * `audience.included`, and the row's winner is the first of `outrankedBy`, else this document when it is in, else
 * none of these.
 */

export interface SlotColumn {
  id: string;
  name: string;
  priority: number;
  /** The wall's own document. */
  isThis: boolean;
  /** Rows whose winner is this column ("shown to k of n"). */
  shown: number;
}

export interface SlotRow {
  profile: WallProfile;
  /** In or out, per column. */
  cells: boolean[];
  /** The winning column's index, or null when none of these documents is shown. */
  winner: number | null;
}

export interface SlotMatrix {
  columns: SlotColumn[];
  rows: SlotRow[];
}

export function slotMatrix(
  document: { id: string; name: string; priority: number },
  answers: ReadonlyArray<{ profile: WallProfile; preview: Pick<Preview, 'audience' | 'outrankedBy'> }>,
): SlotMatrix {
  const rivals = new Map<string, SlotColumn>();
  for (const { preview } of answers)
    for (const rival of preview.outrankedBy)
      if (!rivals.has(rival.id) && rival.id !== document.id)
        rivals.set(rival.id, { id: rival.id, name: rival.name, priority: rival.priority, isThis: false, shown: 0 });
  const columns: SlotColumn[] = [
    ...[...rivals.values()].sort(byServicePick),
    { id: document.id, name: document.name, priority: document.priority, isThis: true, shown: 0 },
  ];
  const rows = answers.map(({ profile, preview }) => {
    const listed = new Set(preview.outrankedBy.map((rival) => rival.id));
    const cells = columns.map((column) => (column.isThis ? preview.audience.included : listed.has(column.id)));
    const top = preview.outrankedBy[0];
    const winnerId = top ? top.id : preview.audience.included ? document.id : null;
    const winner = winnerId === null ? null : columns.findIndex((column) => column.id === winnerId);
    if (winner !== null) (columns[winner] as SlotColumn).shown += 1;
    return { profile, cells, winner };
  });
  return { columns, rows };
}

/** "shown to 9 of 24". */
export const shownSentence = (column: SlotColumn, rows: number) => `shown to ${column.shown} of ${rows}`;
