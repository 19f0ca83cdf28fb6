import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/error-state';
import { PermissionButton } from '../../../components/permission-button';
import { isApiError } from '../../../lib/api-error';
import { draftKey, useFormDraft } from '../../../lib/form-draft';
import { applyFieldErrors } from '../../../lib/form-errors';
import { authorities } from '../../../lib/authorities';
import { useUpdateProfile } from '../api/use-update-profile';
import { changedFieldNames, changesOf, formValuesOf, textFields } from '../model/profile-changes';
import { type Profile } from '../api/schemas';
import { profileFormSchema, type ProfileFormValues } from '../model/profile-form';
import { ChangeStatusNote, type ChangeStatus } from './change-status';
import { ProfileFormSections } from './profile-form-sections';

/** Edits a profile: sends only what changed, then shows the change queued and, once the service applied it, applied. */
export function ProfileEditForm({ profile, workspaceGuid }: { profile: Profile; workspaceGuid: string }) {
  const updateProfile = useUpdateProfile(workspaceGuid);
  const defaults = useMemo(() => formValuesOf(profile), [profile]);
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: defaults });
  const draft = useFormDraft(form, draftKey(workspaceGuid, 'profile', profile.clientId));
  const [status, setStatus] = useState<ChangeStatus>({ state: 'idle' });
  const [failure, setFailure] = useState<unknown>(null);
  const [nothing, setNothing] = useState(false);
  const existingAttributes = useMemo(() => new Set(Object.keys(profile.attributes ?? {})), [profile]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const changes = changesOf(profile, values);
    const fields = changedFieldNames(changes);
    setNothing(fields.length === 0);
    if (fields.length === 0) return;
    let accepted = false;
    const onAccepted = () => {
      accepted = true;
      draft.discard();
      setStatus({ state: 'queued', fields });
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
    if (!applied) return setStatus({ state: 'late', fields });
    form.reset(formValuesOf(applied));
    setStatus({ state: 'applied', fields });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Edit profile">
        <Stack>
          {draft.restored && (
            <Alert color="yellow" title="Unsaved changes restored" role="status">
              <Group justify="space-between">
                <Text size="sm">Changes you had not saved yet were kept and are shown below.</Text>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    draft.discard();
                    form.reset(defaults);
                  }}
                >
                  Discard them
                </Button>
              </Group>
            </Alert>
          )}
          <ProfileFormSections existingAttributes={existingAttributes} />
          {failure !== null && (
            <ErrorState error={failure} title="The change was not accepted" onRetry={() => void submit()} />
          )}
          {nothing && (
            <Text size="sm" role="status">
              Nothing changed: there is nothing to save.
            </Text>
          )}
          <ChangeStatusNote status={status} />
          <Group justify="flex-end" pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
            <Button variant="default" onClick={() => form.reset(defaults)} disabled={!form.formState.isDirty}>
              Undo changes
            </Button>
            <PermissionButton permission={authorities.profilesEdit} type="submit" loading={form.formState.isSubmitting}>
              Save changes
            </PermissionButton>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
