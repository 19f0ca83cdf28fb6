import type { LoaderFunctionArgs } from 'react-router';
import { requireWorkspace } from '../../features/auth/model/guards';
import { DataProviders } from '../data-providers';
import { AppLayout } from '../shell/app-layout';

export function loader({ request }: LoaderFunctionArgs) {
  requireWorkspace(request);
  return null;
}

export function Component() {
  return (
    <DataProviders>
      <AppLayout />
    </DataProviders>
  );
}
