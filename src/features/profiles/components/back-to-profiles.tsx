import { LiteAnchor } from '../../../components/ui/lite';
import { Link } from '../../../components/router-link';
import { appPath } from '../../../lib/app-path';
import { useSession } from '../../../lib/use-session';
import { profilesListPath } from '../model/list-return';

/** The way back to the listing from a profile page: to its filters, sort and page as last shown. */
export function BackToProfiles() {
  const ws = useSession()?.workspace?.guid ?? '';
  return (
    <LiteAnchor component={Link} to={appPath(profilesListPath(ws))} size="sm">
      ← All profiles
    </LiteAnchor>
  );
}
