// What other features may use of the profiles feature (documents: the preview's profile picker).
export type { Profile } from './api/schemas';
export { lookupKindLabels, useProfileLookup } from './api/use-profile-lookup';
