import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { ProfileImportPage } from '../../features/profiles/components/profile-import-page';

export function loader({ request }: LoaderFunctionArgs) {
  requireWorkspace(request);
  return null;
}

export const Component = ProfileImportPage;
