import { ProfileTimelinePage } from '../../features/events/components/profile-timeline-page';

export const Component = ProfileTimelinePage;
