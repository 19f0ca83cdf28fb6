import { RelevancePage } from '../../features/relevance/components/relevance-page';

export const Component = RelevancePage;
