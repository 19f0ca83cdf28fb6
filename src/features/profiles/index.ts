// What other features may use of the profiles feature: the profile type, the "find a profile by what was
// typed" field state (the documents editor's preview picks a profile with it), the listing's first page (the
// preview offers a few profiles of a document's audience), the list's filter bar, loaded after the page shows (the
// audience wall's Filtered sample), one profile's record (the wall's Personas) and how a profile is named.
export { profileSchema, type Profile } from './api/schemas';
export { lookupKindLabels } from './api/find-profile';
export { listProfiles } from './api/list-profiles';
export { getProfile } from './api/get-profile';
export {
  defaultListParams as defaultProfileListParams,
  listParamsFromSearch,
  searchFromListParams,
  type ProfileListParams,
} from './model/list-params';
export { profileName } from './model/profile-name';
export { useProfileLookup } from './hooks/use-profile-lookup';
export { ProfileFiltersAfterContent } from './components/profile-filters-after-content';
