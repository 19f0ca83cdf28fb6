import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { session } from '../../../lib/api';
import { enterWorkspace } from './enter-workspace';
import { workspacesQuery } from './list-workspaces';

/** The link names a workspace this account does not have (or that does not exist: the service does not say which). */
export class WorkspaceUnavailableError extends Error {
  constructor(readonly guid: string) {
    super('This link is for a workspace your account cannot open.');
    this.name = 'WorkspaceUnavailableError';
  }
}

let pending: { guid: string; promise: Promise<boolean> } | null = null;

/**
 * Makes the session's workspace the one a URL names (`/w/<guid>/…`): nothing when it already is, else the same
 * exchange as the switcher (the signed-in person's token can enter any of their workspaces). Resolves true when
 * it switched. Rejects with WorkspaceUnavailableError when the workspace is not among the person's, or the
 * service's refusal (a workspace that requires MFA or a known IP) as it came.
 */
export function enterWorkspaceOfUrl(queryClient: QueryClient, guid: string): Promise<boolean> {
  const wanted = guid.toLowerCase();
  const current = session.get();
  if (current?.stage === 'workspace' && current.workspace?.guid.toLowerCase() === wanted) {
    return Promise.resolve(false);
  }
  // Two navigations to the same workspace (a click, then a back) share one exchange.
  if (pending?.guid === wanted) return pending.promise;
  const promise = (async () => {
    const username = current?.username ?? '';
    const workspaces = await queryClient.fetchQuery({ ...workspacesQuery(username), staleTime: 0 });
    const target = workspaces.find((workspace) => workspace.guid.toLowerCase() === wanted);
    if (!target) throw new WorkspaceUnavailableError(wanted);
    try {
      await enterWorkspace(queryClient, target);
    } catch (error) {
      // 404: the service hides workspaces the person cannot access.
      if (isApiError(error) && error.status === 404) throw new WorkspaceUnavailableError(wanted);
      throw error;
    }
    return true;
  })().finally(() => {
    pending = null;
  });
  pending = { guid: wanted, promise };
  return promise;
}
