import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { timelineQuery } from '../../features/events/api/event-queries';
import { presetClock, timelineParamsFromSearch, windowOf } from '../../features/events/model/timeline-params';
import { queryClient } from '../../lib/query-client';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  const window = windowOf(timelineParamsFromSearch(new URL(request.url).searchParams), presetClock());
  // Prefetch, not ensure: a failure shows as the page's own error state (with retry), not the route's.
  await queryClient.prefetchInfiniteQuery(timelineQuery(workspace.guid, Number(params.id), window));
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
