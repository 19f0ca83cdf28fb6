import { lazyAfterFirstPaint } from '../../../lib/after-content';
import type { ProfileFiltersProps } from './profile-filters';

/**
 * The list's filter bar for another feature's page (the audience wall's Filtered sample), loaded once that page shows.
 * Exported from the feature's index.ts as a component of its own rather than the bar itself: a static re-export made
 * every page that imports the index reach the bar, and the build then gave it to all of them
 * (build/route-chunks.ts).
 */
export const ProfileFiltersAfterContent = lazyAfterFirstPaint<ProfileFiltersProps>(
  async () => (await import('./profile-filters')).ProfileFilters,
);
