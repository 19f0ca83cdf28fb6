import type { DocumentContent } from './schemas';

/*
 * Inserts as the service resolves them, for previewing content that is not saved yet (the preview operation
 * only sees the saved document). The same rules as the simulator: `{{ customer.firstName }}` (any dotted
 * path, spaces inside the braces optional) in any string value; a value given by hand wins (key exactly the
 * dotted path), then the profile: `customer.<field>` is the profile record's field, `customer.attributes.x`
 * or `customer.x` a custom attribute (src/simulator/documents/inserts.ts has the full mapping). Numbers and
 * booleans become strings. One unresolved insert (no value, or an empty one) empties the whole content.
 */
export const insertPattern = /\{\{\s*([\w-]+(?:\.[\w-]+)*)\s*\}\}/g;

export type InsertValues = Record<string, string | number>;
/** The profile record in context (the shape the profiles listing and lookups answer). */
export type ProfileContext = Record<string, unknown>;

const recordFields = new Set([
  'anonymous', 'email', 'phone', 'customId', 'firstName', 'lastName', 'displayName', 'uuid', 'avatarUrl', 'birthDate', 'company', 'city',
  'address', 'zipCode', 'province', 'countryCode', 'sex', 'lastActivityDate',
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Strings as they are (empty is "no value"), numbers and booleans as text, lists of plain values joined. */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0 || !value.every((item) => ['string', 'number', 'boolean'].includes(typeof item))) return undefined;
    return value.map(String).join(', ');
  }
  return undefined;
}

function dig(source: unknown, path: readonly string[]): unknown {
  let current = source;
  for (const key of path) {
    if (!isPlainObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/** `customer.<rest>` of a profile: id/clientId, a record field, tags, agreements.<kind>, attributes.<name…>, else a custom attribute. */
function profileValue(profile: ProfileContext, rest: readonly string[]): string | undefined {
  const [head, ...tail] = rest;
  if (head === undefined) return undefined;
  if (head === 'id' || head === 'clientId') return tail.length === 0 ? asText(profile.clientId) : undefined;
  if (recordFields.has(head) || head === 'tags') return tail.length === 0 ? asText(profile[head]) : undefined;
  if (head === 'agreements') return tail.length === 1 ? asText(dig(profile.agreements, tail)) : undefined;
  if (head === 'attributes') return tail.length === 0 ? undefined : asText(dig(profile.attributes, tail));
  return asText(dig(profile.attributes, rest));
}

function resolveInsert(path: string, values: InsertValues, profile: ProfileContext | null): string | undefined {
  if (Object.hasOwn(values, path)) return asText(values[path]);
  const parts = path.split('.');
  if (parts[0] !== 'customer' || !profile) return undefined;
  return profileValue(profile, parts.slice(1));
}

/** Every insert path used in the content, once each, in order of appearance. */
export function insertPaths(content: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') for (const match of value.matchAll(insertPattern)) found.add(match[1]!);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (isPlainObject(value)) Object.values(value).forEach(visit);
  };
  visit(content);
  return [...found];
}

export interface Resolution {
  content: DocumentContent;
  /** Insert paths that found no value (then the content is empty, as the service answers it). */
  unresolved: string[];
}

export function resolveInserts(content: DocumentContent, values: InsertValues, profile: ProfileContext | null): Resolution {
  const unresolved = new Set<string>();
  const replace = (text: string) =>
    text.replace(insertPattern, (whole, path: string) => {
      const value = resolveInsert(path, values, profile);
      if (value === undefined) unresolved.add(path);
      return value ?? whole;
    });
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return replace(value);
    if (Array.isArray(value)) return value.map(visit);
    if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visit(inner)]));
    return value;
  };
  const resolved = visit(content) as DocumentContent;
  if (unresolved.size > 0) return { content: typeof content === 'string' ? '' : {}, unresolved: [...unresolved] };
  return { content: resolved, unresolved: [] };
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
