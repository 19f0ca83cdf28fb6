import { DataProviders } from '../data-providers';
import { AppLayout } from '../shell/app-layout';

export function Component() {
  return (
    <DataProviders>
      <AppLayout />
    </DataProviders>
  );
}
