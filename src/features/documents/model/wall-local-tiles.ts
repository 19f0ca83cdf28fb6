import type { WallTile } from './wall';
import type { LocalRendering } from './wall-local';

/*
 * Kept apart from wall-local.ts (which the Web Worker runs): the page needs only this, and it adds nothing to
 * the wall's first paint.
 */

/** The tiles with the local renderings in place of the service's (settled tiles only; verdicts untouched). */
export function withLocalRenderings(
  tiles: readonly WallTile[],
  renderings: Readonly<Record<number, LocalRendering>> | null,
): WallTile[] {
  if (!renderings) return [...tiles];
  return tiles.map((tile) => {
    const local = tile.state === 'done' ? renderings[tile.profile.clientId] : undefined;
    return tile.state === 'done' && local ? { ...tile, content: local.content, missing: local.missing } : tile;
  });
}
