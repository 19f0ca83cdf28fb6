import { LitePaper, LiteStack } from '../../../components/ui/lite';
import { useState, type SyntheticEvent } from 'react';
import { authorities } from '../../../lib/authorities';
import { usePermission } from '../../../lib/use-session';
import type { Document } from '../api/schemas';
import { editorValuesOf } from '../model/editor-values';
import classes from './document-editor.module.css';
import {
  ContentFieldFrame,
  contentPlaceholder,
  FormatButton,
  InsertFieldButton,
  PickFromAudienceButton,
  PreviewFrame,
  SaveBarFrame,
  SaveButton,
  SavedState,
  SettingsSummary,
  UndoButton,
} from './editor-frames';
import { EditorNotices } from './editor-notices';
import { PlainJsonArea } from './plain-json-area';
import { ProfilePicker } from './profile-picker';

export interface DocumentEditorProps {
  initial: Document;
  workspaceGuid: string;
}

/** Where the stand-in's text area had the caret, for the editor that replaces it (takeStandInCaret). */
let caret: { id: string; start: number; end: number } | null = null;

/** The caret the stand-in of document `id` had as the editor replaced it, once; null when it did not have the focus. */
export function takeStandInCaret(id: string): { start: number; end: number } | null {
  const taken = caret?.id === id ? { start: caret.start, end: caret.end } : null;
  caret = null;
  return taken;
}

const nothing = () => {};

/**
 * The document as the editor will show it, while the editor's code (react-hook-form, its checks and fields) arrives
 * after the page's first paint (decision 0120): the same frames (editor-frames.tsx), so nothing moves when the
 * editor takes over, with the content read-only and the buttons disabled for that moment. A caret placed in the
 * content goes on in the editor where it was.
 */
export function DocumentEditorStandIn({ initial }: DocumentEditorProps) {
  const canEdit = usePermission(authorities.documentsEdit).allowed;
  const [values] = useState(() => editorValuesOf(initial));
  const remember = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const { selectionStart: start, selectionEnd: end } = event.currentTarget;
    caret = { id: initial.id, start, end };
  };

  return (
    <LiteStack aria-busy="true">
      <EditorNotices
        restored={false}
        conflict={null}
        canEdit={canEdit}
        onTakeTheirs={nothing}
        onKeepMine={nothing}
        onCompare={nothing}
      />
      <div className={classes.layout}>
        <div className={classes.editor}>
          <LiteStack>
            <LitePaper withBorder p="sm" radius="md">
              <SettingsSummary
                values={{ ...values, targetType: values.audience.targetType }}
                opened={false}
                readOnly={!canEdit}
              />
            </LitePaper>
            <LitePaper withBorder p="md" radius="md">
              <ContentFieldFrame
                tools={
                  <>
                    <FormatButton disabled />
                    <InsertFieldButton disabled />
                  </>
                }
              >
                <PlainJsonArea
                  value={values.content}
                  readOnly
                  label="Content (JSON)"
                  describedBy="document-content-description"
                  placeholder={contentPlaceholder}
                  onFocus={remember}
                  onSelect={remember}
                  onBlur={() => {
                    caret = null;
                  }}
                />
              </ContentFieldFrame>
            </LitePaper>
            <SaveBarFrame
              status={<SavedState dirty={false} summary="" savedAt={initial.updatedAt} />}
              actions={
                <>
                  <UndoButton disabled />
                  <SaveButton disabled />
                </>
              }
            />
          </LiteStack>
        </div>
        <div className={classes.preview}>
          <PreviewFrame>
            <ProfilePicker disabled />
            <PickFromAudienceButton hasAudience={!!initial.audience} />
          </PreviewFrame>
        </div>
      </div>
    </LiteStack>
  );
}
