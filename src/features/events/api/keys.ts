import type { EventWindow } from './list-events';

/** Query keys; every one carries the workspace, so nothing of workspace A shows in workspace B. */
export const eventKeys = {
  all: (ws: string) => ['events', ws] as const,
  timeline: (ws: string, clientId: number, window: EventWindow) =>
    [...eventKeys.all(ws), 'timeline', clientId, window] as const,
  latest: (ws: string, clientId: number) => [...eventKeys.all(ws), 'latest', clientId] as const,
  ofAction: (ws: string, clientId: number, action: string) =>
    [...eventKeys.all(ws), 'of-action', clientId, action] as const,
  workspace: (ws: string, query: WorkspaceEventQuery) => [...eventKeys.all(ws), 'workspace', query] as const,
};

export interface WorkspaceEventQuery {
  from?: string;
  to?: string;
  action?: string;
  limit: number;
}
