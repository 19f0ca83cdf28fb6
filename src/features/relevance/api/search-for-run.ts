// The run engine's search in the dashboard: the playground's own request with the workspace's tracker key.
import { runSearch } from '../../search/after-paint';
import type { SearchFunction } from '../model/run-engine';

export const searchForRun =
  (indexId: string, trackerKey: string): SearchFunction =>
  async (request, signal) =>
    (await runSearch(indexId, request, trackerKey, signal)).response;
