import {
  LiteButton,
  LiteCode,
  LiteGroup,
  LiteLoader,
  LitePaper,
  LiteStack,
  LiteText,
  LiteTitle,
} from '../../../components/ui/lite';
import { FieldFrame, TextField } from '../../../components/ui/plain';
import {
  IconBraces,
  IconChevronDown,
  IconChevronUp,
  IconDeviceFloppy,
  IconUsers,
  IconVariable,
} from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
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
    <LiteGroup justify="space-between" wrap="nowrap" gap="xs" align="center">
      <LiteStack gap={2} style={{ minWidth: 0 }}>
        <LiteTitle order={2} size="h5">
          Settings
        </LiteTitle>
        <LiteText size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {slug ? <LiteCode>{slug}</LiteCode> : 'no slug'} · {schema || 'no type'} · priority{' '}
          {Number.isFinite(priority) ? priority : '—'} · audience: {audienceLabels[targetType]}
        </LiteText>
        {needed.length > 0 && (
          <LiteText size="sm">To save the content, set {needed.join(' and ')} in the settings.</LiteText>
        )}
      </LiteStack>
      <LiteButton
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
      </LiteButton>
    </LiteGroup>
  );
}

/** "Format" above the content. */
export function FormatButton({ onClick, disabled }: { onClick?: () => void; disabled?: boolean }) {
  return (
    <LiteButton
      size="xs"
      variant="default"
      leftSection={<IconBraces size={14} aria-hidden />}
      onClick={onClick}
      disabled={disabled}
    >
      Format
    </LiteButton>
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
      <LiteGroup mt="md" gap="xs" align="flex-start">
        <LiteLoader size="xs" aria-hidden />
        <LiteText size="sm" c="dimmed">
          Loading the settings…
        </LiteText>
      </LiteGroup>
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
      <LiteGroup gap="xs" my={6}>
        {tools}
      </LiteGroup>
      {children}
    </FieldFrame>
  );
}

/** The save bar under the form: what the last save did (`status`), and the buttons. */
export function SaveBarFrame({ above, status, actions }: { above?: ReactNode; status: ReactNode; actions: ReactNode }) {
  return (
    // data-sticky-bottom: the code editor keeps its caret above this bar (json-code-editor.tsx).
    <LiteStack gap="xs" className={classes.saveBar} role="group" aria-label="Save changes" data-sticky-bottom>
      {above}
      <LiteGroup justify="space-between" gap="xs">
        <div role="status" className={classes.status}>
          {status}
        </div>
        <LiteGroup gap="xs">{actions}</LiteGroup>
      </LiteGroup>
    </LiteStack>
  );
}

/** Whether the form holds unsaved changes (and which), or when the document was saved. */
export function SavedState({ dirty, summary, savedAt }: { dirty: boolean; summary: string; savedAt: string }) {
  return (
    <LiteText size="sm" c="dimmed">
      {dirty ? (
        `Unsaved: ${summary}`
      ) : (
        <>
          Saved <DateTime value={savedAt} />
        </>
      )}
    </LiteText>
  );
}

/** "Undo changes": back to the saved version. */
export function UndoButton({ onClick, disabled }: { onClick?: () => void; disabled: boolean }) {
  return (
    <LiteButton variant="default" onClick={onClick} disabled={disabled}>
      Undo changes
    </LiteButton>
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
    <LitePaper withBorder p="md" radius="md">
      <LiteStack gap="sm">
        <LiteTitle order={2} size="h4">
          Preview
        </LiteTitle>
        {children}
      </LiteStack>
    </LitePaper>
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
      <LiteText size="xs" c="dimmed">
        No audience is saved yet: save one to pick someone from it.
      </LiteText>
    );
  return (
    <LiteButton
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
    </LiteButton>
  );
}

/** "Insert customer field", the same with and without its menu (insert-field-menu.tsx, loaded on intent). */
export function InsertFieldButton(props: ComponentProps<'button'> & { disabled?: boolean }) {
  return (
    <LiteButton
      size="xs"
      variant="default"
      leftSection={<IconVariable size={14} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...props}
    >
      Insert customer field
    </LiteButton>
  );
}
