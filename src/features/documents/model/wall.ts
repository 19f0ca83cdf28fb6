import type { DocumentContent, Preview } from '../api/schemas';
import type { InsertProfile } from '../../../lib/inserts';
import { mulberry32 } from '../../../lib/seeded-random';
import { counted } from '../../../lib/counted';
import { resolveInserts } from './inserts';
import { isEmptyContent, previewVerdict, type Rival, type VerdictKind } from './preview-verdict';

/*
 * The audience wall's model (decision 0177): one tile per sampled profile, and everything the summary says is
 * counted from the tiles, so "summary = sum over tiles" holds by construction. In or out and the winner are the
 * single preview's verdict (preview-verdict.ts, the service's `audience` and `outrankedBy`), never decided again
 * here.
 */

/** A sampled profile as the wall names and links it. */
export interface WallProfile {
  clientId: number;
  name: string;
  /** The record the inserts read (masked without PII permission, as the service answers it). */
  record: InsertProfile | null;
}

export type WallTile =
  | { state: 'pending'; profile: WallProfile }
  /** The preview failed (500, timeout…): offered again, never counted as in or out. */
  | { state: 'failed'; profile: WallProfile; message: string }
  /** The profile no longer exists (a persona's 404): counted apart. */
  | { state: 'not-found'; profile: WallProfile }
  | {
      state: 'done';
      profile: WallProfile;
      /** The preview's verdict: sees, outranked, not-in-audience or empty. */
      kind: Exclude<VerdictKind, 'audience-not-saved'>;
      sentence: string;
      included: boolean;
      reason: string;
      /** The document shown instead (only when it is outranked). */
      winner: Rival | null;
      content: DocumentContent;
      /** The rendering is empty: the insert paths with no value for the profile. */
      missing: string[] | null;
    };

export interface SavedDocument {
  content: DocumentContent;
  slug: string | null;
  schema: string | null;
}

/** The tile of a settled preview: the single preview's verdict, and which inserts left the rendering empty. */
export function doneTile(profile: WallProfile, saved: SavedDocument, preview: Preview): WallTile {
  const verdict = previewVerdict({
    name: profile.name,
    profile: profile.record,
    saved: { ...saved, hasAudience: true },
    preview,
    unsaved: { audience: false, ranking: false },
  });
  const kind = verdict.kind === 'audience-not-saved' ? 'sees' : verdict.kind;
  return {
    state: 'done',
    profile,
    kind,
    sentence: verdict.sentence,
    included: preview.audience.included,
    reason: preview.audience.reason,
    winner: kind === 'outranked' ? (preview.outrankedBy[0] ?? null) : null,
    content: preview.content,
    missing: isEmptyContent(preview.content) ? missingInserts(saved.content, profile.record) : null,
  };
}

/** The insert paths with no value for the profile (none when the content itself is empty). */
export function missingInserts(content: DocumentContent, record: InsertProfile | null): string[] {
  return resolveInserts(content, {}, record).unresolved;
}

export interface WallSummary {
  total: number;
  /** Settled with an answer (in or out). */
  previewed: number;
  pending: number;
  failed: number;
  notFound: number;
  in: number;
  out: number;
  /** In the audience and shown this document (empty renderings included). */
  sees: number;
  /** In the audience but shown another document: who wins, how often, most often first. */
  instead: Array<{ rival: Rival; count: number }>;
  outranked: number;
  /** Previewed tiles whose rendering is empty, and the missing paths with how many tiles miss each. */
  empty: number;
  missing: Array<{ path: string; count: number }>;
  /** Distinct non-empty renderings among the previewed tiles. */
  distinct: number;
}

const countBy = <K>(keys: readonly K[]) => {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

export function wallSummary(tiles: readonly WallTile[]): WallSummary {
  const done = tiles.flatMap((tile) => (tile.state === 'done' ? [tile] : []));
  const inside = done.filter((tile) => tile.included);
  const winners = new Map<string, Rival>();
  for (const tile of done) if (tile.winner) winners.set(tile.winner.id, tile.winner);
  const instead = [...countBy(done.flatMap((tile) => (tile.winner ? [tile.winner.id] : [])))]
    .map(([id, count]) => ({ rival: winners.get(id) as Rival, count }))
    .sort((a, b) => b.count - a.count || b.rival.priority - a.rival.priority);
  const empty = done.filter((tile) => tile.missing !== null);
  const missing = [...countBy(empty.flatMap((tile) => tile.missing ?? []))]
    .map(([path, count]) => ({ path, count }))
    .sort((a, b) => b.count - a.count || a.path.localeCompare(b.path));
  const outranked = instead.reduce((sum, entry) => sum + entry.count, 0);
  return {
    total: tiles.length,
    previewed: done.length,
    pending: tiles.filter((tile) => tile.state === 'pending').length,
    failed: tiles.filter((tile) => tile.state === 'failed').length,
    notFound: tiles.filter((tile) => tile.state === 'not-found').length,
    in: inside.length,
    out: done.length - inside.length,
    sees: inside.length - outranked,
    instead,
    outranked,
    empty: empty.length,
    missing,
    distinct: groupByRendering(done.filter((tile) => tile.missing === null)).length,
  };
}

/**
 * The summary in sentences, verdict first: who is in and who sees it, then the renderings, then how much was
 * previewed.
 */
export function summarySentences(summary: WallSummary): string[] {
  const audience = [
    counted(summary.total, 'profile'),
    `${summary.in} in the audience`,
    `${summary.out} out`,
    ...summary.instead.map(
      ({ rival, count }) =>
        `${count} of the ${summary.in} ${count === 1 ? 'is' : 'are'} shown ${rival.name} (priority ${rival.priority}) instead`,
    ),
    `${summary.sees} ${summary.sees === 1 ? 'sees' : 'see'} this document`,
  ];
  if (summary.notFound > 0) audience.push(`${summary.notFound} not found`);
  const renderings = [counted(summary.distinct, 'distinct rendering')];
  if (summary.empty > 0) {
    const missing = summary.missing.map(({ path, count }) => `${path} missing ×${count}`).join(', ');
    renderings.push(`${summary.empty} empty${missing ? ` (${missing})` : ''}`);
  }
  const asked = summary.total - summary.notFound;
  let progress = `${summary.previewed} of ${asked} previewed`;
  if (summary.failed > 0) progress += ` · ${summary.failed} failed`;
  return [audience.join(' · '), renderings.join(' · '), progress];
}

/** A rendering's identity: its JSON with the object keys sorted (key order is not a difference). */
export function renderingKey(content: DocumentContent): string {
  return JSON.stringify(content, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

export interface RenderingGroup {
  key: string;
  content: DocumentContent;
  count: number;
  /** Up to `groupExamples` of the profiles that see it. */
  examples: WallProfile[];
}

export const groupExamples = 5;

/** Identical renderings collapsed into one group each, the most frequent first. */
export function groupByRendering(tiles: ReadonlyArray<Extract<WallTile, { state: 'done' }>>): RenderingGroup[] {
  const groups = new Map<string, RenderingGroup>();
  for (const tile of tiles) {
    const key = renderingKey(tile.content);
    const group = groups.get(key) ?? { key, content: tile.content, count: 0, examples: [] };
    group.count += 1;
    if (group.examples.length < groupExamples) group.examples.push(tile.profile);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

/** The listing page size a random sample reads (the service allows up to 500). */
export const samplePageSize = 500;

/**
 * A seeded random sample that costs at most two listing reads after the first page (which told the total): a
 * window of `samplePageSize` consecutive profiles of the listing starting at a random place (wrapping round to the
 * start), then `size` distinct profiles drawn at random from the window. Every profile lies in the same number of
 * windows, so each has the same chance to be drawn (decision 0177). Answers the listing positions, 0-based.
 */
export function randomSamplePositions(seed: number, totalCount: number, size: number): number[] {
  if (totalCount <= 0) return [];
  const random = mulberry32(seed);
  const start = Math.floor(random() * totalCount);
  const window = Math.min(samplePageSize, totalCount);
  const take = Math.min(size, window);
  // A partial Fisher–Yates shuffle: the first `take` places of a random order of the window, no repeats.
  const order = Array.from({ length: window }, (_, i) => i);
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(random() * (window - i));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order.slice(0, take).map((place) => (start + place) % totalCount);
}

/** The listing pages (1-based, of `samplePageSize`) that hold these positions. */
export const pagesOfPositions = (positions: readonly number[]) =>
  [...new Set(positions.map((position) => Math.floor(position / samplePageSize) + 1))].sort((a, b) => a - b);
