import { Checkbox, NativeSelect, Paper, SimpleGrid, Stack, TagsInput, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { countryCodes, countryName } from '../../../lib/countries';
import type { TextField } from '../model/profile-changes';
import { agreementKeys } from '../api/schemas';
import type { ProfileFormValues } from '../model/profile-form';
import { AttributesEditor } from './attributes-editor';

const agreementLabels = {
  email: 'Email',
  sms: 'SMS',
  push: 'Push notifications',
  bluetooth: 'Bluetooth',
  rfid: 'RFID',
  wifi: 'Wi-Fi',
} as const;

const countryOptions = [
  { value: '', label: '—' },
  ...countryCodes.map((code) => ({ value: code, label: `${countryName(code)} (${code})` })),
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The editable parts of a profile, shared by the create and edit forms (react-hook-form context). */
export function ProfileFormSections({ existingAttributes }: { existingAttributes: ReadonlySet<string> }) {
  const { register, control, formState } = useFormContext<ProfileFormValues>();
  const field = (
    name: TextField,
    label: string,
    extra: { type?: string; description?: string; autoComplete?: string } = {},
  ) => <TextInput label={label} {...extra} {...register(name)} error={formState.errors[name]?.message} />;

  return (
    <Stack>
      <Section title="Contact and address">
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
            data={[
              { value: '', label: '—' },
              { value: 'FEMALE', label: 'Female' },
              { value: 'MALE', label: 'Male' },
              { value: 'OTHER', label: 'Other' },
              { value: 'NOT_SPECIFIED', label: 'Not specified' },
            ]}
            {...register('sex')}
          />
          {field('birthDate', 'Birth date', { description: 'YYYY-MM-DD' })}
          {field('avatarUrl', 'Avatar URL', { type: 'url' })}
        </SimpleGrid>
      </Section>
      <Section title="Marketing agreements">
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
      </Section>
      <Section title="Custom attributes">
        <AttributesEditor existing={existingAttributes} />
      </Section>
      <Section title="Tags">
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
      </Section>
    </Stack>
  );
}
