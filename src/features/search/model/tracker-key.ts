import { readLocal, writeLocal } from '../../../lib/local-store';

/**
 * The workspace's tracker key, which search requests send as the `token` query parameter (the reference's
 * tracker-key scheme; the person's bearer token is never sent to search). Asked for once per workspace and
 * remembered; in simulator builds it is filled in from the simulator's control API.
 */
const storageKey = (ws: string) => `cdp.search.tracker-key.${ws}`;

export const readTrackerKey = (ws: string): string | null => readLocal(storageKey(ws))?.trim() || null;
export const saveTrackerKey = (ws: string, key: string) => writeLocal(storageKey(ws), key.trim());
export const forgetTrackerKey = (ws: string) => writeLocal(storageKey(ws), null);

/**
 * The stored key, or the one `fromSimulator` gives (simulator builds pass the control API's workspace listing),
 * stored for next time.
 */
export async function ensureTrackerKey(
  ws: string,
  fromSimulator?: (ws: string) => Promise<string | null>,
): Promise<string | null> {
  const stored = readTrackerKey(ws);
  if (stored || !fromSimulator) return stored;
  const simulated = await fromSimulator(ws).catch(() => null);
  if (simulated) saveTrackerKey(ws, simulated);
  return simulated;
}
