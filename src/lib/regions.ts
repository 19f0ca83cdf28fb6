import { regionRouting, simulatorMode, simulatorUrl } from './env';

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

/**
 * The address requests are actually sent to for a region: the simulator server when the build targets it,
 * the dev proxy path when asked for, otherwise the region itself (the in-page simulator intercepts those).
 */
export function apiBaseUrl(id: RegionId): string {
  if (simulatorMode === 'http') return simulatorUrl;
  if (regionRouting === 'proxy') return `/region/${id}`;
  return findRegion(id).baseUrl;
}
