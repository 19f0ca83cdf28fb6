import { LiteBox, LiteGroup } from '../../../components/ui/lite';
import { intentHandlers, overlayOnIntent } from '../../../lib/on-first-use';
import { ActionsButton } from '../../../components/actions-button';
import { SearchAsCustomerButton, SearchAsCustomerIcon } from '../../search';
import type { Profile } from '../api/schemas';
import type { ProfileActionsMenuProps } from './profile-actions-menu';

// Mantine's Menu and the delete confirmation (`ui-overlay`, `ui`, modals: 53 KB) load when the person points at,
// focuses or presses "…": the profile's page, its timeline and its purchases share this header, and most visits
// never open it (decision 0116).
const ProfileActionsMenu = overlayOnIntent<ProfileActionsMenuProps>(
  async () => (await import('./profile-actions-menu')).ProfileActionsMenu,
  (props) => <ActionsButton {...intentHandlers(props)} label="Profile actions" />,
);

/**
 * The actions on a profile as a whole, beside its name: on a laptop the everyday one in view, destructive ones in a
 * menu; on a phone all of them in the menu, so the header stays one compact block (issue 34).
 */
export function ProfileHeaderActions({ profile, workspaceGuid }: { profile: Profile; workspaceGuid: string }) {
  return (
    <LiteGroup gap="xs" wrap="nowrap">
      {profile.uuid && (
        <LiteBox visibleFrom="sm">
          <SearchAsCustomerButton uuid={profile.uuid} />
        </LiteBox>
      )}
      <ProfileActionsMenu profile={profile} workspaceGuid={workspaceGuid} searchIcon={<SearchAsCustomerIcon />} />
    </LiteGroup>
  );
}
