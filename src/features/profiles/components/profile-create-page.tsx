import { zodResolver } from '@hookform/resolvers/zod';
import { LiteButton, LiteGroup, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/router-link';
import { ErrorState } from '../../../components/error-state';
import { PermissionButton } from '../../../components/permission-button';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { isApiError } from '../../../lib/api-error';
import { useFormDraft } from '../../../lib/form-draft';
import { draftKey } from '../../../lib/form-draft-store';
import { applyFieldErrors } from '../../../lib/form-errors';
import { usePermission, useSession } from '../../../lib/use-session';
import { authorities } from '../../../lib/authorities';
import { useCreateProfile } from '../api/use-create-profile';
import { changedFieldNames, createBodyOf, emptyProfileForm, textFields } from '../model/profile-changes';
import { createProfileFormSchema, type ProfileFormValues } from '../model/profile-form';
import { ChangeStatusNote, type ChangeStatus } from './change-status';
import { BackToProfiles } from './back-to-profiles';
import { ProfileFormSections } from './profile-form-sections';
import { appPath } from '../../../lib/app-path';

const noAttributes: ReadonlySet<string> = new Set();

/**
 * Creates a profile; once the service has applied it (202, then a moment later), opens it. A role without the create
 * authority (the page opened by its address) gets the reason and no form: nothing typed there could be saved.
 */
export function ProfileCreatePage() {
  const { allowed } = usePermission(authorities.profilesCreate);
  return allowed ? <ProfileCreateForm /> : <ProfileCreateRefused />;
}

function ProfileCreateRefused() {
  return (
    <LiteStack>
      <BackToProfiles />
      <LiteTitle order={1} size="h2">
        New profile
      </LiteTitle>
      <ReadOnlyNotice missing={[authorities.profilesCreate]} title="You can view profiles, not create them" />
    </LiteStack>
  );
}

function ProfileCreateForm() {
  const workspaceGuid = useSession()?.workspace?.guid ?? '';
  const navigate = useNavigate();
  const createProfile = useCreateProfile(workspaceGuid);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(createProfileFormSchema),
    defaultValues: emptyProfileForm,
  });
  const draft = useFormDraft(form, draftKey(workspaceGuid, 'profile', 'new'));
  const [status, setStatus] = useState<ChangeStatus>({ state: 'idle' });
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = createBodyOf(values);
    const fields = changedFieldNames(body).filter((field) => !field.startsWith('agreements.'));
    let accepted = false;
    const onAccepted = () => {
      accepted = true;
      draft.discard();
      setStatus({ state: 'queued', fields });
    };
    let created;
    try {
      created = await createProfile.mutateAsync({ body, onAccepted });
    } catch (error) {
      // Only a refusal of the request is shown at the form; a failure while waiting is not the form's.
      if (accepted) throw error;
      const unmatched = applyFieldErrors(error, [...textFields], form.setError);
      if (!isApiError(error) || error.fieldErrors.length === 0 || unmatched.length > 0) setFailure(error);
      return;
    }
    if (!created) return setStatus({ state: 'late', fields });
    await navigate(appPath(`/profiles/${created.clientId}`));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="New profile">
        <LiteStack>
          <BackToProfiles />
          <LiteTitle order={1} size="h2">
            New profile
          </LiteTitle>
          <LiteText size="sm" c="dimmed">
            A profile is created only when none has its email, phone or custom id yet. Give at least one of them.
          </LiteText>
          {draft.restored && (
            <LiteText size="sm" role="status">
              Your unsaved entries were restored.
            </LiteText>
          )}
          <ProfileFormSections existingAttributes={noAttributes} />
          {failure !== null && (
            <ErrorState error={failure} title="The profile was not created" onRetry={() => void submit()} />
          )}
          <ChangeStatusNote status={status} />
          <LiteGroup justify="flex-end">
            <LiteButton variant="default" component={Link} to={appPath('/profiles')}>
              Cancel
            </LiteButton>
            <PermissionButton
              permission={authorities.profilesCreate}
              type="submit"
              loading={form.formState.isSubmitting || status.state === 'queued'}
            >
              Create profile
            </PermissionButton>
          </LiteGroup>
        </LiteStack>
      </form>
    </FormProvider>
  );
}
