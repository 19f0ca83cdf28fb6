import { ActionsMenu } from '../../../components/actions-menu';
import type { OverlayStart } from '../../../lib/lazy-after-first-paint';
import type { Profile } from '../api/schemas';
import { DeleteProfileMenuItem } from './delete-profile-button';

export interface ProfileActionsMenuProps {
  profile: Profile;
  workspaceGuid: string;
}

/** The destructive actions on a profile, in a menu (its code, with Mantine's Menu and modals, loads after the page). */
export function ProfileActionsMenu({ profile, workspaceGuid, openAtStart }: ProfileActionsMenuProps & OverlayStart) {
  return (
    <ActionsMenu label="Profile actions" openAtStart={openAtStart}>
      <DeleteProfileMenuItem profile={profile} workspaceGuid={workspaceGuid} />
    </ActionsMenu>
  );
}
