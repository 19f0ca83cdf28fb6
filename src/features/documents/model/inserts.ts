import { generateContent, type InsertProfile, type InsertValues } from '../../../lib/inserts';
import type { DocumentContent } from '../api/schemas';

/*
 * Inserts as the service resolves them, for previewing content that is not saved yet (the preview operation only
 * sees the saved document): the rules in src/lib/inserts.ts, which the simulator generates with too.
 */

export interface Resolution {
  content: DocumentContent;
  /** Insert paths that found no value (then the content is empty, as the service answers it). */
  unresolved: string[];
}

export function resolveInserts(
  content: DocumentContent,
  values: InsertValues,
  profile: InsertProfile | null,
): Resolution {
  const generated = generateContent(content as Record<string, unknown> | string, values, profile);
  return { content: generated.content as DocumentContent, unresolved: generated.unresolved };
}

/** The profile fields the insert helper offers (the profile record's fields, as the service names them). */
export const customerFields: { path: string; label: string }[] = [
  { path: 'customer.firstName', label: 'First name' },
  { path: 'customer.lastName', label: 'Last name' },
  { path: 'customer.displayName', label: 'Display name' },
  { path: 'customer.email', label: 'Email' },
  { path: 'customer.phone', label: 'Phone' },
  { path: 'customer.customId', label: 'Custom id' },
  { path: 'customer.id', label: 'Client id' },
  { path: 'customer.uuid', label: 'Uuid' },
  { path: 'customer.city', label: 'City' },
  { path: 'customer.address', label: 'Address' },
  { path: 'customer.zipCode', label: 'Zip code' },
  { path: 'customer.province', label: 'Province' },
  { path: 'customer.countryCode', label: 'Country code' },
  { path: 'customer.company', label: 'Company' },
  { path: 'customer.birthDate', label: 'Birth date' },
  { path: 'customer.sex', label: 'Sex' },
  { path: 'customer.tags', label: 'Tags (joined with commas)' },
  { path: 'customer.agreements.email', label: 'Email agreement (true/false)' },
  { path: 'customer.attributes.', label: 'Custom attribute (type its name)' },
];
