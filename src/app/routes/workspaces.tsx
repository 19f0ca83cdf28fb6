import { WorkspacePickerPage } from '../../features/workspaces/components/workspace-picker-page';
import { SignedInProviders } from '../signed-in-providers';

export function Component() {
  return (
    <SignedInProviders>
      <WorkspacePickerPage />
    </SignedInProviders>
  );
}
