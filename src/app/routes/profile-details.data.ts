import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { browsersQuery, geoQuery, linkedDevicesQuery } from '../../features/profiles/api/profile-extras';
import { queryClient } from '../../lib/query-client';

/**
 * The details tab's cards (linked devices, where and with what the profile was seen): asked for at navigation, with
 * the profile itself, rather than once the page has drawn. Started, not awaited: each card shows its own loading
 * and error state, and the record does not wait for them.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 0) return null;
  void queryClient.prefetchQuery(linkedDevicesQuery(workspace.guid, id));
  void queryClient.prefetchQuery(geoQuery(workspace.guid, id));
  void queryClient.prefetchQuery(browsersQuery(workspace.guid, id));
  return null;
}
