import { useQueryClient } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table';
import { LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { previewQuery } from '../api/generate';
import type { Document, Preview } from '../api/schemas';
import { shownSentence, slotMatrix } from '../model/slot-matrix';
import type { WallTile } from '../model/wall';
import classes from './audience-wall.module.css';

/**
 * Who wins the slot, profile by profile (model/slot-matrix.ts): the wall's sampled profiles against this document
 * and the documents that compete with it. It reads the previews the wall already has (the same cache, keyed by the
 * document's `updatedAt`): it asks for nothing. Loaded once the wall shows (audience-wall-page.tsx).
 */
export interface SlotMatrixProps {
  ws: string;
  document: Document;
  tiles: readonly WallTile[];
}

export function SlotMatrix({ ws, document, tiles }: SlotMatrixProps) {
  const queryClient = useQueryClient();
  const answers = tiles.flatMap((tile) => {
    if (tile.state !== 'done') return [];
    const preview = queryClient.getQueryData<Preview>(
      previewQuery(ws, document.id, tile.profile.clientId, document.updatedAt).queryKey,
    );
    return preview ? [{ profile: tile.profile, preview }] : [];
  });
  const matrix = slotMatrix({ id: document.id, name: document.name, priority: document.priority }, answers);
  const n = matrix.rows.length;
  const caption = `Who is shown which document: ${n} previewed ${n === 1 ? 'profile' : 'profiles'}`;

  return (
    <LiteStack gap="xs">
      <LiteTitle order={2} size="h4">
        Slot matrix
      </LiteTitle>
      {matrix.columns.length === 1 && (
        <LiteText size="sm">No other document competes with this one for these profiles.</LiteText>
      )}
      <DataTable label={caption} scrollLabel="Slot matrix, scrolls sideways">
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Profile</th>
            {matrix.columns.map((column) => (
              <th key={column.id} scope="col">
                {column.name} · p{column.priority}
                {column.isThis && ' (this document)'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => (
            <tr key={row.profile.clientId}>
              <th scope="row">{row.profile.name}</th>
              {row.cells.map((inside, index) => (
                <td key={matrix.columns[index]?.id} data-winner={row.winner === index || undefined}>
                  {inside ? 'In' : 'Out'}
                  {row.winner === index && <strong> · shown</strong>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Shown</th>
            {matrix.columns.map((column) => (
              <td key={column.id}>{shownSentence(column, n)}</td>
            ))}
          </tr>
        </tfoot>
      </DataTable>
    </LiteStack>
  );
}
