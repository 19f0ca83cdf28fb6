/** Helpers for the search simulator's tests. */
import { seedProfile } from '../seed';
import { createTestSimulator, workspace, ORIGIN, type Loose } from '../testing';
import { SMALL, workspaceToken } from '../profiles/test-support';

/** Most tests search the small workspace (its profiles are few, so clientUUID look-ups are cheap). */
export const WS = workspace(SMALL);
export const KEY = WS.trackerKey;
/** customer1 of the small workspace: no seeded history, so its purchases are exactly what a test records. */
export const CUSTOMER1 = seedProfile(WS, 0);
/** Generous: the first search of a file builds the products index (about a second, more on a busy machine). */
export const FIRST_SEARCH_TIMEOUT_MS = 60_000;

export type Query = Record<string, string | number | boolean | ReadonlyArray<string | number>>;

export function queryString(params: Query): string {
  const sp = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const v of value) sp.append(name, String(v));
    else sp.append(name, String(value));
  }
  return sp.toString();
}

/**
 * The helpers ask for the body's `meta` (includeMeta=true, as the dashboard does) unless a test gives includeMeta
 * itself; the service's default (false) is tested with a plain `call`.
 */
export function createSearchTester() {
  const t = createTestSimulator();
  /** GET /search/v2/indices/{index}/{operation}?token=…&includeMeta=true&params. */
  function get(index: string, operation: string, params: Query = {}, token: string | null = KEY) {
    const qs = queryString({ ...(token === null ? {} : { token }), includeMeta: true, ...params });
    return t.call('GET', `/search/v2/indices/${index}/${operation}?${qs}`);
  }
  function post(index: string, operation: string, body: unknown, token: string | null = KEY) {
    const withMeta =
      typeof body === 'object' && body !== null && !Array.isArray(body) ? { includeMeta: true, ...body } : body;
    return t.call('POST', `/search/v2/indices/${index}/${operation}${token === null ? '' : `?token=${token}`}`, {
      body: withMeta,
    });
  }
  async function postForm(index: string, operation: string, form: FormData, token: string = KEY) {
    const response = await t.sim.handle(
      new Request(`${ORIGIN}/search/v2/indices/${index}/${operation}?token=${token}`, { method: 'POST', body: form }),
    );
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Loose, headers: response.headers };
  }
  /** Records a purchase of the skus for customer1 through POST /v4/transactions. */
  async function buy(orderId: string, skus: string[]) {
    const token = await workspaceToken(t, SMALL);
    const answer = await t.call('POST', '/v4/transactions', {
      token,
      body: {
        client: { uuid: CUSTOMER1.uuid },
        orderId,
        paymentInfo: { method: 'CASH' },
        products: skus.map((sku) => ({
          sku,
          name: sku,
          quantity: 1,
          finalUnitPrice: { amount: 10, currency: 'EUR' },
          categories: [],
        })),
        revenue: { amount: 10 * skus.length, currency: 'EUR' },
        value: { amount: 10 * skus.length, currency: 'EUR' },
        source: 'WEB_DESKTOP',
      },
    });
    if (answer.status !== 202) throw new Error(`transaction answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    // Profile changes and events settle on the next request; give the queue its maximum delay.
    t.clock.advance(2_500);
  }
  return { ...t, get, post, postForm, buy };
}

export const ids = (body: Loose): string[] => (body.data as Array<{ itemId: string }>).map((i) => i.itemId);
