import { LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { Avatar } from '../../../components/avatar';
import { CopyableValue } from '../../../components/copy-button';
import { DateTime } from '../../../components/date-time';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useParams } from 'react-router';
import { safeHttpUrl } from '../../../lib/safe-url';
import { useSession } from '../../../lib/use-session';
import { profileQuery } from '../api/get-profile';
import { profileName } from '../model/profile-name';
import { BackToProfiles } from './back-to-profiles';
import { ProfileHeaderActions } from './profile-header-actions';
import { ProfileKindBadge } from './profile-kind-badge';
import { ProfileSectionLinks } from './profile-section-links';
import classes from './profile-header.module.css';

/** A profile's page: its identity header and section links, then the section (details, events, purchases…). */
export function ProfileLayout() {
  const { id } = useParams();
  const clientId = Number(id);
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  const { data: profile } = useSuspenseQuery(profileQuery(workspaceGuid, clientId));
  const name = profileName(profile);

  return (
    <LiteStack>
      <BackToProfiles />
      {/* One compact block on a phone: profile-header.module.css. */}
      <div className={classes.header}>
        <div className={classes.avatar}>
          <Avatar src={safeHttpUrl(profile.avatarUrl)} size="lg" initials={name.slice(0, 1).toUpperCase()} />
        </div>
        <div className={classes.identity}>
          <div className={classes.nameRow}>
            <LiteTitle order={1} size="h2" className={classes.name}>
              {name}
            </LiteTitle>
            <ProfileKindBadge profile={profile} />
          </div>
          <div className={classes.ids}>
            <CopyableValue named size="sm" label="id" value={String(profile.clientId)} />
            {profile.uuid && (
              <span className={classes.uuid}>
                <CopyableValue named size="sm" label="uuid" value={profile.uuid} />
              </span>
            )}
            {profile.customId && <CopyableValue named size="sm" label="custom id" value={profile.customId} />}
          </div>
          <LiteText size="sm" c="dimmed">
            Last activity: <DateTime value={profile.lastActivityDate} fallback="none recorded" />
          </LiteText>
        </div>
        <div className={classes.actions}>
          <ProfileHeaderActions profile={profile} workspaceGuid={workspaceGuid} />
        </div>
      </div>
      <ProfileSectionLinks clientId={profile.clientId} />
      <Outlet />
    </LiteStack>
  );
}
