import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { ProfileCreatePage } from '../../features/profiles/components/profile-create-page';

export function loader({ request }: LoaderFunctionArgs) {
  requireWorkspace(request);
  return null;
}

export const Component = ProfileCreatePage;
