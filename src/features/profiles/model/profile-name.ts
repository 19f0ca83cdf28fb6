import type { Profile } from '../api/schemas';

/** How a profile is named in headings, confirmations and lists. */
export function profileName(profile: Profile): string {
  const full = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    profile.displayName ||
    full ||
    profile.email ||
    profile.customId ||
    (profile.anonymous ? `Anonymous profile ${profile.clientId}` : `Profile ${profile.clientId}`)
  );
}
