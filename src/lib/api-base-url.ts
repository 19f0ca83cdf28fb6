import { regionRouting, simulatorMode, simulatorUrl } from './env';
import { apiBaseUrlFor, type RegionId } from './regions';

/** The address this build sends a region's requests to (src/lib/regions.ts). */
export const apiBaseUrl = (id: RegionId): string => apiBaseUrlFor(id, { simulatorMode, simulatorUrl, regionRouting });
