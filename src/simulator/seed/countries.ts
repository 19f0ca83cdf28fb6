import { countryCodes, isCountryCode } from '../../lib/countries';

/**
 * ISO 3166-1 alpha-2: the 249 officially assigned country codes (profile `countryCode` is validated against
 * this list, so `PL` is accepted and `XX` or `POL` are not). One list serves the service and the dashboard.
 */
export const ISO_COUNTRY_CODES: ReadonlySet<string> = new Set(countryCodes);

export { isCountryCode };
