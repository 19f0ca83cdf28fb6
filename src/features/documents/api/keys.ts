import type { WallParams } from '../model/wall-params';
import type { DocumentListParams } from '../model/list-params';

/** Query keys; every one carries the workspace, so nothing of workspace A shows in workspace B. */
export const documentKeys = {
  all: (ws: string) => ['documents', ws] as const,
  lists: (ws: string) => [...documentKeys.all(ws), 'list'] as const,
  list: (ws: string, params: DocumentListParams) => [...documentKeys.lists(ws), params] as const,
  /** Every document (the placements page): under `lists`, so what refreshes the listings refreshes it too. */
  every: (ws: string) => [...documentKeys.lists(ws), 'every'] as const,
  slugUse: (ws: string, slug: string) => [...documentKeys.all(ws), 'slug-use', slug] as const,
  forProfiles: (ws: string) => [...documentKeys.all(ws), 'for-profile'] as const,
  forProfile: (ws: string, clientId: number) => [...documentKeys.forProfiles(ws), clientId] as const,
  detail: (ws: string, id: string) => [...documentKeys.all(ws), 'detail', id] as const,
  preview: (ws: string, id: string, clientId: number, updatedAt: string) =>
    [...documentKeys.all(ws), 'preview', id, clientId, updatedAt] as const,
  audienceSample: (ws: string, id: string, updatedAt: string) =>
    [...documentKeys.all(ws), 'audience-sample', id, updatedAt] as const,
  /** The audience wall's sample of profiles (the same for every document: it follows only the wall's choices). */
  wallSample: (ws: string, sample: Partial<WallParams>) => [...documentKeys.all(ws), 'wall-sample', sample] as const,
  /** A Balanced sample depends on the saved document's verdicts: kept per document version. */
  wallBalanced: (ws: string, id: string, updatedAt: string, seed: number, size: number) =>
    [...documentKeys.all(ws), 'wall-balanced', id, updatedAt, seed, size] as const,
  directories: (ws: string) => [...documentKeys.all(ws), 'directories'] as const,
  groups: (ws: string) => [...documentKeys.all(ws), 'groups'] as const,
  types: (ws: string) => [...documentKeys.all(ws), 'types'] as const,
  segments: (ws: string) => [...documentKeys.all(ws), 'segments'] as const,
};
