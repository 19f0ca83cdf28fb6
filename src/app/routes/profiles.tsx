import { ProfilesListPage } from '../../features/profiles/components/profiles-list-page';

export const Component = ProfilesListPage;
