import { Checkbox, NativeSelect, SimpleGrid, TagsInput, TextInput } from '../../../components/ui/mantine';
import { LitePaper, LiteStack, LiteTitle } from '../../../components/ui/lite';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { countryCodes, countryName } from '../../../lib/countries';
import type { TextField } from '../model/profile-changes';
import { agreementKeys } from '../api/schemas';
import type { ProfileFormValues } from '../model/profile-form';
import { AttributesEditor } from './attributes-editor';
import {
  agreementLabels,
  profileSections,
  sectionHeadingId,
  sexLabels,
  type ProfileSectionName,
} from './profile-sections';

const countryOptions = [
  { value: '', label: '—' },
  ...countryCodes.map((code) => ({ value: code, label: `${countryName(code)} (${code})` })),
];

function Section({ section, children }: { section: ProfileSectionName; children: ReactNode }) {
  return (
    <LitePaper withBorder p="md" radius="md" component="section" aria-labelledby={sectionHeadingId(section)}>
      <LiteTitle order={2} size="h4" id={sectionHeadingId(section)} mb="sm">
        {profileSections[section]}
      </LiteTitle>
      {children}
    </LitePaper>
  );
}

/** The contact and address fields; one column on a phone. */
export function ContactFields() {
  const { register, formState } = useFormContext<ProfileFormValues>();
  const field = (
    name: TextField,
    label: string,
    extra: { type?: string; description?: string; autoComplete?: string } = {},
  ) => <TextInput label={label} {...extra} {...register(name)} error={formState.errors[name]?.message} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {field('email', 'Email', { type: 'email', autoComplete: 'off' })}
      {field('phone', 'Phone', { type: 'tel', description: 'E.164, like +48600100200' })}
      {field('customId', 'Custom id', { description: 'Your own identifier; unique in the workspace' })}
      {field('firstName', 'First name')}
      {field('lastName', 'Last name')}
      {field('displayName', 'Display name')}
      {field('company', 'Company')}
      {field('address', 'Address')}
      {field('city', 'City')}
      {field('zipCode', 'Zip code')}
      {field('province', 'Province')}
      <NativeSelect
        label="Country"
        data={countryOptions}
        {...register('countryCode')}
        error={formState.errors.countryCode?.message}
      />
      <NativeSelect
        label="Sex"
        data={[{ value: '', label: '—' }, ...Object.entries(sexLabels).map(([value, label]) => ({ value, label }))]}
        {...register('sex')}
      />
      {field('birthDate', 'Birth date', { description: 'YYYY-MM-DD' })}
      {field('avatarUrl', 'Avatar URL', { type: 'url' })}
    </SimpleGrid>
  );
}

export function AgreementFields() {
  const { control } = useFormContext<ProfileFormValues>();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }}>
      {agreementKeys.map((key) => (
        <Controller
          key={key}
          control={control}
          name={`agreements.${key}`}
          render={({ field: { value, onChange, ...rest } }) => (
            <Checkbox
              label={agreementLabels[key]}
              checked={value}
              onChange={(event) => onChange(event.currentTarget.checked)}
              {...rest}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}

export function TagsField() {
  const { control } = useFormContext<ProfileFormValues>();
  return (
    <Controller
      control={control}
      name="tags"
      render={({ field: { value, onChange, onBlur } }) => (
        <TagsInput
          label="Tags"
          description="Press Enter after each tag"
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          clearable
        />
      )}
    />
  );
}

/** The editable parts of a profile, shared by the create and edit forms (react-hook-form context). */
export function ProfileFormSections({ existingAttributes }: { existingAttributes: ReadonlySet<string> }) {
  return (
    <LiteStack>
      <Section section="contact">
        <ContactFields />
      </Section>
      <Section section="agreements">
        <AgreementFields />
      </Section>
      <Section section="attributes">
        <AttributesEditor existing={existingAttributes} />
      </Section>
      <Section section="tags">
        <TagsField />
      </Section>
    </LiteStack>
  );
}
