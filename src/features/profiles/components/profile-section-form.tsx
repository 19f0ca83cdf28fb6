import { zodResolver } from '@hookform/resolvers/zod';
import { LiteAlert, LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ErrorState } from '../../../components/error-state';
import { isApiError } from '../../../lib/api-error';
import { useFormDraft } from '../../../lib/form-draft';
import { draftKey } from '../../../lib/form-draft-store';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/use-update-profile';
import type { Profile } from '../api/schemas';
import { changedFieldNames, changesOf, formValuesOf, textFields } from '../model/profile-changes';
import { profileFormSchema, type ProfileFormValues } from '../model/profile-form';
import { AttributesEditor } from './attributes-editor';
import type { ChangeStatus } from './change-status';
import { AgreementFields, ContactFields, TagsField } from './profile-form-sections';
import { profileSections, type ProfileSectionName } from './profile-sections';

/** "Save 2 changes": how many fields a save would send (only what changed is sent). */
export function saveLabel(count: number): string {
  if (count === 0) return 'Save';
  return `Save ${count} change${count === 1 ? '' : 's'}`;
}

export interface SectionFormProps {
  profile: Profile;
  workspaceGuid: string;
  section: ProfileSectionName;
  onDone: () => void;
  onStatus: (status: ChangeStatus) => void;
  /** The person pressed "Edit", which this form replaces: its first field takes the focus. */
  focusAtStart?: boolean;
}

/** The form of one section while it is edited (react-hook-form over the whole profile; only its fields shown). */
export function SectionForm({ profile, workspaceGuid, section, onDone, onStatus, focusAtStart }: SectionFormProps) {
  const updateProfile = useUpdateProfile(workspaceGuid);
  const defaults = useMemo(() => formValuesOf(profile), [profile]);
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: defaults });
  const draft = useFormDraft(form, draftKey(workspaceGuid, 'profile', profile.clientId, section));
  const [failure, setFailure] = useState<unknown>(null);
  const existingAttributes = useMemo(() => new Set(Object.keys(profile.attributes ?? {})), [profile]);
  const values = useWatch({ control: form.control }) as ProfileFormValues;
  const count = changedFieldNames(changesOf(profile, values)).length;
  const sectionTitle = profileSections[section].toLowerCase();
  const formRef = useRef<HTMLFormElement>(null);
  // As the form mounts: "Edit" is gone, and the focus would otherwise fall to the page. Its first field, not a
  // button before it (a tag's remove button comes before the tags' input).
  useEffect(() => {
    if (!focusAtStart) return;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select') ??
      form?.querySelector<HTMLElement>('button')
    )?.focus();
  }, [focusAtStart]);

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
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label={`Edit ${sectionTitle}`}>
        <LiteStack>
          {draft.restored && (
            <LiteAlert color="yellow" title="Unsaved changes restored" role="status">
              <LiteText size="sm">Changes you had not saved yet were kept and are shown below.</LiteText>
            </LiteAlert>
          )}
          {section === 'contact' && <ContactFields />}
          {section === 'agreements' && <AgreementFields />}
          {section === 'attributes' && <AttributesEditor existing={existingAttributes} />}
          {section === 'tags' && <TagsField />}
          {failure !== null && (
            <ErrorState error={failure} title="The change was not accepted" onRetry={() => void submit()} />
          )}
          <LiteGroup justify="flex-end" gap="xs">
            <LiteButton
              variant="default"
              onClick={() => {
                // Dropped, not kept as a draft: cancelling is the person's choice.
                draft.discard();
                onDone();
              }}
            >
              Cancel
            </LiteButton>
            <LiteButton type="submit" disabled={count === 0} loading={form.formState.isSubmitting}>
              {saveLabel(count)}
            </LiteButton>
          </LiteGroup>
        </LiteStack>
      </form>
    </FormProvider>
  );
}
