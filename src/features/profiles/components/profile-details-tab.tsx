import { LiteStack } from '../../../components/ui/lite';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { profileQuery } from '../api/get-profile';
import { LinkedDevices } from './linked-devices';
import { ProfileActivityCards } from './profile-activity-cards';
import { ProfileRecord } from './profile-edit-form';

/** The profile's own data: the record (edited section by section), linked devices, where and with what it was last seen. */
export function ProfileDetailsTab() {
  const clientId = Number(useParams().id);
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  const { data: profile } = useSuspenseQuery(profileQuery(workspaceGuid, clientId));
  return (
    <LiteStack>
      <ProfileRecord key={`${profile.clientId}`} profile={profile} workspaceGuid={workspaceGuid} />
      <LinkedDevices workspaceGuid={workspaceGuid} clientId={profile.clientId} uuid={profile.uuid ?? null} />
      <ProfileActivityCards workspaceGuid={workspaceGuid} clientId={profile.clientId} />
    </LiteStack>
  );
}
