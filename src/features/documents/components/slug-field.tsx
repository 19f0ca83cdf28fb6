import { LiteButton, LiteGroup, LiteText } from '../../../components/ui/lite';
import { TextInput } from '../../../components/ui/mantine';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconWand } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Link } from '../../../components/router-link';
import { isSlug, slugFromName } from '../model/document-rules';
import type { EditorValues } from '../model/editor-form';
import { slugUseQuery } from '../api/list-documents';
import { appPath } from '../../../lib/app-path';
import { slugDescription } from './editor-frames';

/**
 * The slug, suggested from the name and checked while typing: the pattern at once, uniqueness against the
 * listing (`slug=`, exact) after a short pause.
 */
export function SlugField({
  workspaceGuid,
  documentId,
  disabled,
}: {
  workspaceGuid: string;
  documentId: string;
  disabled?: boolean;
}) {
  const { control, setValue } = useFormContext<EditorValues>();
  const { field, fieldState } = useController({ control, name: 'slug' });
  const name = useWatch({ control, name: 'name' });
  const [settled] = useDebouncedValue(field.value, 350);
  const checkable = settled !== '' && isSlug(settled) && settled === field.value;
  const use = useQuery({ ...slugUseQuery(workspaceGuid, settled), enabled: checkable });
  const suggestion = slugFromName(name);
  const takenBy = checkable && use.data && use.data.id !== documentId ? use.data : null;

  let status: React.ReactNode = null;
  if (!fieldState.error && field.value !== '' && isSlug(field.value)) {
    if (!checkable || use.isFetching)
      status = (
        <LiteText size="xs" c="dimmed">
          Checking whether it is free…
        </LiteText>
      );
    else if (takenBy)
      status = (
        <LiteText size="xs" c="var(--mantine-color-error)">
          Already used by <Link to={appPath(`/documents/${takenBy.id}`)}>{takenBy.name}</Link>: a slug must be unique in
          the workspace.
        </LiteText>
      );
    else if (use.isSuccess)
      status = (
        <LiteText size="xs" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <IconCheck size={14} aria-hidden color="var(--mantine-color-teal-filled)" /> Free to use
        </LiteText>
      );
  }

  // The input takes the whole width (on a phone too); the suggestion sits under it, where a long slug
  // cannot squeeze the field.
  return (
    <div>
      <TextInput
        {...field}
        label="Slug"
        description={slugDescription}
        // A hint, not a value: "e.g." and the name's own slug when there is one (docs/decisions/0145-document-first-use.md).
        placeholder={`e.g. ${suggestion || 'summer-banner'}`}
        error={fieldState.error?.message ?? (takenBy ? `Slug is already used by ${takenBy.name}` : undefined)}
        disabled={disabled}
        spellCheck={false}
        autoCapitalize="off"
      />
      <LiteGroup justify="space-between" gap="xs" mt={4} wrap="wrap">
        <div aria-live="polite">{status}</div>
        <LiteButton
          size="compact-sm"
          variant="subtle"
          leftSection={<IconWand size={14} aria-hidden />}
          disabled={disabled || !suggestion || suggestion === field.value}
          onClick={() => setValue('slug', suggestion, { shouldDirty: true, shouldValidate: true })}
          maw="100%"
          styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
        >
          Use “{suggestion || '…'}”
        </LiteButton>
      </LiteGroup>
    </div>
  );
}
