import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { listParamsFromSearch, searchFromListParams } from '../../features/profiles/model/list-params';
import { profilesQuery } from '../../features/profiles/api/list-profiles';
import { queryClient } from '../../lib/query-client';

export async function loader({ request }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  await queryClient.ensureQueryData(
    profilesQuery(workspace.guid, listParamsFromSearch(new URL(request.url).searchParams)),
  );
  return null;
}

/** Only a change of the listing itself needs the loader again (not, say, the visible columns). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const listing = (url: URL) => searchFromListParams(listParamsFromSearch(url.searchParams)).toString();
  return listing(currentUrl) !== listing(nextUrl) && defaultShouldRevalidate;
}
