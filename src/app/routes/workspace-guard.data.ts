import { redirect, type LoaderFunctionArgs, type MiddlewareFunction } from 'react-router';
import { requireUser, requireWorkspace } from '../../features/auth/model/guards';
import { enterWorkspaceOfUrl, WorkspaceUnavailableError } from '../../features/workspaces/api/enter-workspace-of-url';
import { session } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

/**
 * Before any loader inside `/w/:workspace` runs (they run in parallel, each reading the session's workspace):
 * the session enters the workspace the URL names, so a link copied from workspace B opens in B even when this
 * tab was in A. A workspace the person does not have sends them to the chooser, which says so.
 */
const enterTheUrlsWorkspace: MiddlewareFunction = async ({ request, params }) => {
  requireUser(request);
  const guid = params.workspace ?? '';
  try {
    const switched = await enterWorkspaceOfUrl(queryClient, guid);
    const name = session.get()?.workspace?.name;
    // The notice's code (Mantine's) is loaded, not imported: every page's requests wait for this module.
    if (switched && name)
      void import('../../components/notify').then(({ notify }) => notify(`Now working in ${name}.`));
  } catch (error) {
    if (error instanceof WorkspaceUnavailableError) throw redirect('/workspaces?unavailable=1');
    throw error;
  }
};

export const middleware = [enterTheUrlsWorkspace];

/** Pages inside a workspace with no data of their own to load (the shell, new profile, import). */
export function loader({ request }: LoaderFunctionArgs) {
  requireWorkspace(request);
  return null;
}
