import type { SimContext } from '../http/context';
import type { ProfileRecord } from '../profiles/record';
import { workspaceProfiles } from '../profiles/store';
import { randomUuid, rngFor } from '../seed/prng';
import { PROFILE_REFERENCE_MS, profileCountOf, seedProfile } from '../seed/profiles';
import type { SeedWorkspace } from '../seed/workspaces';
import type { Segment, WorkspaceDocuments } from './store';

/**
 * The segments an audience can target: nine per workspace, each a real rule over the profile record (custom
 * attributes included), evaluated on the current records. Sizes are counted over every profile of the workspace
 * and cached until the next applied profile change (Northwind's 50,000 profiles: a few tens of milliseconds).
 * "Lifetime value" is the seeded custom attribute `lifetimeValue` (the event history is not summed: too slow for
 * 50,000 profiles on every change).
 */

const DAY_MS = 86_400_000;
export const BIG_SPENDER_THRESHOLD = 500;
/** "Recently active" is measured against the seed's reference date, so segment sizes never drift with the clock. */
export const ACTIVE_SINCE_MS = PROFILE_REFERENCE_MS - 90 * DAY_MS;
const ACTIVE_SINCE_ISO = new Date(ACTIVE_SINCE_MS).toISOString();

const attr = (p: ProfileRecord, name: string): unknown => p.attributes[name];

/** The most common city of the workspace's first seeded profiles (deterministic: independent of changes). */
export function topCityOf(workspace: SeedWorkspace): { city: string; countryCode: string } {
  const counts = new Map<string, { n: number; countryCode: string }>();
  const sample = Math.min(profileCountOf(workspace), 1_500);
  for (let i = 0; i < sample; i += 1) {
    const p = seedProfile(workspace, i);
    if (p.city === null) continue;
    const entry = counts.get(p.city) ?? { n: 0, countryCode: p.countryCode ?? '' };
    entry.n += 1;
    counts.set(p.city, entry);
  }
  let best = { city: 'Warsaw', countryCode: 'PL', n: -1 };
  for (const [city, { n, countryCode }] of counts) {
    if (n > best.n || (n === best.n && city < best.city)) best = { city, countryCode, n };
  }
  return { city: best.city, countryCode: best.countryCode };
}

export function seedSegments(workspace: SeedWorkspace): Segment[] {
  const { city } = topCityOf(workspace);
  const defs: Array<Omit<Segment, 'id'>> = [
    {
      name: 'Big spenders',
      description: 'Customers who spent the most with us over their lifetime.',
      rule: `Lifetime value (custom attribute lifetimeValue) ≥ ${BIG_SPENDER_THRESHOLD}`,
      test: (p) =>
        typeof attr(p, 'lifetimeValue') === 'number' && (attr(p, 'lifetimeValue') as number) >= BIG_SPENDER_THRESHOLD,
    },
    {
      name: 'Gold and platinum members',
      description: 'The top tiers of the loyalty programme.',
      rule: 'Loyalty tier (custom attribute loyaltyTier) is gold or platinum',
      test: (p) => attr(p, 'loyaltyTier') === 'gold' || attr(p, 'loyaltyTier') === 'platinum',
    },
    {
      name: 'VIP customers',
      description: 'Hand-picked customers with VIP status.',
      rule: 'Custom attribute vip is true, or tagged vip',
      test: (p) => attr(p, 'vip') === true || p.tags.includes('vip'),
    },
    {
      name: 'Email subscribers',
      description: 'Customers we may email.',
      rule: 'Has an email address and gave the email agreement',
      test: (p) => p.email !== null && p.agreements.email,
    },
    {
      name: 'Anonymous visitors',
      description: 'Visitors not yet identified.',
      rule: 'Anonymous profile (no email, phone or custom id)',
      test: (p) => p.anonymous,
    },
    {
      name: `Shoppers in ${city}`,
      description: `Customers living in ${city}, our biggest city.`,
      rule: `City is ${city}`,
      test: (p) => p.city === city,
    },
    {
      name: 'Recently active',
      description: 'Customers active in the 90 days before the data snapshot.',
      rule: `Last activity on or after ${ACTIVE_SINCE_ISO.slice(0, 10)}`,
      test: (p) => p.lastActivityDate !== null && p.lastActivityDate >= ACTIVE_SINCE_ISO,
    },
    {
      name: 'Mobile app users',
      description: 'Customers reachable in the mobile app.',
      rule: 'Tagged mobile-app, or gave the push agreement',
      test: (p) => p.tags.includes('mobile-app') || p.agreements.push,
    },
    {
      name: 'Outdoor enthusiasts',
      description: 'Customers who love the outdoors.',
      rule: 'Favourite categories (custom attribute favouriteCategories) include outdoor',
      test: (p) =>
        Array.isArray(attr(p, 'favouriteCategories')) &&
        (attr(p, 'favouriteCategories') as unknown[]).includes('outdoor'),
    },
  ];
  return defs.map((def, k) => ({ ...def, id: randomUuid(rngFor('document-segment', workspace.index, k)) }));
}

export function segmentById(wd: WorkspaceDocuments, id: string): Segment | undefined {
  const key = id.toLowerCase();
  return wd.segments.find((s) => s.id === key);
}

/** Profiles in each segment now (cached per version of the workspace's profiles). */
export function segmentSizes(ctx: SimContext, wd: WorkspaceDocuments): Map<string, number> {
  const wp = workspaceProfiles(ctx, wd.workspace);
  if (wd.sizes && wd.sizes.profilesVersion === wp.version && wd.sizes.profileCount === wp.records.length)
    return wd.sizes.byId;
  const counts = wd.segments.map(() => 0);
  for (const record of wp.records) {
    for (let k = 0; k < wd.segments.length; k += 1) {
      if ((wd.segments[k] as Segment).test(record)) counts[k] = (counts[k] as number) + 1;
    }
  }
  const byId = new Map(wd.segments.map((s, k) => [s.id, counts[k] as number]));
  wd.sizes = { profilesVersion: wp.version, profileCount: wp.records.length, byId };
  return byId;
}
