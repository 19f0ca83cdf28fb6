import { ProfileLayout } from '../../features/profiles/components/profile-layout';

export const Component = ProfileLayout;
