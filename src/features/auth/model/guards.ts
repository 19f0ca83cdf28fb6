import { redirect } from 'react-router';
import { session } from '../../../lib/api';
import { returnToFromUrl, withReturnTo } from '../../../lib/return-to';
import type { Session } from '../../../lib/session';

/** For loaders of pages that need a signed-in person (MFA confirmed). */
export function requireUser(request: Request): Session {
  const current = session.get();
  if (!current || current.stage === 'mfa') throw redirect(withReturnTo('/sign-in', returnToFromUrl(request.url)));
  return current;
}

/** For loaders of pages inside a workspace. */
export function requireWorkspace(request: Request): Session & { workspace: NonNullable<Session['workspace']> } {
  const current = requireUser(request);
  if (current.stage !== 'workspace' || !current.workspace) {
    throw redirect(withReturnTo('/workspaces', returnToFromUrl(request.url)));
  }
  return { ...current, workspace: current.workspace };
}
