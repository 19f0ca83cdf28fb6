import { Collapse } from '../../../components/ui/mantine';
import { LitePaper } from '../../../components/ui/lite';
import { partAfterFirstPaint } from '../../../lib/after-content';
import { useOnceTrue } from '../../../lib/on-first-use';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Document } from '../api/schemas';
import { editableFields } from '../model/editor-values';
import { type EditorValues } from '../model/editor-form';
import { SettingsFieldsLoading, SettingsSummary, settingsPanelId } from './editor-frames';
import type { SettingsFieldsProps } from './settings-fields';

/** The form fields that live in the settings panel: all but the content (a problem at one of them opens it). */
export const settingsFields = editableFields.filter(
  (field): field is Exclude<(typeof editableFields)[number], 'content'> => field !== 'content',
);

// Mantine's selects, radios and slider (`ui-select`, 14 KB) arrive after the editor shows: most visits edit the
// content and leave the settings folded.
const SettingsFields = partAfterFirstPaint<SettingsFieldsProps & { name: string; slug: string }>(
  async () => (await import('./settings-fields')).SettingsFields,
  SettingsFieldsLoading,
);

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
  const [slug, schema, priority, targetType, name] = useWatch({
    control,
    name: ['slug', 'schema', 'priority', 'audience.targetType', 'name'],
  });
  // Folded settings cost the editor's first paint nothing: their fields, lists and checks wait for the first open.
  const everOpened = useOnceTrue(opened);

  return (
    <LitePaper withBorder p="sm" radius="md">
      <SettingsSummary
        values={{ slug, schema, priority, targetType }}
        opened={opened}
        readOnly={disabled}
        onToggle={onToggle}
      />
      {/* No animation: the fields must be focusable the moment the panel opens for a problem at one of them. */}
      <Collapse
        expanded={opened}
        transitionDuration={0}
        keepMounted
        keepMountedMode="display-none"
        id={settingsPanelId}
      >
        {everOpened && (
          <SettingsFields workspaceGuid={workspaceGuid} initial={initial} disabled={disabled} name={name} slug={slug} />
        )}
      </Collapse>
    </LitePaper>
  );
}
