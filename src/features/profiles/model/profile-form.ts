import * as z from 'zod/mini';
import { isCountryCode } from '../../../lib/countries';
import { isEmail, isIsoDate } from '../../../lib/formats';
import { attributeTypes, type AttributeRow } from './attribute-row';
import { isReservedAttributeName } from './reserved-attributes';

// The validation rules of the reference, written once: the create/edit form and the import use them.

export { isEmail, isIsoDate };

export const validationMessages = {
  email: 'Enter a valid email address, like name@example.com.',
  countryCode: 'Use a two-letter ISO 3166-1 country code, like PL or DE.',
  birthDate: 'Use a real date written YYYY-MM-DD.',
  identifier: 'Give at least one identifier: email, phone or custom id.',
  avatarUrl: 'Use an http(s) address.',
  attributeKey: 'Give the attribute a name.',
  attributeReserved: 'This name is reserved by the service and would be ignored.',
  attributeDuplicate: 'Another attribute already has this name.',
  number: 'Enter a number.',
  json: 'Enter valid JSON.',
  dateTime: 'Use an ISO 8601 date-time, like 2026-11-21T10:00:00Z.',
} as const;

export const attributeRowSchema = z.object({
  key: z.string(),
  type: z.enum(attributeTypes),
  value: z.string(),
});

const optionalText = z.string().check(z.trim());

/** The create/edit form. Empty strings mean "no value". */
export const profileFormSchema = z
  .object({
    email: optionalText.check(z.refine((value) => value === '' || isEmail(value), validationMessages.email)),
    phone: optionalText,
    customId: optionalText,
    firstName: optionalText,
    lastName: optionalText,
    displayName: optionalText,
    company: optionalText,
    address: optionalText,
    city: optionalText,
    zipCode: optionalText,
    province: optionalText,
    countryCode: optionalText.check(
      z.refine((value) => value === '' || isCountryCode(value.toUpperCase()), validationMessages.countryCode),
    ),
    sex: optionalText,
    birthDate: optionalText.check(z.refine((value) => value === '' || isIsoDate(value), validationMessages.birthDate)),
    avatarUrl: optionalText.check(
      z.refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), validationMessages.avatarUrl),
    ),
    agreements: z.object({
      email: z.boolean(),
      sms: z.boolean(),
      push: z.boolean(),
      bluetooth: z.boolean(),
      rfid: z.boolean(),
      wifi: z.boolean(),
    }),
    tags: z.array(z.string()),
    attributes: z.array(attributeRowSchema),
  })
  .check(
    z.superRefine((values, ctx) => {
      values.attributes.forEach((row, index) => {
        const problem = attributeRowProblem(row, values.attributes, index);
        if (problem)
          ctx.addIssue({ code: 'custom', message: problem.message, path: ['attributes', index, problem.field] });
      });
    }),
  );

export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** Creating needs an identifier the service can find the profile by. */
export const createProfileFormSchema = profileFormSchema.check(
  z.superRefine((values, ctx) => {
    if (!values.email && !values.phone && !values.customId) {
      ctx.addIssue({ code: 'custom', message: validationMessages.identifier, path: ['email'] });
    }
  }),
);

export function attributeRowProblem(
  row: AttributeRow,
  all: readonly AttributeRow[],
  index: number,
): { field: 'key' | 'value'; message: string } | null {
  const key = row.key.trim();
  if (!key) return { field: 'key', message: validationMessages.attributeKey };
  if (isReservedAttributeName(key)) return { field: 'key', message: validationMessages.attributeReserved };
  if (all.findIndex((other) => other.key.trim() === key) !== index)
    return { field: 'key', message: validationMessages.attributeDuplicate };
  const parsed = parseAttributeValue(row);
  return parsed.ok ? null : { field: 'value', message: parsed.message };
}

export function parseAttributeValue(row: AttributeRow): { ok: true; value: unknown } | { ok: false; message: string } {
  const text = row.value.trim();
  switch (row.type) {
    case 'string':
      return { ok: true, value: row.value };
    case 'number':
      return text !== '' && Number.isFinite(Number(text))
        ? { ok: true, value: Number(text) }
        : { ok: false, message: validationMessages.number };
    case 'boolean':
      return { ok: true, value: text === 'true' };
    case 'datetime':
      return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(text) &&
        !Number.isNaN(Date.parse(text))
        ? { ok: true, value: text }
        : { ok: false, message: validationMessages.dateTime };
    case 'json':
      try {
        return { ok: true, value: JSON.parse(text) as unknown };
      } catch {
        return { ok: false, message: validationMessages.json };
      }
  }
}
