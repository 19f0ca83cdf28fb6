import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { searchIndicesQuery } from '../../features/search/api/list-indices';
import { queryClient } from '../../lib/query-client';

export async function loader({ request }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  // Suites belong to an index: the listing names them. Its failure is shown by the page, with a retry.
  await queryClient.ensureQueryData(searchIndicesQuery(workspace.guid)).catch(() => undefined);
  return null;
}

/** Choosing another index or suite is a URL change the loader has nothing new to do for. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}
