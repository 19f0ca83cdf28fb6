import { SimpleGrid, TextInput } from '../../../components/ui/mantine';
import { LiteStack } from '../../../components/ui/lite';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelect } from '../../../components/form-select';
import { directoriesQuery, documentTypesQuery, groupsQuery } from '../api/catalog';
import type { Document } from '../api/schemas';
import { directoryOptions } from '../model/directory-options';
import type { EditorValues } from '../model/editor-form';
import { PriorityField } from './priority-field';
import { SlugField } from './slug-field';

interface PlacementFieldsProps {
  workspaceGuid: string;
  /** The document as opened: names its group and directory until the catalogs are there. */
  initial: Document;
  disabled: boolean;
}

/**
 * The editor's name and placement: name, slug, type, group, directory and priority. One column on a phone,
 * side by side where there is room.
 */
export function PlacementFields({ workspaceGuid, initial, disabled }: PlacementFieldsProps) {
  const form = useFormContext<EditorValues>();
  const [schema, groupId, directoryId] = useWatch({
    control: form.control,
    name: ['schema', 'groupId', 'directoryId'],
  });
  const directories = useQuery(directoriesQuery(workspaceGuid));
  const groups = useQuery(groupsQuery(workspaceGuid));
  const types = useQuery(documentTypesQuery(workspaceGuid));

  return (
    <LiteStack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="sm">
        <TextInput
          {...form.register('name')}
          label="Name"
          error={form.formState.errors.name?.message}
          disabled={disabled}
        />
        <SlugField workspaceGuid={workspaceGuid} documentId={initial.id} disabled={disabled} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} verticalSpacing="sm">
        <FormSelect
          control={form.control}
          name="schema"
          label="Type (schema)"
          placeholder={types.isPending ? 'Loading…' : 'Choose a type'}
          data={withCurrent(
            (types.data ?? []).map((type) => ({ value: type.name, label: type.name })),
            schema,
          )}
          disabled={disabled}
          searchable
        />
        <FormSelect
          control={form.control}
          name="groupId"
          label="Group"
          placeholder={groups.isPending ? 'Loading…' : 'No group'}
          data={withCurrent(
            (groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
            groupId,
            initial.group?.name,
          )}
          disabled={disabled}
          clearable
        />
        <FormSelect
          control={form.control}
          name="directoryId"
          label="Directory"
          data={withCurrent(directoryOptions(directories.data ?? []), directoryId, initial.directory?.name)}
          disabled={disabled}
        />
      </SimpleGrid>
      <PriorityField disabled={disabled} />
    </LiteStack>
  );
}

/** Keeps the current choice listed even before (or without) the catalog that names it. */
function withCurrent(options: { value: string; label: string }[], current: string, name?: string) {
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: name ?? current }, ...options];
}
