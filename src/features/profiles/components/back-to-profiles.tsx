import { Anchor } from '../../../components/lite/lite-ui';
import { Link } from '../../../components/router-link';
import { appPath } from '../../../lib/app-path';

/** The way back to the listing from a profile page. */
export function BackToProfiles() {
  return (
    <Anchor component={Link} to={appPath('/profiles')} size="sm">
      ← All profiles
    </Anchor>
  );
}
