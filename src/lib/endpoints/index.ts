/**
 * Every operation the dashboard calls, in one table (one file per service area, merged here). `source` says where the method and path come from:
 * - `reference`: the service reference gives them;
 * - `public`: the service's public documentation (not the service reference);
 * - `chosen`: nothing public names them; this project chose them. A deployer corrects a chosen path here,
 *   in one line, and nowhere else (docs/deployment.md lists the ones no real deployment has confirmed).
 * `apiVersion`: the operation requires the `Api-Version: 4.4` header (all `/v4` operations).
 * `permission`: what a 403 from this operation is about, when the reference names it.
 */
import { authEndpoints } from './auth';
import { documentEndpoints } from './documents';
import { eventEndpoints } from './events';
import { profileEndpoints } from './profiles';
import { searchEndpoints } from './search';

export type { Endpoint } from './endpoint';

export const endpoints = {
  ...authEndpoints,
  ...profileEndpoints,
  ...eventEndpoints,
  ...documentEndpoints,
  ...searchEndpoints,
} as const;
