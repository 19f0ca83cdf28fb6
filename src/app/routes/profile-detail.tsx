import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { profileQuery } from '../../features/profiles/api/get-profile';
import { ProfileLayout } from '../../features/profiles/components/profile-layout';
import { profileName } from '../../features/profiles/model/profile-name';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/use-session';

export function Component() {
  // The tab title names the profile (the loader has put it in the cache: this reads, it does not fetch).
  const ws = useSession()?.workspace?.guid ?? '';
  const id = Number(useParams().id);
  const { data } = useQuery({ ...profileQuery(ws, id), enabled: ws !== '' && Number.isInteger(id) });
  useDocumentTitle(data ? profileName(data) : undefined);
  return <ProfileLayout />;
}
