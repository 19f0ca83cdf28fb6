import { EventsExplorerPage } from '../../features/events/components/events-explorer-page';

export const Component = EventsExplorerPage;
