import { listWorkspaceEvents, MAX_EVENTS_LIMIT, MAX_WINDOW_MS } from '../../events';
import type { ServiceEvent } from '../../events';
import { harvestWindows, queriesFromEvents, type HarvestedQuery } from '../model/harvest';

export interface HarvestResult {
  queries: HarvestedQuery[];
  /** The searches read. */
  searches: number;
  windows: number;
  /** Windows that returned the listing's maximum: more searches happened than were read, and the sample says so. */
  cappedWindows: number;
}

type ListEvents = typeof listWorkspaceEvents;

/**
 * The `item.search` events of the workspace from `fromMs` to `toMs`, asked for one window under 7 days at a time
 * (the listing refuses longer ones), newest first; one window at a time, so a long period does not crowd the
 * service. `list` is the listing (a test passes its own).
 */
export async function harvestSearches(
  indexId: string,
  fromMs: number,
  toMs: number,
  signal?: AbortSignal,
  list: ListEvents = listWorkspaceEvents,
): Promise<HarvestResult> {
  const windows = harvestWindows(fromMs, toMs, MAX_WINDOW_MS);
  const events: ServiceEvent[] = [];
  let cappedWindows = 0;
  for (const window of windows) {
    signal?.throwIfAborted();
    const page = await list({ ...window, action: 'item.search', limit: MAX_EVENTS_LIMIT }, signal);
    if (page.length >= MAX_EVENTS_LIMIT) cappedWindows += 1;
    events.push(...page);
  }
  return {
    queries: queriesFromEvents(events, indexId),
    searches: events.length,
    windows: windows.length,
    cappedWindows,
  };
}

/** When the newest `item.search` of the workspace happened (one event asked for), or null when there is none. */
export async function newestSearchTime(
  signal?: AbortSignal,
  list: ListEvents = listWorkspaceEvents,
): Promise<number | null> {
  const [newest] = await list({ action: 'item.search', limit: 1 }, signal);
  const ms = newest ? Date.parse(newest.time) : NaN;
  return Number.isFinite(ms) ? ms : null;
}
