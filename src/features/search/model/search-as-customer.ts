import { appPath } from '../../../lib/app-path';

/**
 * The search playground as this customer: personalisation on with their uuid, beside the same search without it
 * (the profile page's button on a laptop, its actions menu on a phone).
 */
export function searchAsCustomerPath(uuid: string): string {
  return appPath(`/search?${new URLSearchParams({ clientUUID: uuid, personalize: 'compare' }).toString()}`);
}
