import { Button, Code, Collapse, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Document } from '../api/schemas';
import { editableFields, type EditorValues } from '../model/editor-form';
import { partAfterFirstPaint } from '../../../lib/lazy-after-first-paint';
import type { SettingsFieldsProps } from './settings-fields';

/** The form fields that live in the settings panel: all but the content (a problem at one of them opens it). */
export const settingsFields = editableFields.filter(
  (field): field is Exclude<(typeof editableFields)[number], 'content'> => field !== 'content',
);

/** The settings' fields while their code is on its way (a new document opens with them, decision 0120). */
function SettingsFieldsLoading() {
  return (
    <Group mt="md" gap="xs">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        Loading the settings…
      </Text>
    </Group>
  );
}

// Mantine's selects, radios and slider (`ui-select`, 14 KB) arrive after the editor shows: most visits edit the
// content and leave the settings folded.
const SettingsFields = partAfterFirstPaint<SettingsFieldsProps>(
  async () => (await import('./settings-fields')).SettingsFields,
  SettingsFieldsLoading,
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
 * line saying what is set, the fields on demand. The fields mount when the panel first opens (the form keeps their
 * values and checks them all the same; decision 0120), then stay mounted while folded; the editor opens the panel
 * when one of them has a problem.
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
  // Folded settings cost the editor's first paint nothing: their fields, lists and checks wait for the first open.
  const [everOpened, setEverOpened] = useState(opened);
  if (opened && !everOpened) setEverOpened(true);

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
        {everOpened && <SettingsFields workspaceGuid={workspaceGuid} initial={initial} disabled={disabled} />}
      </Collapse>
    </Paper>
  );
}
