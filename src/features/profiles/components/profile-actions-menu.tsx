import { ActionsMenu } from '../../../components/actions-menu';
import type { IntentOverlayStart } from '../../../lib/lazy-after-first-paint';
import type { Profile } from '../api/schemas';
import { DeleteProfileMenuItem } from './delete-profile-button';

export interface ProfileActionsMenuProps {
  profile: Profile;
  workspaceGuid: string;
}

/** The destructive actions on a profile, in a menu (its code, with Mantine's Menu and modals, loads on intent). */
export function ProfileActionsMenu({
  profile,
  workspaceGuid,
  openAtStart,
  focusAtStart,
}: ProfileActionsMenuProps & IntentOverlayStart) {
  return (
    <ActionsMenu label="Profile actions" openAtStart={openAtStart} focusAtStart={focusAtStart}>
      <DeleteProfileMenuItem profile={profile} workspaceGuid={workspaceGuid} />
    </ActionsMenu>
  );
}
