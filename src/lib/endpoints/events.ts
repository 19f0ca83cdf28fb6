import { endpoint } from './endpoint';

// Events and transactions. The workspace-wide listing is the legacy `GET /v4/events/all` (7-day window rule).
// Listing items are read as the reference's Event plus the vendor's `uuid`; both paths are the reference's.
export const eventEndpoints = {
  listProfileEvents: endpoint({
    method: 'GET',
    path: (clientId: number) => `/v4/events/by-client/${clientId}`,
    source: 'reference',
    apiVersion: true,
    permission: 'API_LISTING_BY_CLIENT_EVENTS_READ',
  }),
  listAllEvents: endpoint({ method: 'GET', path: () => '/v4/events/all', source: 'reference', apiVersion: true }),
} as const;
