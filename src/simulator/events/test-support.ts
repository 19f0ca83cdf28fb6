/** Shared set-up of the event tests (not used by the app). */
import { issueToken } from '../auth/tokens';
import { WORKSPACE_KEY_PERMISSIONS, seededClientId } from '../seed';
import { createTestSimulator, workspace, type Loose } from '../testing';
import { SMALL, workspaceToken } from '../profiles/test-support';

export { SMALL };

/** A Workspace token of `wsIndex` whose key has every permission but `without`. */
export async function workspaceTokenWithout(wsIndex: number, without: string, nowMs: number): Promise<string> {
  const ws = workspace(wsIndex);
  const issued = await issueToken(
    {
      sub: String(ws.id),
      ctype: 'WORKSPACE',
      ws: ws.id,
      wsg: ws.guid,
      perm: WORKSPACE_KEY_PERMISSIONS.filter((p) => p !== without),
    },
    { nowMs, ttlSeconds: 3600 },
  );
  return issued.token;
}

export async function eventTestbed(wsIndex = SMALL) {
  const t = createTestSimulator();
  const ws = workspace(wsIndex);
  const key = await workspaceToken(t, wsIndex);
  const customer1 = seededClientId(ws, 0);
  return { t, ws, key, customer1 };
}

/** A valid transaction of customer1 (override fields as needed). */
export function transaction(overrides: Record<string, Loose> = {}): Record<string, Loose> {
  return {
    client: { email: 'customer1@demo.test' },
    orderId: 'ORD-1',
    paymentInfo: { method: 'CASH' },
    products: [
      {
        sku: 'SKU-1',
        name: 'Tent',
        quantity: 1,
        finalUnitPrice: { amount: 100, currency: 'EUR' },
        categories: ['Outdoor'],
      },
      { sku: 'SKU-2', name: 'Lamp', quantity: 2, finalUnitPrice: { amount: 10, currency: 'EUR' } },
    ],
    revenue: { amount: 120, currency: 'EUR' },
    value: { amount: 100, currency: 'EUR' },
    source: 'WEB_DESKTOP',
    ...overrides,
  };
}
