import { agreementKeys, type Profile } from '../api/schemas';
import { attributeRowOf } from './attribute-row';
import { parseAttributeValue, type ProfileFormValues } from './profile-form';

/** The plain text fields of a profile, as the form edits them. */
export const textFields = [
  'email',
  'phone',
  'customId',
  'firstName',
  'lastName',
  'displayName',
  'company',
  'address',
  'city',
  'zipCode',
  'province',
  'countryCode',
  'sex',
  'birthDate',
  'avatarUrl',
] as const;
export type TextField = (typeof textFields)[number];

/** What is sent to create or update a profile: only what changed; `null` resets a field or removes an attribute. */
export type ProfileChanges = Partial<Record<TextField, string | null>> & {
  agreements?: Partial<Record<(typeof agreementKeys)[number], boolean>>;
  attributes?: Record<string, unknown>;
  tags?: string[];
};

export const emptyProfileForm: ProfileFormValues = {
  ...(Object.fromEntries(textFields.map((field) => [field, ''])) as Record<TextField, string>),
  agreements: Object.fromEntries(agreementKeys.map((key) => [key, false])) as ProfileFormValues['agreements'],
  tags: [],
  attributes: [],
};

export function formValuesOf(profile: Profile): ProfileFormValues {
  return {
    ...(Object.fromEntries(textFields.map((field) => [field, profile[field] ?? ''])) as Record<TextField, string>),
    agreements: Object.fromEntries(
      agreementKeys.map((key) => [key, profile.agreements?.[key] ?? false]),
    ) as ProfileFormValues['agreements'],
    tags: profile.tags ?? [],
    attributes: Object.entries(profile.attributes ?? {}).map(([key, value]) => attributeRowOf(key, value)),
  };
}

function normalisedText(field: TextField, value: string): string {
  const trimmed = value.trim();
  return field === 'countryCode' ? trimmed.toUpperCase() : trimmed;
}

function typedAttributes(values: ProfileFormValues): Map<string, unknown> {
  const typed = new Map<string, unknown>();
  for (const row of values.attributes) {
    const parsed = parseAttributeValue(row);
    if (parsed.ok) typed.set(row.key.trim(), parsed.value);
  }
  return typed;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The update body for the form's values against the profile as loaded: only fields that changed. An emptied
 * field sends null (the service resets it); an attribute the person removed sends null (the service removes
 * it); nothing untouched is ever sent, so no stray null.
 */
export function changesOf(original: Profile, values: ProfileFormValues): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const field of textFields) {
    const before = original[field] ?? '';
    const after = normalisedText(field, values[field]);
    if (after !== before) changes[field] = after === '' ? null : after;
  }

  const agreements: NonNullable<ProfileChanges['agreements']> = {};
  for (const key of agreementKeys) {
    if ((original.agreements?.[key] ?? false) !== values.agreements[key]) agreements[key] = values.agreements[key];
  }
  if (Object.keys(agreements).length > 0) changes.agreements = agreements;

  const before = original.attributes ?? {};
  const after = typedAttributes(values);
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of after) if (!(key in before) || !sameValue(before[key], value)) attributes[key] = value;
  for (const key of Object.keys(before)) if (!after.has(key)) attributes[key] = null;
  if (Object.keys(attributes).length > 0) changes.attributes = attributes;

  if (!sameValue(original.tags ?? [], values.tags)) changes.tags = values.tags;
  return changes;
}

/** The create body: every filled-in field, nothing empty. */
export function createBodyOf(values: ProfileFormValues): ProfileChanges {
  const body: ProfileChanges = {};
  for (const field of textFields) {
    const value = normalisedText(field, values[field]);
    if (value !== '') body[field] = value;
  }
  body.agreements = { ...values.agreements };
  const attributes = Object.fromEntries(typedAttributes(values));
  if (Object.keys(attributes).length > 0) body.attributes = attributes;
  if (values.tags.length > 0) body.tags = values.tags;
  return body;
}

/** Whether the profile as now loaded shows every change sent (the service applies changes asynchronously). */
export function isApplied(profile: Profile, sent: ProfileChanges): boolean {
  for (const field of textFields) {
    if (field in sent && (profile[field] ?? null) !== (sent[field] ?? null)) return false;
  }
  for (const [key, value] of Object.entries(sent.agreements ?? {}))
    if ((profile.agreements?.[key] ?? false) !== value) return false;
  for (const [key, value] of Object.entries(sent.attributes ?? {})) {
    const current = profile.attributes?.[key];
    if (value === null ? current !== undefined && current !== null : !sameValue(current, value)) return false;
  }
  if (sent.tags && !sameValue(profile.tags ?? [], sent.tags)) return false;
  return true;
}

/** The field names of a change set, for "Saved: email, city" messages. */
export function changedFieldNames(changes: ProfileChanges): string[] {
  return [
    ...textFields.filter((field) => field in changes),
    ...Object.keys(changes.agreements ?? {}).map((key) => `agreements.${key}`),
    ...Object.keys(changes.attributes ?? {}).map((key) => `attributes.${key}`),
    ...(changes.tags ? ['tags'] : []),
  ];
}
