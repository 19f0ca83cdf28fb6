import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconHistory } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { ErrorState } from '../../../components/error-state';
import { FormSelect } from '../../../components/form-select';
import { PermissionButton } from '../../../components/permission-button';
import { isApiError } from '../../../lib/api-error';
import { draftKey, useFormDraft } from '../../../lib/form-draft';
import { usePermission } from '../../../lib/use-session';
import { authorities } from '../../../lib/authorities';
import { directoriesQuery, documentTypesQuery, groupsQuery } from '../api/catalog';
import { ruleMessages } from '../api/document-rules';
import {
  audienceBodyOf,
  contentBodyOf,
  editorFieldOf,
  editorFormSchema,
  editableFields,
  editorValuesOf,
  partLabels,
  partsToSave,
  withMyChanges,
  type DocumentPart,
  type EditorValues,
} from '../api/editor-form';
import { documentQuery, getDocument } from '../api/get-document';
import { documentKeys } from '../api/keys';
import { renameDocument, setDocumentAudience, setDocumentContent, setDocumentPriority } from '../api/mutations';
import type { Document } from '../api/schemas';
import { AudienceField } from './audience-field';
import { ContentField } from './content-field';
import { directoryOptions } from './directory-options';
import { DocumentPreviewPanel } from './document-preview-panel';
import { PriorityField } from './priority-field';
import { SaveResult, type SaveOutcome } from './save-result';
import { SlugField } from './slug-field';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * The document editor: sends only the operations whose part changed, keeps a draft of every keystroke
 * (sessionStorage, per workspace and document), guards navigation, and notices a change made elsewhere.
 */
export function DocumentEditor({ initial, workspaceGuid }: { initial: Document; workspaceGuid: string }) {
  const queryClient = useQueryClient();
  const canEdit = usePermission(authorities.documentsEdit).allowed;
  const [openedValues] = useState(() => editorValuesOf(initial));
  const form = useForm<EditorValues>({
    resolver: zodResolver(editorFormSchema),
    defaultValues: openedValues,
    mode: 'onChange',
  });
  const draft = useFormDraft(form, draftKey(workspaceGuid, 'document', initial.id));
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  // The server's current version (refetched on focus and every minute).
  const server = useQuery(documentQuery(workspaceGuid, initial.id)).data ?? initial;
  const baseUpdatedAt = useWatch({ control: form.control, name: 'baseUpdatedAt' });
  const { isDirty, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as EditorValues;
  const saved = form.formState.defaultValues as EditorValues;
  const pending = useMemo(() => partsToSave(saved, values), [saved, values]);
  const changedOnServer = server.updatedAt !== baseUpdatedAt;

  const directories = useQuery(directoriesQuery(workspaceGuid));
  const groups = useQuery(groupsQuery(workspaceGuid));
  const types = useQuery(documentTypesQuery(workspaceGuid));

  /** Takes the server's version as the new starting point; `keepMine` keeps what the person changed. */
  const rebase = (latest: Document, keepMine: boolean) => {
    if (keepMine) {
      const next = editorValuesOf(latest);
      const merged = withMyChanges(form.getValues(), next);
      form.reset(next);
      form.reset(merged, { keepDefaultValues: true });
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

  const submit = form.handleSubmit(async (current) => {
    setFailure(null);
    setOutcome(null);
    const parts = partsToSave(saved, current);
    if (parts.length === 0) return setOutcome({ state: 'nothing' });
    if (parts.includes('content')) {
      let missing = false;
      if (!current.slug) {
        form.setError('slug', { type: 'required', message: ruleMessages.slugRequired }, { shouldFocus: true });
        missing = true;
      }
      if (!current.schema) {
        form.setError('schema', { type: 'required', message: ruleMessages.schemaRequired }, { shouldFocus: !missing });
        missing = true;
      }
      if (missing) return;
    }

    // Changed elsewhere since these values were loaded? Then the person decides before anything is sent.
    let latest: Document;
    try {
      latest = await getDocument(initial.id);
    } catch (error) {
      return setFailure(error);
    }
    queryClient.setQueryData(documentKeys.detail(workspaceGuid, initial.id), latest);
    if (latest.updatedAt !== current.baseUpdatedAt) return;

    const ran: DocumentPart[] = [];
    const failed: { part: DocumentPart; message: string }[] = [];
    const fieldErrors: { field: string; message: string }[] = [];
    const operations: Record<DocumentPart, () => Promise<Document>> = {
      name: () => renameDocument(initial.id, current.name.trim()),
      content: () => setDocumentContent(initial.id, contentBodyOf(current)),
      audience: () => setDocumentAudience(initial.id, audienceBodyOf(current)),
      priority: () => setDocumentPriority(initial.id, current.priority),
    };
    // One after another, each independent of the others: a refused part does not hold back the rest.
    for (const part of parts) {
      try {
        latest = await operations[part]();
        ran.push(part);
      } catch (error) {
        const named = isApiError(error) ? error.fieldErrors.map((entry) => entry.message).filter(Boolean) : [];
        failed.push({
          part,
          message: named.length ? named.join(' ') : error instanceof Error ? error.message : 'Refused.',
        });
        if (isApiError(error)) {
          for (const entry of error.fieldErrors) {
            const field =
              editorFieldOf(entry.field) ?? (part === 'name' ? 'name' : part === 'priority' ? 'priority' : undefined);
            if (field) fieldErrors.push({ field, message: entry.message ?? 'This value was refused.' });
          }
          if (error.status !== 400) setFailure(error);
        }
      }
    }

    if (ran.length > 0) {
      const saved = editorValuesOf(latest);
      // What was saved is the new starting point as typed (the service's formatting of the JSON, its trimming of
      // the name and its order of segments are not changes).
      if (ran.includes('content')) saved.content = current.content;
      if (ran.includes('name')) saved.name = current.name;
      if (ran.includes('audience')) saved.audience = current.audience;
      saved.baseValues = JSON.stringify(Object.fromEntries(editableFields.map((field) => [field, saved[field]])));
      // Parts that were refused stay changed in the form.
      const merged = withMyChanges(form.getValues(), saved);
      form.reset(saved);
      form.reset(merged, { keepDefaultValues: true });
      if (failed.length === 0) draft.discard();
      queryClient.setQueryData(documentKeys.detail(workspaceGuid, initial.id), latest);
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists(workspaceGuid) });
      void queryClient.invalidateQueries({ queryKey: documentKeys.slugUse(workspaceGuid, current.slug) });
      void queryClient.invalidateQueries({ queryKey: documentKeys.forProfiles(workspaceGuid) });
    }
    let focused = false;
    for (const { field, message } of fieldErrors) {
      form.setError(field as Path<EditorValues>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
    setOutcome({ state: 'done', ran, failed });
  });

  const disabled = !canEdit;
  const unsavedSummary = pending.length > 0 ? pending.map((part) => partLabels[part]).join(', ') : 'formatting only';

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard dirty={isDirty} summary={unsavedSummary} onLeave={() => draft.discard()} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Edit document">
            <Stack>
              {draft.restored && (
                <Alert color="yellow" title="Unsaved changes restored" icon={<IconHistory aria-hidden />} role="status">
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">
                      Changes you had not saved (before a reload or the end of your session) were kept and are shown
                      below.
                    </Text>
                    <Button size="xs" variant="default" onClick={() => rebase(server, false)}>
                      Discard them
                    </Button>
                  </Group>
                </Alert>
              )}
              {changedOnServer && isDirty && (
                <Alert
                  color="orange"
                  title="This document changed on the server"
                  icon={<IconAlertTriangle aria-hidden />}
                  role="alert"
                >
                  <Stack gap="xs">
                    <Text size="sm">
                      Someone saved it at {when(server.updatedAt)}, after the version your changes start from (
                      {when(baseUpdatedAt)}). Saving now would overwrite their changes to the same parts.
                    </Text>
                    <Group gap="xs">
                      <Button size="xs" variant="default" onClick={() => rebase(server, true)}>
                        Keep my changes on top of their version
                      </Button>
                      <Button size="xs" variant="default" onClick={() => rebase(server, false)}>
                        Load their version (drop mine)
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              )}
              {!canEdit && (
                <Alert color="gray" title="Read only">
                  Your role does not include {authorities.documentsEdit}: you can read and preview this document, not
                  change it.
                </Alert>
              )}

              <Paper withBorder p="md" radius="md">
                <Stack>
                  <Title order={2} size="h4">
                    Name and placement
                  </Title>
                  <TextInput
                    {...form.register('name')}
                    label="Name"
                    error={form.formState.errors.name?.message}
                    disabled={disabled}
                  />
                  <SlugField workspaceGuid={workspaceGuid} documentId={initial.id} disabled={disabled} />
                  <Group grow align="flex-start">
                    <FormSelect
                      control={form.control}
                      name="schema"
                      label="Type (schema)"
                      placeholder={types.isPending ? 'Loading…' : 'Choose a type'}
                      data={withCurrent(
                        (types.data ?? []).map((type) => ({ value: type.name, label: type.name })),
                        values.schema,
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
                        values.groupId,
                        initial.group?.name,
                      )}
                      disabled={disabled}
                      clearable
                    />
                    <FormSelect
                      control={form.control}
                      name="directoryId"
                      label="Directory"
                      data={withCurrent(
                        directoryOptions(directories.data ?? []),
                        values.directoryId,
                        initial.directory?.name,
                      )}
                      disabled={disabled}
                    />
                  </Group>
                  <PriorityField disabled={disabled} />
                </Stack>
              </Paper>

              <Paper withBorder p="md" radius="md">
                <AudienceField workspaceGuid={workspaceGuid} disabled={disabled} />
              </Paper>

              <Paper withBorder p="md" radius="md">
                <ContentField disabled={disabled} />
              </Paper>

              {failure !== null && (
                <ErrorState error={failure} title="The document could not be saved" onRetry={() => void submit()} />
              )}
              <SaveResult outcome={outcome} />
              <Group
                justify="space-between"
                pos="sticky"
                bottom={0}
                py="sm"
                bg="var(--mantine-color-body)"
                style={{ zIndex: 2 }}
              >
                <Text size="sm" c="dimmed" aria-live="polite">
                  {isDirty ? `Unsaved: ${unsavedSummary}` : `Saved ${when(server.updatedAt)}`}
                </Text>
                <Group gap="xs">
                  <Button variant="default" onClick={() => rebase(server, false)} disabled={!isDirty}>
                    Undo changes
                  </Button>
                  <PermissionButton
                    permission={authorities.documentsEdit}
                    type="submit"
                    loading={isSubmitting}
                    leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                  >
                    Save
                  </PermissionButton>
                </Group>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <DocumentPreviewPanel workspaceGuid={workspaceGuid} saved={server} />
        </Grid.Col>
      </Grid>
    </FormProvider>
  );
}

/** Keeps the current choice listed even before (or without) the catalog that names it. */
function withCurrent(options: { value: string; label: string }[], current: string, name?: string) {
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: name ?? current }, ...options];
}
