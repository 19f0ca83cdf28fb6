import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { PermissionButton } from '../../../components/permission-button';
import { authorities } from '../../../lib/authorities';
import { overlayOnFirstOpen } from '../../../lib/on-first-use';

// The dialog (a modal, a select and the form's logic) loads when first wanted: the button is on the overview and
// the documents list, whose first paint should not wait for it. Pointing at or focusing the button starts the
// download, so it has usually arrived by the click. Mounted from the first opening on, so a name typed and the
// dialog closed is still there when it reopens.
const loadDialog = () => import('./new-document-dialog');
const NewDocumentDialog = overlayOnFirstOpen(async () => (await loadDialog()).default);

/** "New document": a dialog that initializes a blank DRAFT (name and directory), then opens it in the editor. */
export function NewDocumentButton({ workspaceGuid, directoryId }: { workspaceGuid: string; directoryId: string }) {
  const [opened, setOpened] = useState(false);
  const [directory, setDirectory] = useState<string | null>(null);

  return (
    <>
      <PermissionButton
        permission={authorities.documentsCreate}
        leftSection={<IconPlus size={16} aria-hidden />}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setDirectory(directoryId || null);
          setOpened(true);
        }}
      >
        New document
      </PermissionButton>
      <NewDocumentDialog
        workspaceGuid={workspaceGuid}
        directory={directory}
        onDirectoryChange={setDirectory}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
