import { Button, Code, Group, Loader, Paper, Stack, Text, Title } from '../../../components/lite/lite-ui';
import { FieldFrame, TextField } from '../../../components/plain/plain-ui';
import { IconBraces, IconChevronDown, IconChevronUp, IconDeviceFloppy, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import { PermissionButton } from '../../../components/permission-button';
import { authorities } from '../../../lib/authorities';
import { neededBeforeSave } from '../model/document-rules';
import type { EditorValues } from '../model/editor-form';
import classes from './document-editor.module.css';

/*
 * The editor's frames, drawn the same by the editor (document-editor.tsx) and by the stand-in that shows the
 * document while the editor's code arrives (document-editor-stand-in.tsx): the two lay out alike, so nothing moves
 * when one replaces the other. No react-hook-form here: the stand-in is drawn without it (decision 0120).
 */

const audienceLabels: Record<EditorValues['audience']['targetType'], string> = {
  '': 'no audience yet',
  ALL: 'everyone',
  SEGMENT: 'segments',
  QUERY: 'a query',
};

export const settingsPanelId = 'document-settings-fields';

interface SettingsSummaryProps {
  values: Pick<EditorValues, 'slug' | 'schema' | 'priority'> & { targetType: EditorValues['audience']['targetType'] };
  opened: boolean;
  /** The person may not change the document: the button shows the fields rather than offering to edit them. */
  readOnly: boolean;
  onToggle?: () => void;
}

const neededWords = { slug: 'a slug', type: 'a type' } as const;

/**
 * The settings panel's header: one line saying what is set, the button that shows the fields, and, while the
 * content cannot be saved yet (a new document), what it still needs (decision 0148).
 */
export function SettingsSummary({ values, opened, readOnly, onToggle }: SettingsSummaryProps) {
  const { slug, schema, priority, targetType } = values;
  const needed = readOnly ? [] : neededBeforeSave(values).map((part) => neededWords[part]);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={2} size="h5">
          Settings
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {slug ? <Code>{slug}</Code> : 'no slug'} · {schema || 'no type'} · priority{' '}
          {Number.isFinite(priority) ? priority : '—'} · audience: {audienceLabels[targetType]}
        </Text>
        {needed.length > 0 && <Text size="sm">To save the content, set {needed.join(' and ')} in the settings.</Text>}
      </Stack>
      <Button
        variant="default"
        size="xs"
        onClick={onToggle}
        disabled={!onToggle}
        aria-expanded={opened}
        aria-controls={settingsPanelId}
        rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
        style={{ flexShrink: 0 }}
      >
        {opened ? 'Hide settings' : readOnly ? 'Show settings' : 'Edit settings'}
      </Button>
    </Group>
  );
}

/** "Format" above the content. */
export function FormatButton({ onClick, disabled }: { onClick?: () => void; disabled?: boolean }) {
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconBraces size={14} aria-hidden />}
      onClick={onClick}
      disabled={disabled}
    >
      Format
    </Button>
  );
}

/** What an empty content editor shows: the shape the content operation wants (an object), with an insert. */
export const contentPlaceholder = 'Empty: write a JSON object, like {"title": "Hi {{ customer.firstName }}"}';

/** The slug field's description (slug-field.tsx), which the settings' stand-in draws too. */
export const slugDescription = 'Generates the document by address: lower-case words joined by hyphens.';

/**
 * The settings' fields while their code arrives: the name and the slug, drawn as the fields will be but disabled, and
 * a loading line for the rest, in the room all of them will take (nothing under them moves when they arrive), when
 * the panel is opened before their code has arrived.
 */
export function SettingsFieldsLoading({ name, slug }: { name: string; slug: string }) {
  return (
    <div className={classes.settingsLoading}>
      <div className={classes.settingsStandInRow}>
        <TextField label="Name" value={name} disabled readOnly />
        <TextField label="Slug" description={slugDescription} value={slug} disabled readOnly />
      </div>
      <Group mt="md" gap="xs" align="flex-start">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          Loading the settings…
        </Text>
      </Group>
    </div>
  );
}

/** The content field's label, description and error, its tools above the editor, and the editor. */
export function ContentFieldFrame({
  error,
  tools,
  children,
}: {
  error?: string;
  tools: ReactNode;
  children: ReactNode;
}) {
  return (
    <FieldFrame
      label="Content (JSON)"
      labelElement="div"
      id="document-content"
      // Tab indents in the code editor (json-code-editor.tsx): the way out is said where the field is described.
      description="Inserts like {{ customer.firstName }} in string values are filled in for each profile. Type {{ for suggestions. In the editor Tab indents: to leave it, press Escape, then Tab."
      error={error}
    >
      <Group gap="xs" my={6}>
        {tools}
      </Group>
      {children}
    </FieldFrame>
  );
}

/** The save bar under the form: what the last save did (`status`), and the buttons. */
export function SaveBarFrame({ above, status, actions }: { above?: ReactNode; status: ReactNode; actions: ReactNode }) {
  return (
    // data-sticky-bottom: the code editor keeps its caret above this bar (json-code-editor.tsx).
    <Stack gap="xs" className={classes.saveBar} role="group" aria-label="Save changes" data-sticky-bottom>
      {above}
      <Group justify="space-between" gap="xs">
        <div role="status" className={classes.status}>
          {status}
        </div>
        <Group gap="xs">{actions}</Group>
      </Group>
    </Stack>
  );
}

/** Whether the form holds unsaved changes (and which), or when the document was saved. */
export function SavedState({ dirty, summary, savedAt }: { dirty: boolean; summary: string; savedAt: string }) {
  return (
    <Text size="sm" c="dimmed">
      {dirty ? (
        `Unsaved: ${summary}`
      ) : (
        <>
          Saved <DateTime value={savedAt} />
        </>
      )}
    </Text>
  );
}

/** "Undo changes": back to the saved version. */
export function UndoButton({ onClick, disabled }: { onClick?: () => void; disabled: boolean }) {
  return (
    <Button variant="default" onClick={onClick} disabled={disabled}>
      Undo changes
    </Button>
  );
}

/** The form's submit button, for a role that may edit documents. */
export function SaveButton({ loading, disabled }: { loading?: boolean; disabled?: boolean }) {
  return (
    <PermissionButton
      permission={authorities.documentsEdit}
      type="submit"
      loading={loading}
      disabled={disabled}
      leftSection={<IconDeviceFloppy size={16} aria-hidden />}
    >
      Save
    </PermissionButton>
  );
}

/** The preview beside the editor: its frame and title. */
export function PreviewFrame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Preview
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * "Pick someone from this audience" (audience-sample-picker.tsx), or the line saying no audience is saved: drawn
 * by the stand-in too, disabled, so the preview does not move when the editor arrives.
 */
export function PickFromAudienceButton({
  hasAudience,
  opened = false,
  controls,
  onClick,
}: {
  hasAudience: boolean;
  opened?: boolean;
  controls?: string;
  onClick?: () => void;
}) {
  if (!hasAudience)
    return (
      <Text size="xs" c="dimmed">
        No audience is saved yet: save one to pick someone from it.
      </Text>
    );
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconUsers size={14} aria-hidden />}
      aria-expanded={opened}
      aria-controls={controls}
      onClick={onClick}
      disabled={!onClick}
      style={{ alignSelf: 'flex-start' }}
    >
      {opened ? 'Hide the audience' : 'Pick someone from this audience'}
    </Button>
  );
}
