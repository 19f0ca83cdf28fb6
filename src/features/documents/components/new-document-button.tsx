import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PermissionButton } from '../../../components/permission-button';
import { isApiError } from '../../../lib/api-error';
import { authorities } from '../../../lib/authorities';
import { directoriesQuery } from '../api/catalog';
import { maxNameLength, ruleMessages } from '../model/document-rules';
import { useInitializeDocument } from '../api/use-initialize-document';
import { directoryOptions } from '../model/directory-options';
import { appPath } from '../../../lib/app-path';

/** "New document": initializes a blank DRAFT (name and directory), then opens it in the editor. */
export function NewDocumentButton({ workspaceGuid, directoryId }: { workspaceGuid: string; directoryId: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [directory, setDirectory] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const directories = useQuery({ ...directoriesQuery(workspaceGuid), enabled: open });
  const navigate = useNavigate();
  const create = useInitializeDocument(workspaceGuid);
  const submit = () =>
    create.mutate(
      { ...(name.trim() ? { name: name.trim() } : {}), ...(directory ? { directory } : {}) },
      {
        onSuccess: async (created) => {
          setOpen(false);
          await navigate(appPath(`/documents/${created.docId}`));
        },
      },
    );
  const fieldError = isApiError(create.error) ? create.error.fieldErrors : [];

  return (
    <>
      <PermissionButton
        permission={authorities.documentsCreate}
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => {
          setDirectory(directoryId || null);
          setOpen(true);
        }}
      >
        New document
      </PermissionButton>
      <Modal opened={open} onClose={() => setOpen(false)} title="New document" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim().length > maxNameLength) return setNameError(ruleMessages.nameLength);
            submit();
          }}
          noValidate
        >
          <Stack>
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
              onChange={setDirectory}
              clearable
              error={fieldError.find((entry) => entry.field === 'directory')?.message}
            />
            {create.isError && fieldError.length === 0 && (
              <ErrorState error={create.error} title="The document was not created" onRetry={submit} />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create and edit
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
