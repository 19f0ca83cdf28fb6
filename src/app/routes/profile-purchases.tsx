import { ProfilePurchasesPage } from '../../features/events/components/profile-purchases-page';

export const Component = ProfilePurchasesPage;
