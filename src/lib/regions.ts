export interface Region {
  id: RegionId;
  label: string;
  /** The public base address of the regional deployment. */
  baseUrl: string;
}

export type RegionId = 'azure-eu' | 'azure-us' | 'gcp';

/** The three regional deployments (public base addresses, see unspecified-paths.md). */
export const regions: readonly Region[] = [
  { id: 'azure-eu', label: 'Azure EU', baseUrl: 'https://api.synerise.com' },
  { id: 'azure-us', label: 'Azure USA', baseUrl: 'https://api.azu.synerise.com' },
  { id: 'gcp', label: 'GCP', baseUrl: 'https://api.geb.synerise.com' },
];

export const defaultRegionId: RegionId = 'azure-eu';

export function isRegionId(value: unknown): value is RegionId {
  return regions.some((region) => region.id === value);
}

export function findRegion(id: RegionId): Region {
  return regions.find((region) => region.id === id) ?? regions[0]!;
}

/** How a build routes its requests (src/lib/env.ts): fixed at build time. */
export interface RequestRouting {
  simulatorMode: 'browser' | 'http' | 'off';
  simulatorUrl: string;
  regionRouting: 'proxy' | 'direct';
}

/**
 * The address requests are actually sent to for a region: the simulator server when the build targets it,
 * the dev proxy path when asked for, otherwise the region itself (the in-page simulator intercepts those).
 * Free of the build's environment, so the build itself can ask too (vite.config.ts); the app asks through
 * src/lib/api-base-url.ts.
 */
export function apiBaseUrlFor(id: RegionId, routing: RequestRouting): string {
  if (routing.simulatorMode === 'http') return routing.simulatorUrl;
  if (routing.regionRouting === 'proxy') return `/region/${id}`;
  return findRegion(id).baseUrl;
}
