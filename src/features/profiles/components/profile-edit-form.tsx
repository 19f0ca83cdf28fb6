import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ErrorState } from '../../../components/error-state';
import { isApiError } from '../../../lib/api-error';
import { authorities } from '../../../lib/authorities';
import { draftKey, readDraft, useFormDraft } from '../../../lib/form-draft';
import { applyFieldErrors } from '../../../lib/form-errors';
import { usePermission } from '../../../lib/use-session';
import { useUpdateProfile } from '../api/use-update-profile';
import { type Profile } from '../api/schemas';
import { changedFieldNames, changesOf, formValuesOf, textFields } from '../model/profile-changes';
import { profileFormSchema, type ProfileFormValues } from '../model/profile-form';
import { AttributesEditor } from './attributes-editor';
import { ChangeStatusNote, type ChangeStatus } from './change-status';
import {
  AgreementFields,
  ContactFields,
  TagsField,
  profileSections,
  sectionHeadingId,
  type ProfileSectionName,
} from './profile-form-sections';
import { AgreementsView, AttributesView, ContactView, TagsView } from './profile-record-views';

/** "Save 2 changes": how many fields a save would send (only what changed is sent). */
export function saveLabel(count: number): string {
  if (count === 0) return 'Save';
  return `Save ${count} change${count === 1 ? '' : 's'}`;
}

interface SectionProps {
  profile: Profile;
  workspaceGuid: string;
  section: ProfileSectionName;
  canEdit: boolean;
}

/** The form of one section while it is edited (react-hook-form over the whole profile; only its fields shown). */
function SectionForm({
  profile,
  workspaceGuid,
  section,
  onDone,
  onStatus,
}: Omit<SectionProps, 'canEdit'> & { onDone: () => void; onStatus: (status: ChangeStatus) => void }) {
  const updateProfile = useUpdateProfile(workspaceGuid);
  const defaults = useMemo(() => formValuesOf(profile), [profile]);
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: defaults });
  const draft = useFormDraft(form, draftKey(workspaceGuid, 'profile', profile.clientId, section));
  const [failure, setFailure] = useState<unknown>(null);
  const existingAttributes = useMemo(() => new Set(Object.keys(profile.attributes ?? {})), [profile]);
  const values = useWatch({ control: form.control }) as ProfileFormValues;
  const count = changedFieldNames(changesOf(profile, values)).length;
  const sectionTitle = profileSections[section].toLowerCase();

  const submit = form.handleSubmit(async (submitted) => {
    setFailure(null);
    const changes = changesOf(profile, submitted);
    const fields = changedFieldNames(changes);
    if (fields.length === 0) return;
    let accepted = false;
    const onAccepted = () => {
      accepted = true;
      draft.discard();
      onStatus({ state: 'queued', fields });
    };
    let applied;
    try {
      applied = await updateProfile.mutateAsync({ clientId: profile.clientId, changes, onAccepted });
    } catch (error) {
      // Only a refusal of the request is shown at the form; a failure while waiting is not the form's.
      if (accepted) throw error;
      const unmatched = applyFieldErrors(error, [...textFields], form.setError);
      if (!isApiError(error) || error.fieldErrors.length === 0 || unmatched.length > 0) setFailure(error);
      return;
    }
    onStatus(applied ? { state: 'applied', fields } : { state: 'late', fields });
    onDone();
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Edit ${sectionTitle}`}>
        <Stack>
          {draft.restored && (
            <Alert color="yellow" title="Unsaved changes restored" role="status">
              <Text size="sm">Changes you had not saved yet were kept and are shown below.</Text>
            </Alert>
          )}
          {section === 'contact' && <ContactFields />}
          {section === 'agreements' && <AgreementFields />}
          {section === 'attributes' && <AttributesEditor existing={existingAttributes} />}
          {section === 'tags' && <TagsField />}
          {failure !== null && (
            <ErrorState error={failure} title="The change was not accepted" onRetry={() => void submit()} />
          )}
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => {
                // Dropped, not kept as a draft: cancelling is the person's choice.
                draft.discard();
                onDone();
              }}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={count === 0} loading={form.formState.isSubmitting}>
              {saveLabel(count)}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** One section of the record: read as label/value pairs; "Edit" turns it (and only it) into a form. */
function RecordSection({ profile, workspaceGuid, section, canEdit, children }: SectionProps & { children: ReactNode }) {
  // A draft left from before a reload opens the section in edit mode again, with the draft in it.
  const [editing, setEditing] = useState(
    () => canEdit && readDraft(draftKey(workspaceGuid, 'profile', profile.clientId, section)) !== null,
  );
  const [status, setStatus] = useState<ChangeStatus>({ state: 'idle' });
  const title = profileSections[section];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={sectionHeadingId(section)}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={sectionHeadingId(section)}>
          {title}
        </Title>
        {canEdit && !editing && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={`Edit ${title.toLowerCase()}`}
            onClick={() => {
              setStatus({ state: 'idle' });
              setEditing(true);
            }}
          >
            Edit
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        {editing ? (
          <SectionForm
            profile={profile}
            workspaceGuid={workspaceGuid}
            section={section}
            onStatus={setStatus}
            onDone={() => setEditing(false)}
          />
        ) : (
          children
        )}
        {/* In the section that was saved, where the person is looking, and announced (role=status). */}
        <ChangeStatusNote status={status} />
      </Stack>
    </Paper>
  );
}

/**
 * The profile's own data as a readable record, section by section; with the edit authority each section has an
 * "Edit" that sends only what changed in it. Without it: the record and a quiet read-only notice, never a form.
 */
export function ProfileRecord({ profile, workspaceGuid }: { profile: Profile; workspaceGuid: string }) {
  const { allowed: canEdit } = usePermission(authorities.profilesEdit);
  const props = { profile, workspaceGuid, canEdit };
  return (
    <Stack>
      {!canEdit && (
        <Text size="sm" c="dimmed" role="note">
          Read only: your role does not include {authorities.profilesEdit}, so you can see this profile but not change
          it.
        </Text>
      )}
      <RecordSection {...props} section="contact">
        <ContactView profile={profile} />
      </RecordSection>
      <RecordSection {...props} section="agreements">
        <AgreementsView profile={profile} />
      </RecordSection>
      <RecordSection {...props} section="attributes">
        <AttributesView profile={profile} />
      </RecordSection>
      <RecordSection {...props} section="tags">
        <TagsView profile={profile} />
      </RecordSection>
    </Stack>
  );
}
