import { Button, Code, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Document } from '../api/schemas';
import { editableFields, type EditorValues } from '../model/editor-form';
import { AudienceField } from './audience-field';
import { PlacementFields } from './placement-fields';

/** The form fields that live in the settings panel: all but the content (a problem at one of them opens it). */
export const settingsFields = editableFields.filter(
  (field): field is Exclude<(typeof editableFields)[number], 'content'> => field !== 'content',
);

const audienceLabels: Record<EditorValues['audience']['targetType'], string> = {
  '': 'no audience yet',
  ALL: 'everyone',
  SEGMENT: 'segments',
  QUERY: 'a query',
};

interface DocumentEditorSettingsProps {
  workspaceGuid: string;
  initial: Document;
  disabled: boolean;
  opened: boolean;
  onToggle(): void;
}

/**
 * Name, slug, placement, priority and audience in a collapsible header above the content (decision 0045): one
 * line saying what is set, the fields on demand. The fields stay mounted while folded, so the form, its draft
 * and its checks see them; the editor opens the panel when one of them has a problem.
 */
export function DocumentEditorSettings({
  workspaceGuid,
  initial,
  disabled,
  opened,
  onToggle,
}: DocumentEditorSettingsProps) {
  const { control } = useFormContext<EditorValues>();
  const [slug, schema, priority, targetType] = useWatch({
    control,
    name: ['slug', 'schema', 'priority', 'audience.targetType'],
  });
  const panelId = 'document-settings-fields';

  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h5">
            Settings
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {slug ? <Code>{slug}</Code> : 'no slug'} · {schema || 'no type'} · priority{' '}
            {Number.isFinite(priority) ? priority : '—'} · audience: {audienceLabels[targetType]}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="xs"
          onClick={onToggle}
          aria-expanded={opened}
          aria-controls={panelId}
          rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
          style={{ flexShrink: 0 }}
        >
          {opened ? 'Hide settings' : disabled ? 'Show settings' : 'Edit settings'}
        </Button>
      </Group>
      {/* No animation: the fields must be focusable the moment the panel opens for a problem at one of them. */}
      <Collapse expanded={opened} transitionDuration={0} keepMounted keepMountedMode="display-none" id={panelId}>
        <Stack mt="md" gap="lg">
          <PlacementFields workspaceGuid={workspaceGuid} initial={initial} disabled={disabled} />
          <AudienceField workspaceGuid={workspaceGuid} disabled={disabled} />
        </Stack>
      </Collapse>
    </Paper>
  );
}
