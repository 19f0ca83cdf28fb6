import { redirect, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '../../features/auth/model/guards';
import { appPath } from '../../lib/app-path';
import { withReturnTo } from '../../lib/return-to';

/**
 * An address without a workspace (`/profiles/12`: a bookmark from before links carried one, or a link not yet
 * built with appPath) opens in the session's workspace; without one, the chooser comes first and goes on there.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const current = requireUser(request);
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  if (current.stage === 'workspace' && current.workspace) throw redirect(appPath(here, current.workspace.guid));
  throw redirect(withReturnTo('/workspaces', here));
}
