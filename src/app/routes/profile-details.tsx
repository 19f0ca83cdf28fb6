import { ProfileDetailsTab } from '../../features/profiles/components/profile-details-tab';

// The profile itself is loaded by the parent route (profile-detail.tsx).
export const Component = ProfileDetailsTab;
