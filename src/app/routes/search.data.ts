import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { searchIndicesQuery } from '../../features/search/api/list-indices';
import { queryClient } from '../../lib/query-client';

/** Simulator builds: the tracker key from the control API's workspace listing (compiled out of production builds). */
async function simulatorTrackerKey(ws: string): Promise<string | null> {
  if (__SIMULATOR_MODE__ === 'off') return null;
  const { getCredentials } = await import('../../features/simulator/api/control');
  const credentials = await getCredentials();
  return credentials?.workspaces.find((workspace) => workspace.guid === ws)?.trackerKey ?? null;
}

export const fromSimulator = __SIMULATOR_MODE__ === 'off' ? undefined : simulatorTrackerKey;

export async function loader({ request }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  // The listing is asked for with the person's token, not the tracker key. The page shows a failed listing (and
  // offers to type the index id); the loader only starts it early. The tracker key is read from storage by the page;
  // a simulator build asks the simulator for it after the page's heading shows (search-playground-page.tsx).
  await queryClient.ensureQueryData(searchIndicesQuery(workspace.guid)).catch(() => undefined);
  return null;
}

/** Every playground change is a URL change; the loader has nothing new to do for those. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}
