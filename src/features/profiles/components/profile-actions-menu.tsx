import { Menu } from '../../../components/ui/mantine';
import type { IntentOverlayStart } from '../../../lib/on-first-use';
import type { ReactNode } from 'react';
import { ActionsMenu } from '../../../components/actions-menu';
import { Link } from '../../../components/router-link';
import { authorities } from '../../../lib/authorities';
import { usePermission } from '../../../lib/use-session';
import { searchAsCustomerPath } from '../../search';
import type { Profile } from '../api/schemas';
import { DeleteProfileMenuItem } from './delete-profile-button';

export interface ProfileActionsMenuProps {
  profile: Profile;
  workspaceGuid: string;
  /**
   * The icon of "Search as this customer", drawn by the header: the header's button already has it, and imported
   * here as well it would be a file of its own that every profile page loads before it shows (docs/performance.md).
   */
  searchIcon: ReactNode;
}

/**
 * The profile's actions in a menu (its code, with Mantine's Menu and modals, loads on intent): the destructive ones
 * always; on a phone also "Search as this customer", which a laptop shows as a button beside the menu, so the
 * phone's header has one button (profile-header-actions.tsx).
 */
export function ProfileActionsMenu({
  profile,
  workspaceGuid,
  searchIcon,
  openAtStart,
  focusAtStart,
}: ProfileActionsMenuProps & IntentOverlayStart) {
  const { allowed: canSearch } = usePermission(authorities.searchRead);
  return (
    <ActionsMenu label="Profile actions" openAtStart={openAtStart} focusAtStart={focusAtStart}>
      {profile.uuid && canSearch && (
        <Menu.Item hiddenFrom="sm" component={Link} to={searchAsCustomerPath(profile.uuid)} leftSection={searchIcon}>
          Search as this customer
        </Menu.Item>
      )}
      <DeleteProfileMenuItem profile={profile} workspaceGuid={workspaceGuid} />
    </ActionsMenu>
  );
}
