import { PROFILE_REFERENCE_MS, profileCountOf, rngForIndex, seedIndexOf, seedProfile, seededClientId } from '../seed';
import { MAX_SESSION_MS, sessionStartsOf, sessionStreamIndex } from '../seed/sessions';
import { randomUuid } from '../seed/prng';
import type { SeedWorkspace } from '../seed/workspaces';
import { eventClientOf } from './client-ref';
import type { EventClient, RecordedEvent } from './state';
import { SOURCES, transactionEvents, type Transaction, type TransactionProduct } from './transactions';

/**
 * Seeded event history: two years of activity before HISTORY_END_MS (a fixed date, never the wall clock) for
 * every seeded profile except the demo customer accounts (customer1…5, seed indexes 0…4, start with an empty
 * history so tests and demos see exactly what they record), apart from Northwind's customer1…3, the named heavy
 * profiles (tens of thousands of events each).
 *
 * Everything is a pure function of the seed, the workspace index and the profile's seed index:
 * - `sessionStartsOf(ws, i)`: the profile's session start times (cheap: no events are built);
 * - `sessionEvents(ws, i, s, start)`: the events of session s (page visits, product views, searches, add to cart,
 *   logins, data updates, and purchases built as a Transaction and turned into events by the same
 *   `transactionEvents` as the API's transactions: one `transaction.charge` + one `product.buy` per product).
 * A profile's history is built on first read (`historyOf`; the heavy ones are kept in a small cache). The
 * workspace listing (`historyWindow`) uses an index of every session start built on first use (measured: see
 * HISTORY_STATS), and builds only the sessions that can overlap the requested window.
 * Seeded events carry the profile's seeded identity (client id, uuid, email, customId) and no eventSalt, and a
 * `uuid` of their own derived from (workspace, profile, session, position in the session): the same on every read.
 */

export const HISTORY_END_MS = PROFILE_REFERENCE_MS;
export { MAX_SESSION_MS, sessionStartsOf };

const sessionRng = rngForIndex('event-history-session');
const eventUuidRng = rngForIndex('event-history-uuid');
const searchClickRng = rngForIndex('event-history-search-click');
const streamIndex = sessionStreamIndex;

// ---------------------------------------------------------------------------------------------------------------
// The catalogue

export interface CatalogueItem {
  sku: string;
  name: string;
  category: string;
  /** Price in EUR. */
  price: number;
}

const CATALOGUE_SOURCE: ReadonlyArray<[string, string, number]> = [
  ['Trail running shoes', 'Shoes', 119.99],
  ['Leather boots', 'Shoes', 149.0],
  ['Canvas sneakers', 'Shoes', 59.5],
  ['Rain jacket', 'Clothing', 89.9],
  ['Wool sweater', 'Clothing', 69.0],
  ['Cotton T-shirt', 'Clothing', 19.99],
  ['Denim jeans', 'Clothing', 79.0],
  ['Running shorts', 'Sports', 29.9],
  ['Yoga mat', 'Sports', 34.5],
  ['Dumbbell set', 'Sports', 99.0],
  ['Camping tent', 'Outdoor', 229.0],
  ['Sleeping bag', 'Outdoor', 119.0],
  ['Head torch', 'Outdoor', 24.99],
  ['Espresso machine', 'Home', 349.0],
  ['Chef knife', 'Home', 64.0],
  ['Cast iron pan', 'Home', 44.9],
  ['Desk lamp', 'Home', 39.0],
  ['Wireless earbuds', 'Electronics', 129.0],
  ['Bluetooth speaker', 'Electronics', 79.99],
  ['Smart watch', 'Electronics', 249.0],
  ['Phone charger', 'Electronics', 19.0],
  ['Paperback novel', 'Books', 12.99],
  ['Cookbook', 'Books', 29.0],
  ['Board game', 'Toys', 39.99],
];

/** The products the seeded history views and buys (the search catalogue starts with the same items). */
export const CATALOGUE: readonly CatalogueItem[] = CATALOGUE_SOURCE.map(([name, category, price], n) => ({
  sku: `SKU-${String(1001 + n)}`,
  name,
  category,
  price,
}));

/** Currency of a profile's country, with a rough rate from EUR. */
const CURRENCIES: Readonly<Record<string, [string, number]>> = {
  PL: ['PLN', 4.3],
  GB: ['GBP', 0.86],
  US: ['USD', 1.08],
  SE: ['SEK', 11.4],
  CH: ['CHF', 0.95],
  CZ: ['CZK', 25],
  DK: ['DKK', 7.46],
  NO: ['NOK', 11.6],
  JP: ['JPY', 160],
  CA: ['CAD', 1.47],
  AU: ['AUD', 1.65],
};

function currencyOf(countryCode: string | null): [string, number] {
  return (countryCode !== null ? CURRENCIES[countryCode] : undefined) ?? ['EUR', 1];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

/**
 * What the seeded shoppers search for. Most find some of the catalogue; 'gift card', 'vinyl' and 'sale' find
 * nothing, so the events hold zero-result searches (the Relevance page's harvest offers them).
 */
const SEARCH_TERMS = [
  'shoes',
  'clothing',
  'running',
  'outdoor',
  'electronics',
  'home',
  'sports',
  'books',
  'jacket',
  'smart watch',
  'gift card',
  'vinyl',
  'sale',
];

/**
 * The seeded shop's results for a query: the catalogue items whose name holds a word of it (2 each) or whose
 * category is one (1), best first, then in catalogue order. A stand-in for the search engine, which is too costly
 * to run for two years of sessions (docs/decisions/0197-seeded-search-sessions.md); the same items are the first 24
 * of the `products` index.
 */
export function seededSearchResults(query: string): readonly CatalogueItem[] {
  const words = query.toLowerCase().split(/\s+/);
  return CATALOGUE.map((item, n) => {
    const name = item.name.toLowerCase().split(/\s+/);
    const category = item.category.toLowerCase();
    const score = words.reduce((sum, w) => sum + (name.includes(w) ? 2 : 0) + (category === w ? 1 : 0), 0);
    return { item, n, score };
  })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.n - b.n)
    .map((entry) => entry.item);
}

/** A result's position (0-based), earlier ones likelier: position p (1-based) is chosen in proportion to 1/p. */
function biasedPosition(draw: number, count: number): number {
  let total = 0;
  for (let p = 1; p <= count; p += 1) total += 1 / p;
  let left = draw * total;
  for (let p = 1; p <= count; p += 1) {
    left -= 1 / p;
    if (left < 0) return p - 1;
  }
  return count - 1;
}

/** Of the searches that found something, the share after which the shopper opens one of the results. */
const SEARCH_CLICK_RATE = 0.7;
const PAYMENT_METHODS = ['CASH', 'CARD', 'BLIK', 'PAYPAL'];

// ---------------------------------------------------------------------------------------------------------------
// Sessions

export interface SeedProfileIdentity {
  client: EventClient;
  countryCode: string | null;
  ip: string;
}

export function identityOf(ws: SeedWorkspace, i: number): SeedProfileIdentity {
  const record = seedProfile(ws, i);
  const n = streamIndex(ws, i);
  return {
    client: eventClientOf(record),
    countryCode: record.countryCode,
    ip: `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`,
  };
}

/** The events of session s of seeded profile i (ascending time, all within MAX_SESSION_MS of `start`). */
export function sessionEvents(
  ws: SeedWorkspace,
  i: number,
  s: number,
  start: number,
  who: SeedProfileIdentity,
): RecordedEvent[] {
  const rng = sessionRng(streamIndex(ws, i) * 10_000 + s);
  // The result a search opens is drawn from a stream of its own, so adding it left the session's other draws alone.
  const clicks = searchClickRng(streamIndex(ws, i) * 10_000 + s);
  const [currency, rate] = currencyOf(who.countryCode);
  const origin = `https://${ws.subdomain}.example.com`;
  const out: RecordedEvent[] = [];
  let at = start;
  const event = (action: string, params: Record<string, unknown>) => {
    out.push({
      time: new Date(at).toISOString(),
      action,
      label: '',
      client: { ...who.client },
      params: { eventCreateTime: at + 40 + Math.floor(rng() * 900), ip: who.ip, ...params },
    });
    at += 10_000 + Math.floor(rng() * 170_000);
  };
  if (rng() < 0.3) event('client.login', { source: pick(rng, SOURCES) });
  event('page.visit', { url: `${origin}/`, title: `${ws.name} – Home` });
  const viewed: CatalogueItem[] = [];
  const steps = 1 + Math.floor(rng() * 6);
  for (let k = 0; k < steps; k += 1) {
    const roll = rng();
    if (roll < 0.2) {
      // A search, then either one of its results opened (earlier positions likelier) or only the results page.
      const query = pick(rng, SEARCH_TERMS);
      const results = seededSearchResults(query);
      const opens = rng() < SEARCH_CLICK_RATE;
      event('item.search', { query, resultCount: results.length });
      if (results.length > 0 && opens) {
        const position = biasedPosition(clicks(), results.length);
        const item = results[position] as CatalogueItem;
        viewed.push(item);
        event('product.view', {
          sku: item.sku,
          name: item.name,
          category: item.category,
          price: round2(item.price * rate),
          currency,
          query,
          position: position + 1,
        });
      } else event('page.visit', { url: `${origin}/search?q=${encodeURIComponent(query)}`, title: `Search: ${query}` });
    } else {
      const item = pick(rng, CATALOGUE);
      viewed.push(item);
      event('page.visit', { url: `${origin}/p/${item.sku.toLowerCase()}`, title: item.name });
      event('product.view', {
        sku: item.sku,
        name: item.name,
        category: item.category,
        price: round2(item.price * rate),
        currency,
      });
    }
  }
  const cart: CatalogueItem[] = viewed.filter(() => rng() < 0.4);
  for (const item of cart)
    event('client.addToCart', {
      sku: item.sku,
      name: item.name,
      source: 'WEB_DESKTOP',
      quantity: 1,
      finalUnitPrice: { amount: round2(item.price * rate), currency },
    });
  if (cart.length > 0 && rng() < 0.6) {
    const products: TransactionProduct[] = cart.map((item) => {
      const quantity = 1 + Math.floor(rng() * 2);
      return {
        sku: item.sku,
        name: item.name,
        quantity,
        finalUnitPrice: { amount: round2(item.price * rate), currency },
        categories: [item.category],
        extra: {},
      };
    });
    const total = round2(products.reduce((sum, p) => sum + (p.finalUnitPrice?.amount ?? 0) * p.quantity, 0));
    const tx: Transaction = {
      client: { ...who.client },
      orderId: `S${ws.index}-${i}-${s}`,
      paymentMethod: pick(rng, PAYMENT_METHODS),
      products,
      revenue: { amount: total, currency },
      value: { amount: round2(total / 1.23), currency },
      source: pick(rng, SOURCES),
      discountAmount: null,
      metadata: {},
      recordedAt: at,
      eventSalt: null,
      custom: {},
    };
    const { charge, products: bought } = transactionEvents(tx, at + 500, who.ip);
    out.push(charge, ...bought);
    at += 30_000;
  }
  if (rng() < 0.03) event('client.updateData', { changed: ['lastName'] });
  // A stream of its own, so the uuids change nothing else of the session.
  const ids = eventUuidRng(streamIndex(ws, i) * 10_000 + s);
  for (const e of out) e.uuid = randomUuid(ids);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Per profile

const cache = new Map<string, RecordedEvent[]>();
const CACHE_SIZE = 8;

/** Seeded history of a client of the workspace (recording order = ascending time), empty for unseeded ids. */
export function historyOf(ws: SeedWorkspace, clientId: number): readonly RecordedEvent[] {
  const i = seedIndexOf(ws, clientId);
  if (i === undefined) return [];
  const key = `${ws.index}/${i}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const starts = sessionStartsOf(ws, i);
  if (starts.length === 0) return [];
  const who = identityOf(ws, i);
  const events: RecordedEvent[] = [];
  starts.forEach((start, s) => {
    for (const e of sessionEvents(ws, i, s, start, who)) events.push(e);
  });
  if (events.length > 500) {
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, events);
  }
  return events;
}

// ---------------------------------------------------------------------------------------------------------------
// Per workspace

interface SessionIndex {
  /** Session starts ascending, and the profile index and session number of each. */
  starts: Float64Array;
  profiles: Int32Array;
  sessions: Int32Array;
}

const indexes = new Map<number, SessionIndex>();

export const HISTORY_STATS = { lastIndexBuildMs: 0, lastIndexSessions: 0 };

function sessionIndexOf(ws: SeedWorkspace): SessionIndex {
  const existing = indexes.get(ws.index);
  if (existing) return existing;
  const began = performance.now();
  const starts: number[] = [];
  const profiles: number[] = [];
  const sessions: number[] = [];
  const count = profileCountOf(ws);
  for (let i = 0; i < count; i += 1) {
    sessionStartsOf(ws, i).forEach((start, s) => {
      starts.push(start);
      profiles.push(i);
      sessions.push(s);
    });
  }
  const order = Array.from(starts.keys()).sort((a, b) => (starts[a] as number) - (starts[b] as number));
  const index: SessionIndex = {
    starts: Float64Array.from(order, (k) => starts[k] as number),
    profiles: Int32Array.from(order, (k) => profiles[k] as number),
    sessions: Int32Array.from(order, (k) => sessions[k] as number),
  };
  indexes.set(ws.index, index);
  HISTORY_STATS.lastIndexBuildMs = performance.now() - began;
  HISTORY_STATS.lastIndexSessions = order.length;
  console.info(
    `[simulator] event history index of ${ws.name}: ${order.length} sessions in ${HISTORY_STATS.lastIndexBuildMs.toFixed(0)} ms`,
  );
  return index;
}

/** Every action the seeded sessions produce; a listing of any other action needs no seeded session at all. */
export const SEEDED_ACTIONS: ReadonlySet<string> = new Set([
  'page.visit',
  'product.view',
  'item.search',
  'client.addToCart',
  'client.login',
  'client.updateData',
  'transaction.charge',
  'product.buy',
]);

export interface WindowQuery {
  from?: number;
  to?: number;
  action?: string;
  limit: number;
  /** Seeded clients to leave out (deleted profiles). */
  skip?: (clientId: number) => boolean;
}

/**
 * Seeded events of the workspace within [from, to] (and of the action), at least the `limit` newest of them
 * (possibly more; the caller sorts and cuts). Builds only the sessions that can overlap the window, newest first,
 * and stops once `limit` events are certainly newer than every session left.
 */
export function historyWindow(ws: SeedWorkspace, query: WindowQuery): RecordedEvent[] {
  if (query.action !== undefined && !SEEDED_ACTIONS.has(query.action)) return [];
  const index = sessionIndexOf(ws);
  const from = query.from ?? Number.NEGATIVE_INFINITY;
  const to = query.to ?? Number.POSITIVE_INFINITY;
  // Last session starting at or before `to`.
  let lo = 0;
  let hi = index.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((index.starts[mid] as number) <= to) lo = mid + 1;
    else hi = mid;
  }
  const out: Array<{ event: RecordedEvent; ms: number }> = [];
  const identities = new Map<number, SeedProfileIdentity>();
  for (let k = lo - 1; k >= 0; k -= 1) {
    const start = index.starts[k] as number;
    if (start + MAX_SESSION_MS < from) break;
    if (out.length >= query.limit && (k & 31) === 0) {
      const bound = start + MAX_SESSION_MS;
      let newer = 0;
      for (const e of out) if (e.ms > bound) newer += 1;
      if (newer >= query.limit) break;
    }
    const i = index.profiles[k] as number;
    if (query.skip?.(seededClientId(ws, i))) continue;
    let who = identities.get(i);
    if (!who) {
      who = identityOf(ws, i);
      identities.set(i, who);
    }
    for (const event of sessionEvents(ws, i, index.sessions[k] as number, start, who)) {
      if (query.action !== undefined && event.action !== query.action) continue;
      const ms = Date.parse(event.time);
      if (ms >= from && ms <= to) out.push({ event, ms });
    }
  }
  return out.map((e) => e.event);
}
