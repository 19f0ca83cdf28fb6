import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { documentsQuery } from '../../features/documents/api/list-documents';
import { documentParamsFromSearch, searchFromDocumentParams } from '../../features/documents/api/list-params';
import { queryClient } from '../../lib/query-client';

export async function loader({ request }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  await queryClient.ensureQueryData(
    documentsQuery(workspace.guid, documentParamsFromSearch(new URL(request.url).searchParams)),
  );
  return null;
}

/** Only a change of the listing itself needs the loader again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const listing = (url: URL) => searchFromDocumentParams(documentParamsFromSearch(url.searchParams)).toString();
  return listing(currentUrl) !== listing(nextUrl) && defaultShouldRevalidate;
}
