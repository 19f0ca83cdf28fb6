import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { browsersQuery, geoQuery, linkedDevicesQuery } from '../../features/profiles/api/profile-extras';
import { queryClient } from '../../lib/query-client';
import { whenContentShown } from '../../lib/after-content';

/**
 * The details tab's cards (linked devices, where and with what the profile was seen): started, not awaited, so the
 * record does not wait for them; each card shows its own loading and error state. On the first page of a visit they
 * are asked for once its content is on screen (whenContentShown; the cards wait for the same moment): asked for
 * with the profile, their answers shared the phone's connection with the page's code and arrived before the
 * profile's name was painted, which Lighthouse's simulation then counts as needed for it
 * (docs/decisions/0119-lighter-signed-in-start.md). Later navigations ask for them at once, with the profile.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const { workspace } = requireWorkspace(request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 0) return null;
  void whenContentShown().then(() => {
    void queryClient.prefetchQuery(linkedDevicesQuery(workspace.guid, id));
    void queryClient.prefetchQuery(geoQuery(workspace.guid, id));
    void queryClient.prefetchQuery(browsersQuery(workspace.guid, id));
  });
  return null;
}
