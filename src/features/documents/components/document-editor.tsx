import { zodResolver } from '@hookform/resolvers/zod';
import { LitePaper, LiteStack } from '../../../components/ui/lite';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { ErrorState } from '../../../components/error-state';
import { useFormDraft } from '../../../lib/form-draft';
import { draftKey } from '../../../lib/form-draft-store';
import { useFocusBackAfterBusy } from '../../../lib/use-focus-back-after-busy';
import { usePermission } from '../../../lib/use-session';
import { authorities } from '../../../lib/authorities';
import { documentQuery } from '../api/get-document';
import type { Document } from '../api/schemas';
import { useSaveDocument, type SaveDocumentResult } from '../api/use-save-document';
import { editorValuesOf } from '../model/editor-values';
import { editorFormSchema, partLabels, partsToSave, withMyChanges, type EditorValues } from '../model/editor-form';
import { ContentField } from './content-field';
import classes from './document-editor.module.css';
import { DocumentEditorSettings, settingsFields } from './document-editor-settings';
import { DocumentPreviewPanel } from './document-preview-panel';
import { SaveBarFrame, SaveButton, SavedState, UndoButton } from './editor-frames';
import { takeStandInCaret, type DocumentEditorProps } from './document-editor-stand-in';
import { useConflictMerge } from './conflict-merge';
import { EditorNotices } from './editor-notices';
import { SaveResult, type SaveOutcome } from './save-result';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** The first settings field (in the panel's order) with a problem, if any. */
const firstSettingsProblem = (errors: FieldErrors<EditorValues>) => settingsFields.find((field) => errors[field]);

/**
 * Whether the settings are unfolded. Folded at the start, a new document's too: the content comes first, the
 * settings' line says what a save needs (decision 0148), and a new problem at a folded field (a check while typing,
 * a restored draft) unfolds them. `reveal(field)` unfolds them at once (before a field in them takes the focus),
 * when `field` is one of them.
 */
function useSettingsFold(settingsProblem: string | undefined) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [seenProblem, setSeenProblem] = useState(settingsProblem);
  if (settingsProblem !== seenProblem) {
    setSeenProblem(settingsProblem);
    if (settingsProblem) setSettingsOpen(true);
  }
  const reveal = (field: string) => {
    if (settingsFields.some((name) => field === name || field.startsWith(`${name}.`)))
      flushSync(() => setSettingsOpen(true));
  };
  /** The form focused its first problem, but a folded field cannot take the focus: unfold, then focus it. */
  const focusFolded = (errors: FieldErrors<EditorValues>, setFocus: (name: Path<EditorValues>) => void) => {
    const field = firstSettingsProblem(errors);
    if (!field || settingsOpen) return;
    reveal(field);
    setFocus(field === 'audience' ? 'audience.targetType' : field);
  };
  return { settingsOpen, setSettingsOpen, reveal, focusFolded };
}

/**
 * The document editor: a form whose save (`useSaveDocument`) sends only the operations whose part changed. It
 * keeps a draft of every keystroke (sessionStorage, per workspace and document), guards navigation, and
 * notices a change made elsewhere. The content and its live preview sit side by side above the fold, the
 * settings fold away above the content (decision 0045).
 */
export function DocumentEditor({ initial, workspaceGuid }: DocumentEditorProps) {
  const canEdit = usePermission(authorities.documentsEdit).allowed;
  const [openedValues] = useState(() => editorValuesOf(initial));
  const form = useForm<EditorValues>({
    resolver: zodResolver(editorFormSchema),
    defaultValues: openedValues,
    mode: 'onChange',
  });
  const draft = useFormDraft(form, draftKey(workspaceGuid, 'document', initial.id), { shareWithOtherTabs: true });
  const save = useSaveDocument(workspaceGuid, initial.id);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // Where the page's stand-in had the caret as this editor replaced it.
  const [caret] = useState(() => takeStandInCaret(initial.id));

  // The server's current version (refetched on focus and every minute).
  const server = useQuery(documentQuery(workspaceGuid, initial.id)).data ?? initial;
  const baseUpdatedAt = useWatch({ control: form.control, name: 'baseUpdatedAt' });
  const { isDirty, isSubmitting } = form.formState;
  const formElement = useRef<HTMLFormElement>(null);
  useFocusBackAfterBusy(isSubmitting, () => formElement.current?.querySelector<HTMLElement>('button[type="submit"]'));
  const values = useWatch({ control: form.control }) as EditorValues;
  const saved = form.formState.defaultValues as EditorValues;
  const pending = useMemo(() => partsToSave(saved, values), [saved, values]);
  const changedOnServer = server.updatedAt !== baseUpdatedAt;
  const fold = useSettingsFold(firstSettingsProblem(form.formState.errors));

  /** Makes `next` the new starting point, keeping what the person changed (and has not saved) on top. */
  const startFrom = (next: EditorValues) => {
    const merged = withMyChanges(form.getValues(), next);
    form.reset(next);
    form.reset(merged, { keepDefaultValues: true });
  };

  /** Takes the server's version as the new starting point; `keepMine` keeps what the person changed. */
  const rebase = (latest: Document, keepMine: boolean) => {
    if (keepMine) {
      startFrom(editorValuesOf(latest));
    } else {
      form.reset(editorValuesOf(latest));
      draft.discard();
    }
    setOutcome(null);
  };

  // A change elsewhere while nothing is edited here: simply show the new version.
  useEffect(() => {
    if (changedOnServer && !isDirty) form.reset(editorValuesOf(server));
  }, [changedOnServer, isDirty, server, form]);

  /** Shows what the save did: fields it needs, the new starting point, refusals at their fields. */
  const show = (result: SaveDocumentResult) => {
    switch (result.state) {
      case 'nothing':
        return setOutcome({ state: 'nothing' });
      case 'incomplete':
        result.missing.forEach(({ field }) => fold.reveal(field));
        result.missing.forEach(({ field, message }, index) =>
          form.setError(field, { type: 'required', message }, { shouldFocus: index === 0 }),
        );
        return;
      case 'changed-elsewhere':
        // The alert above the fields asks the person to decide; the server's version is in the cache now.
        return;
      case 'done':
        if (result.saved) {
          // Parts that were refused stay changed in the form.
          startFrom(result.saved);
          if (result.failed.length === 0) draft.discard();
        }
        result.fieldErrors.forEach(({ field }) => fold.reveal(field));
        result.fieldErrors.forEach(({ field, message }, index) =>
          form.setError(field as Path<EditorValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        if (result.failure !== null) setFailure(result.failure);
        return setOutcome({ state: 'done', ran: result.ran, failed: result.failed });
    }
  };

  /** Saves the form's values (once they pass), counting the parts to send from `from`. */
  const submitFrom = (from: EditorValues) =>
    form.handleSubmit(
      async (current) => {
        setFailure(null);
        setOutcome(null);
        try {
          show(await save.mutateAsync({ saved: from, current }));
        } catch (error) {
          setFailure(error);
        }
      },
      (errors) => fold.focusFolded(errors, form.setFocus),
    );
  const submit = submitFrom(saved);
  const conflict = useConflictMerge({
    form,
    server,
    values,
    conflicted: changedOnServer && isDirty,
    send: (from) => void submitFrom(from)(),
  });

  const disabled = !canEdit;
  const unsavedSummary = pending.length > 0 ? pending.map((part) => partLabels[part]).join(', ') : 'formatting only';

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard dirty={isDirty} summary={unsavedSummary} onLeave={() => draft.discard()} />
      <LiteStack>
        <EditorNotices
          restored={draft.restored}
          conflict={conflict.notice}
          canEdit={canEdit}
          onTakeTheirs={() => rebase(server, false)}
          onKeepMine={() => rebase(server, true)}
          onCompare={conflict.open}
        />
        {conflict.dialog}
        <div className={classes.layout}>
          <form
            ref={formElement}
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-label="Edit document"
            className={classes.editor}
          >
            <LiteStack>
              <DocumentEditorSettings
                workspaceGuid={workspaceGuid}
                initial={initial}
                disabled={disabled}
                opened={fold.settingsOpen}
                onToggle={() => fold.setSettingsOpen((open) => !open)}
              />

              <LitePaper withBorder p="md" radius="md">
                <ContentField disabled={disabled} focusAt={caret} />
              </LitePaper>

              <SaveBarFrame
                above={
                  failure !== null && (
                    <ErrorState error={failure} title="The document could not be saved" onRetry={() => void submit()} />
                  )
                }
                status={
                  <>
                    <SaveResult outcome={outcome} />
                    <SavedState dirty={isDirty} summary={unsavedSummary} savedAt={server.updatedAt} />
                  </>
                }
                actions={
                  <>
                    <UndoButton onClick={() => rebase(server, false)} disabled={!isDirty} />
                    <SaveButton loading={isSubmitting} />
                  </>
                }
              />
            </LiteStack>
          </form>
          <div className={classes.preview}>
            <DocumentPreviewPanel workspaceGuid={workspaceGuid} saved={server} />
          </div>
        </div>
      </LiteStack>
    </FormProvider>
  );
}
