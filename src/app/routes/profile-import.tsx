import { ProfileImportPage } from '../../features/profiles/components/profile-import-page';

export const Component = ProfileImportPage;
