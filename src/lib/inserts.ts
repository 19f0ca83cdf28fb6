/* The service's document inserts, in one place: the simulator generates with them and the documents editor
 * previews unsaved content with them (pure TypeScript, no imports). */

/**
 * Inserts: `{{ customer.firstName }}` — two braces, an optional space, a dotted path of letters, digits, `_` and
 * `-`, an optional space, two braces (`{{customer.city}}` works too). They are replaced anywhere inside the string
 * values of the content, at any depth (object keys are left alone), or inside a string content. Text that does
 * not match the pattern (e.g. `{{ }}`) is left as it is.
 *
 * Each insert is resolved, in this order:
 * 1. from the values given with the request (the generate POST body, the preview's `params`), by the exact
 *    dotted path as key: `{"customer.firstName": "Ann"}` fills `{{ customer.firstName }}`, `{"discount": 10}`
 *    fills `{{ discount }}`;
 * 2. from the profile in context (the preview's profile, or the Profile/Anonymous token's profile), for paths
 *    starting with `customer.`:
 *    - `customer.id` and `customer.clientId` → clientId;
 *    - `customer.<field>` → the record's field: anonymous, email, phone, customId, firstName, lastName,
 *      displayName, uuid, avatarUrl, birthDate, company, city, address, zipCode, province, countryCode, sex,
 *      lastActivityDate; `customer.tags` → the tags joined with ", ";
 *    - `customer.agreements.<email|sms|push|bluetooth|rfid|wifi>` → "true" / "false";
 *    - `customer.attributes.<name>` (and deeper: `customer.attributes.address.street`) → the custom attribute;
 *    - `customer.<name>` for any other name → the custom attribute of that name (`customer.loyaltyTier`).
 * Values come out as strings: numbers and booleans with String() (10 → "10", true → "true"), arrays of plain
 * values joined with ", ". A missing, null or empty value, an object, an empty list, or a path with no source
 * (no such key in the values and no profile, or not under `customer.`) cannot be resolved: then the whole
 * generated content is empty, `{}` for object content and `""` for string content (the reference's rule).
 */

export const INSERT_PATTERN = /\{\{\s*([\w-]+(?:\.[\w-]+)*)\s*\}\}/g;

export type InsertValues = Record<string, string | number>;

/** The profile in context: a profile record as the service stores or answers it (read by field name). */
export type InsertProfile = object;

const RECORD_FIELDS = new Set([
  'anonymous',
  'email',
  'phone',
  'customId',
  'firstName',
  'lastName',
  'displayName',
  'uuid',
  'avatarUrl',
  'birthDate',
  'company',
  'city',
  'address',
  'zipCode',
  'province',
  'countryCode',
  'sex',
  'lastActivityDate',
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (
      value.length === 0 ||
      !value.every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    )
      return undefined;
    return value.map(String).join(', ');
  }
  return undefined;
}

function dig(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isPlainObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/** The value of `customer.<rest>` for a profile, as text; undefined when it cannot be resolved. */
export function profileValue(record: InsertProfile, rest: readonly string[]): string | undefined {
  const profile = record as Record<string, unknown>;
  const [head, ...tail] = rest;
  if (head === undefined) return undefined;
  if (head === 'id' || head === 'clientId') return tail.length === 0 ? asText(profile.clientId) : undefined;
  if (RECORD_FIELDS.has(head) || head === 'tags') return tail.length === 0 ? asText(profile[head]) : undefined;
  if (head === 'agreements') return tail.length === 1 ? asText(dig(profile.agreements, tail)) : undefined;
  if (head === 'attributes') return tail.length === 0 ? undefined : asText(dig(profile.attributes, tail));
  return asText(dig(profile.attributes, rest));
}

export function resolveInsert(
  path: string,
  values: InsertValues,
  profile: InsertProfile | null | undefined,
): string | undefined {
  if (Object.hasOwn(values, path)) return asText(values[path]);
  const parts = path.split('.');
  if (parts[0] !== 'customer' || !profile) return undefined;
  return profileValue(profile, parts.slice(1));
}

/** Every insert path in the content, in order of appearance (duplicates kept once). */
export function insertPaths(content: unknown): string[] {
  const out = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') for (const match of value.matchAll(INSERT_PATTERN)) out.add(match[1] as string);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (isPlainObject(value)) Object.values(value).forEach(walk);
  };
  walk(content);
  return [...out];
}

export interface GeneratedContent<C> {
  content: C;
  /** Insert paths that could not be resolved (then `content` is empty). */
  unresolved: string[];
}

/** The content with every insert replaced, or empty content when any insert cannot be resolved. */
export function generateContent<C extends Record<string, unknown> | string>(
  content: C,
  values: InsertValues,
  profile: InsertProfile | null | undefined,
): GeneratedContent<C | Record<string, never> | ''> {
  const unresolved = new Set<string>();
  const fill = (text: string) =>
    text.replace(INSERT_PATTERN, (whole, path: string) => {
      const value = resolveInsert(path, values, profile);
      if (value === undefined) unresolved.add(path);
      return value ?? whole;
    });
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return fill(value);
    if (Array.isArray(value)) return value.map(walk);
    if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  const filled = walk(content) as C;
  if (unresolved.size > 0) return { content: typeof content === 'string' ? '' : {}, unresolved: [...unresolved] };
  return { content: filled, unresolved: [] };
}
