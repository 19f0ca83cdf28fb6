import type { DocumentSummary } from '../api/schemas';
import { listInWords } from '../../../lib/list-in-words';
import { byServicePick, placementOf } from './service-pick';

/*
 * Which document wins each placement, and for whom. The service shows a customer, of the documents of one
 * placement (the slug's first word, placementOf), the one with the highest priority whose audience includes them;
 * equal priorities go by name, as the preview's `outrankedBy` orders them (src/simulator/README.md, "Generating
 * documents"). The status plays no part: drafts generate too. A document without a slug has no placement, and one
 * without a saved audience reaches nobody: those are listed apart.
 */

export type PlacementDocument = Pick<DocumentSummary, 'id' | 'name' | 'priority' | 'slug' | 'audience' | 'status'>;

/** A segment's id and name (the segments listing). */
interface SegmentName {
  id: string;
  name: string;
}

export interface Competitor {
  document: PlacementDocument;
  /** Its audience in words: "everyone", "segment ‘VIP customers’", "customers matching “city = Warsaw”". */
  audience: string;
  reachesEveryone: boolean;
  /** What the service does with it, in one sentence: who it is shown to, or why never. */
  role: string;
}

export interface Placement {
  name: string;
  /** Who sees what, in one sentence. */
  verdict: string;
  /** In the order the service picks them. */
  competitors: Competitor[];
}

export interface NotCompeting {
  document: PlacementDocument;
  reason: string;
}

export interface PlacementsView {
  placements: Placement[];
  /** How many documents compete for some placement. */
  competing: number;
  notCompeting: NotCompeting[];
}

const quoted = (text: string) => `‘${text}’`;

/** A QUERY audience as the words of its filter (`{"filter":"city = Warsaw"}` → `“city = Warsaw”`). */
function queryInWords(query: string | null | undefined): string {
  const text = (query ?? '').trim();
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && 'filter' in value && typeof value.filter === 'string')
      return `customers matching “${value.filter.replace(/\s+AND\s+/g, ' and ')}”`;
  } catch {
    // Not JSON: said as written.
  }
  return text === '' ? 'customers matching a query' : `customers matching “${text}”`;
}

/** A saved audience in words; null when none is saved (the document reaches nobody). */
function audienceInWords(
  audience: PlacementDocument['audience'],
  segments: ReadonlyMap<string, string>,
): string | null {
  if (!audience) return null;
  if (audience.targetType === 'ALL') return 'everyone';
  if (audience.targetType === 'QUERY') return queryInWords(audience.query);
  const ids = audience.segments ?? [];
  if (ids.length === 0) return 'no segment';
  if (ids.length === 1 && !segments.has(ids[0]!)) return 'an unknown segment';
  const names = ids.map((id) => (segments.has(id) ? quoted(segments.get(id)!) : 'an unknown one'));
  return `${ids.length === 1 ? 'segment' : 'segments'} ${listInWords(names)}`;
}

/** "Summer banner (priority 80)". */
const named = (document: PlacementDocument) => `${document.name} (priority ${document.priority})`;

/** Why a document does not compete, or null when it does. */
function whyApart(document: PlacementDocument): string | null {
  if (placementOf(document.slug) === null) return 'No slug: it has no placement to compete for.';
  if (!document.audience) return 'No audience saved: it reaches nobody.';
  return null;
}

function roleOf(competitors: readonly Omit<Competitor, 'role'>[], index: number, everyone: number): string {
  const self = competitors[index]!;
  if (everyone !== -1 && index > everyone)
    return `Never shown: ${named(competitors[everyone]!.document)} reaches everyone first.`;
  if (index === 0) return self.reachesEveryone ? 'Shown to everyone.' : 'Shown to everyone in its audience.';
  return self.reachesEveryone
    ? 'Shown to everyone the documents above do not reach.'
    : 'Shown to those in its audience whom the documents above do not reach.';
}

/** Who sees what in one placement, in one sentence. */
function verdictOf(placement: string, competitors: readonly Omit<Competitor, 'role'>[], everyone: number): string {
  const top = competitors[0]!;
  if (competitors.length === 1)
    return top.reachesEveryone
      ? `Only ${named(top.document)} competes for ${placement}: everyone gets it.`
      : `Only ${named(top.document)} competes for ${placement}: it reaches ${top.audience}; everyone else gets nothing here.`;
  if (everyone === 0) return `${named(top.document)} wins ${placement} for everyone.`;
  const between = (everyone === -1 ? competitors.length : everyone) - 1;
  const more = between === 1 ? '1 more targeted document for its own' : `${between} more targeted documents for theirs`;
  const then = between > 0 ? ` then ${more};` : '';
  const rest =
    everyone === -1
      ? ' nothing here reaches everyone: customers outside these audiences get nothing.'
      : ` everyone else gets ${named(competitors[everyone]!.document)}.`;
  return `${named(top.document)} wins ${placement} for its audience (${top.audience});${then}${rest}`;
}

/** Every placement (by name) with its verdict and competitors, and the documents that do not compete. */
export function placementsOf(
  documents: readonly PlacementDocument[],
  segments: readonly SegmentName[],
): PlacementsView {
  const segmentNames = new Map(segments.map((segment) => [segment.id, segment.name]));
  const byPlacement = new Map<string, PlacementDocument[]>();
  const notCompeting: NotCompeting[] = [];
  for (const document of documents) {
    const reason = whyApart(document);
    if (reason !== null) {
      notCompeting.push({ document, reason });
      continue;
    }
    const placement = placementOf(document.slug)!;
    const members = byPlacement.get(placement);
    if (members) members.push(document);
    else byPlacement.set(placement, [document]);
  }
  const placements = [...byPlacement.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, members]) => {
      const ranked = [...members].sort(byServicePick).map((document) => ({
        document,
        audience: audienceInWords(document.audience, segmentNames) ?? 'nobody',
        reachesEveryone: document.audience?.targetType === 'ALL',
      }));
      const everyone = ranked.findIndex((competitor) => competitor.reachesEveryone);
      return {
        name,
        verdict: verdictOf(name, ranked, everyone),
        competitors: ranked.map((competitor, index) => ({ ...competitor, role: roleOf(ranked, index, everyone) })),
      };
    });
  notCompeting.sort((a, b) => a.document.name.localeCompare(b.document.name));
  return {
    placements,
    competing: placements.reduce((sum, placement) => sum + placement.competitors.length, 0),
    notCompeting,
  };
}
