import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { timelinePreviewQuery, timelineQuery } from '../../features/events/api/event-queries';
import { presetClock, timelineParamsFromSearch, windowOf } from '../../features/events/model/timeline-params';
import { queryClient } from '../../lib/query-client';

export function loader({ request, params }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  const window = windowOf(timelineParamsFromSearch(new URL(request.url).searchParams), presetClock());
  // Started, not awaited: the profile's header shows without waiting for its events, and the list shows its own
  // loading state, then its error state (with retry) on a failure. The newest hundred come first; the page asks
  // for the first page of 500 once its header shows, unless it is known already (a return to the same range).
  const id = Number(params.id);
  if (queryClient.getQueryData(timelineQuery(workspace.guid, id, window).queryKey) === undefined)
    void queryClient.prefetchQuery(timelinePreviewQuery(workspace.guid, id, window));
  return null;
}

/** Only a change of the range needs the loader again (not the action filter or the expanded event). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const range = (url: URL) => {
    const { range: preset, from, to } = timelineParamsFromSearch(url.searchParams);
    return `${preset}/${from}/${to}`;
  };
  return range(currentUrl) !== range(nextUrl) && defaultShouldRevalidate;
}
