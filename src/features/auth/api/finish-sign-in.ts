import { session } from '../../../lib/api';
import { appPath, workspaceOfPath } from '../../../lib/app-path';
import { loadQueryClient } from '../../../lib/load-query-client';
import { safeReturnTo, withReturnTo } from '../../../lib/return-to';

/**
 * Where a person goes once signed in: to the page asked for when it names its workspace (the router enters
 * that workspace), else back into the workspace and page they were on when their session expired, or to the
 * workspace chooser.
 */
export async function finishSignIn(returnTo: string | null): Promise<string> {
  const current = session.get();
  const last = session.lastWorkspace();
  const target = safeReturnTo(returnTo);
  if (target && workspaceOfPath(target)) return target;
  if (current && last && last.username === current.username) {
    try {
      const [{ enterWorkspace }, queryClient] = await Promise.all([import('../../workspaces'), loadQueryClient()]);
      await enterWorkspace(queryClient, last);
      return appPath(target ?? '/', last.guid);
    } catch {
      // The workspace is no longer open to this person: let them choose.
    }
  }
  return withReturnTo('/workspaces', target);
}
