import type { InsertProfile } from '../../../lib/inserts';
import type { DocumentContent } from '../api/schemas';
import { parseContent } from './document-rules';
import { resolveInserts } from './inserts';

/*
 * The wall's renderings of the editor's unsaved content (decision 0178): the same inserts the simulator
 * generates with (src/lib/inserts.ts), filled in from each sampled profile's record. In or out and the winner
 * stay the service's verdict for the saved document; only what the tile shows as the rendering changes.
 */

export interface LocalRendering {
  content: DocumentContent;
  /** The insert paths with no value for the profile (then the content is empty), or null when it is not empty. */
  missing: string[] | null;
}

export type LocalRenderResult =
  { state: 'invalid'; message: string } | { state: 'rendered'; renderings: Record<number, LocalRendering> };

/** Every record's rendering of the content as typed, or why it cannot be rendered (invalid JSON). */
export function renderWallLocally(
  text: string,
  records: ReadonlyArray<{ clientId: number; record: InsertProfile | null }>,
): LocalRenderResult {
  const parsed = parseContent(text);
  if (!parsed.ok) return { state: 'invalid', message: parsed.message };
  const renderings: Record<number, LocalRendering> = {};
  const empty = Object.keys(parsed.value).length === 0;
  for (const { clientId, record } of records) {
    const { content, unresolved } = resolveInserts(parsed.value, {}, record);
    renderings[clientId] = { content, missing: empty || unresolved.length > 0 ? unresolved : null };
  }
  return { state: 'rendered', renderings };
}
