import { PlacementsPage } from '../../features/documents/components/placements-page';

export const Component = PlacementsPage;
