import { WorkspacePickerPage } from '../../features/workspaces/components/workspace-picker-page';
import { DataProviders } from '../data-providers';

export function Component() {
  return (
    <DataProviders>
      <WorkspacePickerPage />
    </DataProviders>
  );
}
