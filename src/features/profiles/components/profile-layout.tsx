import { Group, Stack, Text, Title } from '../../../components/lite/lite-ui';
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

/** A profile's page: its identity header and section links, then the section (details, events, purchases…). */
export function ProfileLayout() {
  const { id } = useParams();
  const clientId = Number(id);
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  const { data: profile } = useSuspenseQuery(profileQuery(workspaceGuid, clientId));
  const name = profileName(profile);

  return (
    <Stack>
      <BackToProfiles />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group align="flex-start" wrap="nowrap" miw={0}>
          <Avatar src={safeHttpUrl(profile.avatarUrl)} size="lg" initials={name.slice(0, 1).toUpperCase()} />
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              <ProfileKindBadge profile={profile} />
            </Group>
            <Group gap="md">
              <CopyableValue named size="sm" label="id" value={String(profile.clientId)} />
              {profile.uuid && <CopyableValue named size="sm" label="uuid" value={profile.uuid} />}
              {profile.customId && <CopyableValue named size="sm" label="custom id" value={profile.customId} />}
            </Group>
            <Text size="sm" c="dimmed">
              Last activity: <DateTime value={profile.lastActivityDate} fallback="none recorded" />
            </Text>
          </Stack>
        </Group>
        <ProfileHeaderActions profile={profile} workspaceGuid={workspaceGuid} />
      </Group>
      <ProfileSectionLinks clientId={profile.clientId} />
      <Outlet />
    </Stack>
  );
}
