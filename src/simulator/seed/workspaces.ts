import { randomHex, randomInt, randomUuid, rngFor } from './prng';

/**
 * Seeded workspaces (formerly "business profiles"). Each one is a pure function of its index: `workspaceAt(i)`
 * costs a few microseconds and never builds the others. Users reference workspaces by index (see users.ts).
 */

export type Restriction = 'OFF' | 'ENABLED';

/** Permissions a workspace-scope API key can carry (the reference's list under Authentication). */
export const WORKSPACE_KEY_PERMISSIONS = [
  'SAUTH_SERVER_LOGIN_CLIENT_CREATE',
  'API_TRANSACTION_CREATE',
  'API_BATCH_TRANSACTION_CREATE',
  'API_LISTING_BY_CLIENT_EVENTS_READ',
  'SCHEMA_SERVICE_SCHEMA_READ',
  'SCHEMA_SERVICE_SCHEMA_CREATE',
  'ITEMS_SEARCH_SEARCH_READ',
  'API_APPLICATION_STARTED_EVENTS_CREATE',
  'API_REGISTERED_EVENTS_CREATE',
  /** Profile (client) operations: the "Profiles (legacy)" table's "workspace API key with scope REALM_CLIENT". */
  'REALM_CLIENT',
  /** Event operations. */
  'REALM_EVENT',
] as const;
export type WorkspaceKeyPermission = (typeof WORKSPACE_KEY_PERMISSIONS)[number];

export interface SeedWorkspace {
  index: number;
  id: number;
  guid: string;
  name: string;
  subdomain: string;
  /** An https URL or the empty string (the dashboard then shows initials). */
  logo: string;
  hash: string;
  /** Epoch milliseconds. */
  created: number;
  /** Epoch milliseconds. */
  updated: number;
  organizationGuid: string;
  emailAttributeName: string;
  labels: string[];
  ipRestriction: Restriction;
  mfaRestriction: Restriction;
  /** Workspace-scope API key (uuid): used with the Workspace login. */
  apiKey: string;
  apiKeyPermissions: WorkspaceKeyPermission[];
  /**
   * The tracker key (uuid), as in a website tracking code. The simulator accepts it as the Profile-scope API key
   * of the workspace in every Profile login and the Profile refresh: the reference keeps Profile and Workspace
   * keys separate but gives no shape for a Profile key, and the control API exposes exactly `apiKey` and
   * `trackerKey`.
   */
  trackerKey: string;
}

const WORKSPACE_NAMES = [
  'Northwind Retail',
  'Contoso Pharma',
  'Fabrikam Fashion',
  'Adventure Works Outdoor',
  'Tailspin Travel',
  'Wingtip Toys',
  'Litware Books',
  'Proseware Electronics',
  'Woodgrove Bank',
  'Alpine Ski House',
  'Blue Yonder Airlines',
  'Coho Winery',
  'Fourth Coffee',
  'Humongous Insurance',
  'Lucerne Publishing',
  "Margie's Travel",
  'Relecloud Media',
  'Southridge Video',
  'Trey Research',
  'VanArsdel Furniture',
  'Wide World Importers',
  'Consolidated Messenger',
  'Lamna Healthcare',
  'Munson Pickles & Preserves',
  'Nod Publishers',
  'Olympia Sports',
  'Bellows College Store',
  'Best For You Organics',
  'A. Datum Analytics',
  'First Up Consultants',
  'City Power & Light',
  'Graphic Design Institute',
  'Tasmanian Traders',
  'Boulder Innovations',
  'Woodgrove Bank Private',
  'Contoso Pharma Labs',
  'Contoso Bank Secure',
  'Fabrikam Outlet',
  'Northwind Wholesale',
  'Tailspin Cargo',
] as const;

export const WORKSPACE_COUNT = WORKSPACE_NAMES.length;

/** Workspace indexes with a special configuration (the tests and the demo accounts rely on them). */
export const WORKSPACE_INDEX = {
  /** "Northwind Retail": in every demo user's list. */
  northwind: 0,
  /** Its workspace API key lacks SAUTH_SERVER_LOGIN_CLIENT_CREATE (server-side Profile login answers 403). */
  withoutServerLoginPermission: 2,
  /** Its workspace API key lacks REALM_CLIENT (the profile operations answer 403). */
  withoutRealmClientPermission: 5,
  /** `ipRestriction: ENABLED` in ada's list (informational only). */
  ipRestrictedForAda: 20,
  /** `mfaRestriction: ENABLED`: selectable only after MFA (tom can, max cannot). */
  mfaRestricted: 36,
  /** `ipRestriction: ENABLED` in max's list (informational only: selectable). */
  ipRestricted: 38,
} as const;

/** Indexes with a logo URL. The `.test` domain never resolves, so the dashboard exercises its initials fallback. */
const WITH_LOGO = new Set([1, 4, 8, 12, 16, 24, 34]);

const LABEL_POOL = ['retail', 'b2c', 'b2b', 'eu', 'us', 'pilot', 'production', 'staging', 'loyalty', 'mobile'];

/** Base of all generated dates: 2019-03-01T00:00:00Z. */
const EPOCH_BASE_MS = Date.UTC(2019, 2, 1);
const DAY_MS = 86_400_000;

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const cache = new Map<number, SeedWorkspace>();

/** The workspace with the given index (0 ≤ index < WORKSPACE_COUNT); undefined outside that range. */
export function workspaceAt(index: number): SeedWorkspace | undefined {
  const name = WORKSPACE_NAMES[index];
  if (name === undefined) return undefined;
  const cached = cache.get(index);
  if (cached) return cached;
  const rng = rngFor('workspace', index);
  const guid = randomUuid(rng);
  const apiKey = randomUuid(rng);
  const trackerKey = randomUuid(rng);
  const hash = randomHex(rng, 32);
  const created = EPOCH_BASE_MS + index * 23 * DAY_MS + randomInt(rng, 0, DAY_MS - 1);
  const updated = created + randomInt(rng, 30, 900) * DAY_MS + randomInt(rng, 0, DAY_MS - 1);
  const labelA = LABEL_POOL[randomInt(rng, 0, LABEL_POOL.length - 1)] ?? 'retail';
  const labelB = LABEL_POOL[randomInt(rng, 0, LABEL_POOL.length - 1)] ?? 'eu';
  const labels = index % 3 === 2 ? [] : labelA === labelB ? [labelA] : [labelA, labelB];
  // Every five workspaces share an organization.
  const organizationGuid = randomUuid(rngFor('organization', Math.floor(index / 5)));
  const subdomain = slugify(name);
  const workspace: SeedWorkspace = {
    index,
    id: 1200 + index * 7,
    guid,
    name,
    subdomain,
    // A path on the simulator itself (made absolute per request): no request ever leaves for another host.
    logo: WITH_LOGO.has(index) ? `/__simulator/logos/${subdomain}.svg` : '',
    hash,
    created,
    updated,
    organizationGuid,
    emailAttributeName: 'email',
    labels,
    ipRestriction:
      index === WORKSPACE_INDEX.ipRestricted || index === WORKSPACE_INDEX.ipRestrictedForAda ? 'ENABLED' : 'OFF',
    mfaRestriction: index === WORKSPACE_INDEX.mfaRestricted ? 'ENABLED' : 'OFF',
    apiKey,
    apiKeyPermissions: WORKSPACE_KEY_PERMISSIONS.filter(
      (p) =>
        !(index === WORKSPACE_INDEX.withoutServerLoginPermission && p === 'SAUTH_SERVER_LOGIN_CLIENT_CREATE') &&
        !(index === WORKSPACE_INDEX.withoutRealmClientPermission && p === 'REALM_CLIENT'),
    ),
    trackerKey,
  };
  cache.set(index, workspace);
  return workspace;
}

/** Every seeded workspace, in index order (40 records; cheap). */
export function allWorkspaces(): SeedWorkspace[] {
  const out: SeedWorkspace[] = [];
  for (let i = 0; i < WORKSPACE_COUNT; i += 1) {
    const ws = workspaceAt(i);
    if (ws) out.push(ws);
  }
  return out;
}

let byGuid: Map<string, SeedWorkspace> | undefined;
let byApiKey: Map<string, SeedWorkspace> | undefined;
let byTrackerKey: Map<string, SeedWorkspace> | undefined;

function indexes(): void {
  if (byGuid && byApiKey && byTrackerKey) return;
  byGuid = new Map();
  byApiKey = new Map();
  byTrackerKey = new Map();
  for (const ws of allWorkspaces()) {
    byGuid.set(ws.guid, ws);
    byApiKey.set(ws.apiKey, ws);
    byTrackerKey.set(ws.trackerKey, ws);
  }
}

/** Lookups are case-insensitive on the uuid text. */
export function workspaceByGuid(guid: string): SeedWorkspace | undefined {
  indexes();
  return byGuid?.get(guid.toLowerCase());
}

export function workspaceByApiKey(apiKey: string): SeedWorkspace | undefined {
  indexes();
  return byApiKey?.get(apiKey.toLowerCase());
}

export function workspaceByTrackerKey(trackerKey: string): SeedWorkspace | undefined {
  indexes();
  return byTrackerKey?.get(trackerKey.toLowerCase());
}

export function workspaceById(id: number): SeedWorkspace | undefined {
  if (!Number.isInteger(id) || (id - 1200) % 7 !== 0) return undefined;
  return workspaceAt((id - 1200) / 7);
}
