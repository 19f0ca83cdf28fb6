import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { prefetchDocumentCatalogs } from '../../features/documents/api/catalog';
import { documentsQuery } from '../../features/documents/api/list-documents';
import { documentParamsFromSearch, searchFromDocumentParams } from '../../features/documents/model/list-params';
import { queryClient } from '../../lib/query-client';

export async function loader({ request }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  // The listing first: the browser sends a page's requests in the order they are made, a few at a time to one
  // host, and the list is what the page shows. Then the filters' lists (groups, types, directories), with the
  // listing rather than once the filters have drawn; not awaited: the filters show their own loading state.
  const listing = queryClient.ensureQueryData(
    documentsQuery(workspace.guid, documentParamsFromSearch(new URL(request.url).searchParams)),
  );
  prefetchDocumentCatalogs(queryClient, workspace.guid);
  await listing;
  return null;
}

/** Only a change of the listing itself needs the loader again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const listing = (url: URL) => searchFromDocumentParams(documentParamsFromSearch(url.searchParams)).toString();
  return listing(currentUrl) !== listing(nextUrl) && defaultShouldRevalidate;
}
