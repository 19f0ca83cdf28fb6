import { rngForIndex } from './prng';
import { WORKSPACE_INDEX, type SeedWorkspace } from './workspaces';

/**
 * When the seeded profiles had their visits (sessions). It lives in the seed, beside the profiles, because a
 * profile's `lastActivityDate` is the start of its newest session: the header's "last activity" and the newest
 * event of the timeline (events/history.ts builds each session's events) then agree.
 */

/** The fixed date the seeded data ends at (never the wall clock, so the data is the same every day). */
export const PROFILE_REFERENCE_MS = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;
export const HISTORY_SPAN_MS = 730 * DAY_MS;
/** Every event of a session is within this long after its start. */
export const MAX_SESSION_MS = 60 * 60_000;
/** Seed indexes with a heavy history in Northwind (customer1…3) and their session counts. */
const HEAVY_SESSIONS: Readonly<Record<number, number>> = { 0: 3_000, 1: 2_000, 2: 1_100 };

function sessionCount(ws: SeedWorkspace, i: number, rng: () => number): number {
  if (ws.index === WORKSPACE_INDEX.northwind) {
    const heavy = HEAVY_SESSIONS[i];
    if (heavy !== undefined) return heavy;
  }
  if (i < 5) return 0;
  // 0…2 sessions, one on average (about ten events each).
  return Math.floor(rng() * 3);
}

const startsRng = rngForIndex('event-history-starts');

export function sessionStreamIndex(ws: SeedWorkspace, i: number): number {
  return ws.index * 1_000_000 + i;
}

/** Session start times of seeded profile i, ascending (epoch ms within the two years before the reference date). */
export function sessionStartsOf(ws: SeedWorkspace, i: number): number[] {
  const rng = startsRng(sessionStreamIndex(ws, i));
  const count = sessionCount(ws, i, rng);
  const starts: number[] = [];
  for (let s = 0; s < count; s += 1)
    starts.push(PROFILE_REFERENCE_MS - MAX_SESSION_MS - Math.floor(rng() * (HISTORY_SPAN_MS - MAX_SESSION_MS)));
  return starts.sort((a, b) => a - b);
}

/** The start of seeded profile i's newest session (its first event is at that instant), or null without any. */
export function newestSessionStartOf(ws: SeedWorkspace, i: number): number | null {
  const starts = sessionStartsOf(ws, i);
  return starts.length === 0 ? null : starts[starts.length - 1]!;
}
