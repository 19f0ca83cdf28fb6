import { seededClientId } from '../seed';
import { workspace, type Loose } from '../testing';
import {
  HISTORY_END_MS,
  HISTORY_STATS,
  MAX_SESSION_MS,
  historyOf,
  historyWindow,
  sessionEvents,
  sessionStartsOf,
  identityOf,
  seededSearchResults,
} from './history';
import { eventTestbed } from './test-support';

const NORTHWIND = 0;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('Seeded event history', () => {
  it('is deterministic: the same events on every derivation', () => {
    const ws = workspace(3);
    const id = seededClientId(ws, 10);
    const a = historyOf(ws, id);
    const b = historyOf(ws, id);
    expect(a).toEqual(b);
    const starts = sessionStartsOf(ws, 7);
    expect(starts).toEqual(sessionStartsOf(ws, 7));
    const who = identityOf(ws, 7);
    starts.forEach((start, s) =>
      expect(sessionEvents(ws, 7, s, start, who)).toEqual(sessionEvents(ws, 7, s, start, who)),
    );
  });

  it('stays within the two years before the fixed reference date, ascending', () => {
    const ws = workspace(NORTHWIND);
    const events = historyOf(ws, seededClientId(ws, 2));
    const times = events.map((e) => Date.parse(e.time));
    expect(Math.max(...times)).toBeLessThanOrEqual(HISTORY_END_MS);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(HISTORY_END_MS - 731 * DAY);
  });

  it("gives Northwind's customer1…3 tens of thousands of events each (logged with console.info)", () => {
    const ws = workspace(NORTHWIND);
    for (const i of [0, 1, 2]) {
      const began = performance.now();
      const count = historyOf(ws, seededClientId(ws, i)).length;
      console.info(
        `[simulator] history of Northwind customer${i + 1}: ${count} events in ${(performance.now() - began).toFixed(0)} ms`,
      );
      expect(count).toBeGreaterThanOrEqual(10_000);
      expect(count).toBeLessThanOrEqual(40_000);
    }
  });

  it('mixes the actions, and seed purchases produce transaction.charge + product.buy', () => {
    const ws = workspace(NORTHWIND);
    const events = historyOf(ws, seededClientId(ws, 0));
    const actions = new Set(events.map((e) => e.action));
    for (const action of [
      'page.visit',
      'product.view',
      'client.addToCart',
      'item.search',
      'transaction.charge',
      'product.buy',
      'client.login',
      'client.updateData',
    ]) {
      expect(actions).toContain(action);
    }
    const charge = events.find((e) => e.action === 'transaction.charge') as Loose;
    const bought = events.filter((e) => e.action === 'product.buy' && e.params.orderId === charge.params.orderId);
    expect(bought).toHaveLength(charge.params.productCount);
    expect(bought.every((e) => e.params.currency === charge.params.currency)).toBe(true);
    const visit = events.find((e) => e.action === 'page.visit') as Loose;
    expect(visit.params).toMatchObject({ url: expect.stringContaining('https://'), title: expect.any(String) });
  });

  it('opens results of that very search, earlier positions more often, and keeps the result count', () => {
    const ws = workspace(NORTHWIND);
    const events = historyOf(ws, seededClientId(ws, 0)) as readonly Loose[];
    const opened = new Map<number, number>();
    let searches = 0;
    let zeroResults = 0;
    events.forEach((event, n) => {
      if (event.action === 'item.search') {
        searches += 1;
        expect(event.params.resultCount).toBe(seededSearchResults(event.params.query).length);
        if (event.params.resultCount === 0) zeroResults += 1;
      }
      if (event.action !== 'product.view' || event.params.query === undefined) return;
      const search = events[n - 1]!;
      expect(search).toMatchObject({ action: 'item.search', params: { query: event.params.query } });
      const results = seededSearchResults(event.params.query);
      expect(results[event.params.position - 1]?.sku).toBe(event.params.sku);
      opened.set(event.params.position, (opened.get(event.params.position) ?? 0) + 1);
    });
    expect(searches).toBeGreaterThan(1000);
    expect(zeroResults).toBeGreaterThan(100);
    const [first, second, third] = [1, 2, 3].map((p) => opened.get(p) ?? 0) as [number, number, number];
    expect(first).toBeGreaterThan(second * 1.5);
    expect(second).toBeGreaterThan(third);
  });

  it('builds the Northwind session index fast on first use and answers a 7-day window', () => {
    const ws = workspace(NORTHWIND);
    const began = performance.now();
    const events = historyWindow(ws, { from: HISTORY_END_MS - 7 * DAY, to: HISTORY_END_MS, limit: 500 });
    const ms = performance.now() - began;
    console.info(
      `[simulator] first 7-day window of Northwind: ${events.length} events in ${ms.toFixed(0)} ms (index ${HISTORY_STATS.lastIndexSessions} sessions)`,
    );
    expect(HISTORY_STATS.lastIndexSessions).toBeGreaterThan(40_000);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => Date.parse(e.time) >= HISTORY_END_MS - 7 * DAY)).toBe(true);
  });

  it("agrees with the profile's last activity: it is the first event of the newest visit", async () => {
    const { t, key } = await eventTestbed(NORTHWIND);
    const ws = workspace(NORTHWIND);
    // Customer1 (a heavy history) and the first seeded profiles that have any events.
    const withEvents = [0, ...Array.from({ length: 40 }, (_, n) => n + 5)].filter(
      (i) => sessionStartsOf(ws, i).length > 0,
    );
    expect(withEvents.length).toBeGreaterThan(10);
    for (const i of withEvents) {
      const id = seededClientId(ws, i);
      const profile = await t.call('GET', `/v4/clients/${id}`, { token: key });
      const newest = await t.call('GET', `/v4/events/by-client/${id}?limit=1`, { token: key });
      const last = Date.parse(profile.body.lastActivityDate);
      const newestMs = Date.parse((newest.body as Loose[])[0]!.time);
      // Never older than the newest event by more than the visit it belongs to, never after it.
      expect(newestMs - last).toBeGreaterThanOrEqual(0);
      expect(newestMs - last).toBeLessThanOrEqual(MAX_SESSION_MS);
      expect(historyOf(ws, id).some((e) => Date.parse(e.time) === last)).toBe(true);
    }
  });

  it('is listed by the API: by client (newest first) and across the workspace', async () => {
    const { t, key } = await eventTestbed(NORTHWIND);
    const ws = workspace(NORTHWIND);
    const id = seededClientId(ws, 0);
    const page = await t.call('GET', `/v4/events/by-client/${id}?limit=500`, { token: key });
    expect(page.body).toHaveLength(500);
    const times = (page.body as Loose[]).map((e) => Date.parse(e.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const all = await t.call(
      'GET',
      `/v4/events/all?time[from]=${iso(HISTORY_END_MS - 3 * DAY)}&time[to]=${iso(HISTORY_END_MS)}&limit=50`,
      { token: key },
    );
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(50);
    const allTimes = (all.body as Loose[]).map((e) => Date.parse(e.time));
    expect([...allTimes].sort((a, b) => b - a)).toEqual(allTimes);
    const charges = await t.call('GET', `/v4/events/all?action=transaction.charge&limit=5`, { token: key });
    expect((charges.body as Loose[]).every((e) => e.action === 'transaction.charge')).toBe(true);
    expect(charges.body).toHaveLength(5);
  });

  it('leaves the demo customer accounts of other workspaces without history', () => {
    const ws = workspace(3);
    expect(historyOf(ws, seededClientId(ws, 0))).toEqual([]);
  });
});

describe('Seeded event history: workspace listing cost', () => {
  it('skips the seeded sessions for an action the seed never produces', () => {
    const began = performance.now();
    expect(historyWindow(workspace(NORTHWIND), { action: 'client.addToFavorites', limit: 500 })).toEqual([]);
    expect(performance.now() - began).toBeLessThan(1_000);
  });

  it('answers the newest events without a window by building only the newest sessions', () => {
    const events = historyWindow(workspace(NORTHWIND), { limit: 500 });
    expect(events.length).toBeGreaterThanOrEqual(500);
    expect(events.length).toBeLessThan(5_000);
  });
});
