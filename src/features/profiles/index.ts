// What other features may use of the profiles feature: the profile type and the "find a profile by what was
// typed" field state (the documents editor's preview picks a profile with it).
export type { Profile } from './api/schemas';
export { lookupKindLabels } from './api/find-profile';
export { useProfileLookup } from './hooks/use-profile-lookup';
