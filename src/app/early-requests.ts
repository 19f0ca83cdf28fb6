import { authorities } from '../lib/authorities.ts';

/**
 * A GET that the build's preload script (build/signed-in-preload.ts) sends at navigation, with the scripts, and
 * that the page's loader then finds answered or on its way (src/lib/early-responses.ts) instead of asking again
 * once the code has arrived (docs/decisions/0125-requests-at-navigation.md).
 */
export interface EarlyRequest {
  /**
   * Below the API base, as the HTTP client writes it; `(name)` stands for the address's `:name` segment, `(ago:ms)`
   * for the moment that many milliseconds before now, to the minute (a window's start, as its loader computes it).
   */
  path: string;
  /** Sends `Api-Version` (the endpoint's `apiVersion`, src/lib/endpoints). */
  apiVersion: boolean;
  /** A listing as an address without a query string asks for it: sent only then. */
  bare?: boolean;
  /**
   * A listing read whole (`page=1` in its path): once the first page's `X-Pagination-Total-Pages` is in, the script
   * asks for the others at once (`page=2`…), as the loader does after reading the first.
   */
  everyPage?: boolean;
  /** Sent only when the person's role holds this authority, as the loader asks only then (src/lib/authorities.ts). */
  permission?: string;
}

const profile: EarlyRequest = { path: '/v4/clients/(id)', apiVersion: true };

/** The overview's counts of the last 24 hours (src/app/routes/overview.queries.ts): its window starts a day ago. */
const dayOfEvents = (action: string) => ({
  path: `/v4/events/all?time%5Bfrom%5D=(ago:86400000)${action}&limit=500`,
  apiVersion: true,
  permission: authorities.activitiesRead,
});

/**
 * What each page waits for before it can show its content (patterns as in src/app/page-modules.ts): its own record,
 * or its listing for an address without a query string. Written out rather than derived, so the build reads
 * them without loading the app's modules; src/app/early-requests.test.ts runs each page's loaders and checks that
 * they ask for exactly these, with these headers, and only for a role that holds their `permission`. Of the
 * requests that depend on the clock, only the overview's day (the same at any moment of its minute) is sent here;
 * the event explorer's and the timeline's windows are left to the loaders.
 */
export const earlyRequests: Record<string, EarlyRequest[]> = {
  '/w/:workspace': [
    { path: '/uauth/business-profile/current', apiVersion: false },
    {
      path: '/v4/clients?sortBy=lastActivityDate&sortOrder=DESC&pageIndex=1&pageSize=5',
      apiVersion: true,
      permission: authorities.profilesRead,
    },
    {
      path: '/schema-service/v2/documents?page=1&limit=5&sortBy=updatedAt&ordering=desc',
      apiVersion: false,
      permission: authorities.documentsRead,
    },
    dayOfEvents(''),
    dayOfEvents('&action=item.search'),
  ],
  '/w/:workspace/profiles': [{ path: '/v4/clients?pageIndex=1&pageSize=20', apiVersion: true, bare: true }],
  '/w/:workspace/profiles/:id': [profile],
  '/w/:workspace/profiles/:id/events': [profile],
  '/w/:workspace/profiles/:id/purchases': [
    profile,
    // The newest orders of the purchase history (its first page of each action).
    { path: '/v4/events/by-client/(id)?action=transaction.charge&limit=20', apiVersion: true },
    { path: '/v4/events/by-client/(id)?action=product.buy&limit=50', apiVersion: true },
  ],
  '/w/:workspace/profiles/:id/documents': [profile],
  '/w/:workspace/documents': [
    {
      path: '/schema-service/v2/documents?page=1&limit=25&sortBy=updatedAt&ordering=desc',
      apiVersion: false,
      bare: true,
    },
  ],
  '/w/:workspace/documents/placements': [
    // Every document, its pages of 100 (the others once the first one's totals are in), and the segments' names.
    {
      path: '/schema-service/v2/documents?page=1&limit=100&sortBy=priority&ordering=desc',
      apiVersion: false,
      everyPage: true,
    },
    { path: '/schema-service/v2/segments?limit=100', apiVersion: false },
  ],
  '/w/:workspace/documents/:id': [{ path: '/schema-service/v2/documents/(id)', apiVersion: false }],
  '/w/:workspace/documents/:id/wall': [{ path: '/schema-service/v2/documents/(id)', apiVersion: false }],
  '/w/:workspace/search': [{ path: '/search/v2/indices?page=1&limit=100&includeMeta=true', apiVersion: false }],
};
