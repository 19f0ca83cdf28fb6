import { authorities } from '../../lib/authorities';
import { defaultDocumentListParams } from '../../features/documents/model/list-params';
import { documentsQuery } from '../../features/documents/api/list-documents';
import { workspaceEventsQuery } from '../../features/events/api/event-queries';
import { MAX_EVENTS_LIMIT } from '../../features/events/api/list-events';
import { defaultListParams } from '../../features/profiles/model/list-params';
import { profilesQuery } from '../../features/profiles/api/list-profiles';

/**
 * The overview's requests, shared by its loader (which starts them all at once) and its page. Counts come from
 * the service's own listings (docs/decisions/0050-overview-counts.md): the listings' total-count header for
 * profiles and documents; for the last 24 hours, the workspace event listing (one request of at most 500, so
 * "500+" beyond), all actions for events, `item.search` for searches.
 */
export const RECENT = 5;

const recentProfilesQuery = (ws: string) =>
  profilesQuery(ws, { ...defaultListParams, pageSize: RECENT, sortBy: 'lastActivityDate', sortOrder: 'desc' });

const recentDocumentsQuery = (ws: string) =>
  documentsQuery(ws, { ...defaultDocumentListParams, pageSize: RECENT, sortBy: 'updatedAt', ordering: 'desc' });

/** 24 hours before now, to the minute: the loader and the page then ask for (and cache) the same window. */
export const dayAgo = (now = Date.now()) => new Date(Math.floor((now - 86_400_000) / 60_000) * 60_000).toISOString();

const eventsSinceQuery = (ws: string, from: string, action?: string) =>
  workspaceEventsQuery(ws, { from, action, limit: MAX_EVENTS_LIMIT });

export const SEARCH_ACTION = 'item.search';

/**
 * The newest event of the workspace (of one action): asked for only when the last 24 hours have none, so a zero
 * says whether tracking stopped, and when ("the newest is from 11 months ago"), instead of a bare 0.
 */
export const newestEventQuery = (ws: string, action?: string) => workspaceEventsQuery(ws, { action, limit: 1 });

export const countCapped = (count: number) => count >= MAX_EVENTS_LIMIT;

/**
 * The overview's four requests for a person's authorities, each enabled only when the role may read it: the
 * loader prefetches the enabled ones, the page reads them.
 */
export function overviewQueries(ws: string, from: string, granted: readonly string[]) {
  const profiles = granted.includes(authorities.profilesRead);
  const documents = granted.includes(authorities.documentsRead);
  const events = granted.includes(authorities.activitiesRead);
  return {
    profiles: { ...recentProfilesQuery(ws), enabled: profiles },
    documents: { ...recentDocumentsQuery(ws), enabled: documents },
    events: { ...eventsSinceQuery(ws, from), enabled: events },
    searches: { ...eventsSinceQuery(ws, from, SEARCH_ACTION), enabled: events },
  };
}
