import type { SimContext } from '../context';
import type { SeedWorkspace } from '../seed/workspaces';
import { historyOf } from '../events/history';
import { seededUntilNow } from '../events/listing';
import type { RecordedEvent } from '../events/state';
import type { ProfileRecord } from '../profiles/record';
import { findByIdentifier, workspaceProfiles } from '../profiles/store';

/**
 * Personalisation: what a profile bought and viewed, from its events (the seeded history up to the simulator's
 * clock plus the events recorded since: transactions give `product.buy`, event posts and the seed give
 * `product.view`), read per request so a new purchase counts at once.
 * Boosts: an item the profile bought ×2.5, viewed ×1.5 (the larger one applies), an item of a category it
 * bought ×1.15. Items are matched by sku (`itemId`/`sku` of the products index).
 */

export const BOUGHT_BOOST = 2.5;
export const VIEWED_BOOST = 1.5;
export const CATEGORY_BOOST = 1.15;

export interface ProfileTaste {
  clientId: number;
  record: ProfileRecord;
  bought: Map<string, number>;
  viewed: Map<string, number>;
  categories: Set<string>;
  eventsRead: number;
}

export function findProfileByUuid(ctx: SimContext, ws: SeedWorkspace, uuid: string): ProfileRecord | undefined {
  return findByIdentifier(workspaceProfiles(ctx, ws), 'uuid', uuid);
}

function eventsOf(ctx: SimContext, ws: SeedWorkspace, clientId: number): RecordedEvent[] {
  return [...seededUntilNow(historyOf(ws, clientId), ctx.now()), ...ctx.state.events.eventsOf(ws.id, clientId)];
}

export function tasteOf(ctx: SimContext, ws: SeedWorkspace, record: ProfileRecord): ProfileTaste {
  const bought = new Map<string, number>();
  const viewed = new Map<string, number>();
  const categories = new Set<string>();
  const events = eventsOf(ctx, ws, record.clientId);
  for (const event of events) {
    if (event.params.superseded === true) continue;
    const sku = event.params.sku;
    if (typeof sku !== 'string') continue;
    if (event.action === 'product.buy') {
      bought.set(sku, (bought.get(sku) ?? 0) + 1);
      const cats = event.params.categories;
      if (Array.isArray(cats)) for (const c of cats) if (typeof c === 'string') categories.add(c);
    } else if (event.action === 'product.view') {
      viewed.set(sku, (viewed.get(sku) ?? 0) + 1);
    }
  }
  return { clientId: record.clientId, record, bought, viewed, categories, eventsRead: events.length };
}

/** The personalisation factor of an item and why. */
export function personalBoost(
  taste: ProfileTaste,
  item: { itemId: string; sku?: unknown; category?: unknown },
): { factor: number; reason: string | null } {
  const sku = typeof item.sku === 'string' ? item.sku : item.itemId;
  if (taste.bought.has(sku)) return { factor: BOUGHT_BOOST, reason: `bought ${taste.bought.get(sku)}×` };
  if (taste.viewed.has(sku)) return { factor: VIEWED_BOOST, reason: `viewed ${taste.viewed.get(sku)}×` };
  if (typeof item.category === 'string' && taste.categories.has(item.category))
    return { factor: CATEGORY_BOOST, reason: `bought in ${item.category}` };
  return { factor: 1, reason: null };
}
