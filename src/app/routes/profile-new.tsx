import { ProfileCreatePage } from '../../features/profiles/components/profile-create-page';

export const Component = ProfileCreatePage;
