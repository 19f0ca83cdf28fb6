import { LiteButton, LiteGroup, LiteStack } from '../../../components/ui/lite';
import { Modal, Select, TextInput } from '../../../components/ui/mantine';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { isApiError } from '../../../lib/api-error';
import { directoriesQuery } from '../api/catalog';
import { maxNameLength, ruleMessages } from '../model/document-rules';
import { useInitializeDocument } from '../api/use-initialize-document';
import { directoryOptions } from '../model/directory-options';
import { appPath } from '../../../lib/app-path';

/**
 * The "New document" dialog: initializes a blank DRAFT (name and directory), then opens it in the editor. Its own
 * module, loaded when first wanted (src/features/documents/components/new-document-button.tsx).
 */
export default function NewDocumentDialog({
  workspaceGuid,
  directory,
  onDirectoryChange,
  opened,
  onClose,
}: {
  workspaceGuid: string;
  directory: string | null;
  onDirectoryChange: (directory: string | null) => void;
  opened: boolean;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const directories = useQuery({ ...directoriesQuery(workspaceGuid), enabled: opened });
  const navigate = useNavigate();
  const create = useInitializeDocument(workspaceGuid);
  const submit = () =>
    create.mutate(
      { ...(name.trim() ? { name: name.trim() } : {}), ...(directory ? { directory } : {}) },
      {
        onSuccess: async (created) => {
          onClose();
          await navigate(appPath(`/documents/${created.docId}`));
        },
      },
    );
  const fieldError = isApiError(create.error) ? create.error.fieldErrors : [];

  return (
    <Modal opened={opened} onClose={onClose} title="New document" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim().length > maxNameLength) return setNameError(ruleMessages.nameLength);
          submit();
        }}
        noValidate
      >
        <LiteStack>
          <TextInput
            label="Name"
            description="Leave empty for “Unnamed document”; you can rename it later."
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            error={nameError ?? fieldError.find((entry) => entry.field === 'name')?.message}
            data-autofocus
          />
          <Select
            label="Directory"
            description="Leave empty for the workspace's default directory."
            placeholder={directories.isPending ? 'Loading…' : 'Default directory'}
            data={directoryOptions(directories.data ?? [])}
            value={directory}
            onChange={onDirectoryChange}
            clearable
            error={fieldError.find((entry) => entry.field === 'directory')?.message}
          />
          {create.isError && fieldError.length === 0 && (
            <ErrorState error={create.error} title="The document was not created" onRetry={submit} />
          )}
          <LiteGroup justify="flex-end">
            <LiteButton variant="default" onClick={onClose}>
              Cancel
            </LiteButton>
            <LiteButton type="submit" loading={create.isPending}>
              Create and edit
            </LiteButton>
          </LiteGroup>
        </LiteStack>
      </form>
    </Modal>
  );
}
