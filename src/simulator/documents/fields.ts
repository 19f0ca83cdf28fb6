import { ERROR_CODES, isPlainObject, isUuid, type JsonObject, type Validation } from '../http/errors';
import { documentBySlug, type WorkspaceDocuments } from './store';

/** Field rules shared by create, initialize and the edit operations (field names = body property names). */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_PRIORITY = 100;
export const MAX_NAME_LENGTH = 200;

const missing = (value: unknown) => value === undefined || value === null;

/** An integer 0…100 (a JSON number, not a numeric string). */
export function readPriority(value: unknown, v: Validation, field = 'priority'): number | undefined {
  if (missing(value)) {
    v.add(field, ERROR_CODES.REQUIRED, `${field} is required (an integer from 0 to ${MAX_PRIORITY})`, value);
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    v.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be an integer from 0 to ${MAX_PRIORITY}`, value);
    return undefined;
  }
  if (value < 0 || value > MAX_PRIORITY) {
    v.add(field, ERROR_CODES.OUT_OF_RANGE, `${field} must be from 0 to ${MAX_PRIORITY}`, value);
    return undefined;
  }
  return value;
}

/** A non-empty name of at most 200 characters (trimmed). */
export function readName(value: unknown, v: Validation, field = 'name', required = true): string | undefined {
  if (missing(value) || (typeof value === 'string' && value.trim() === '')) {
    if (required || typeof value === 'string') v.add(field, ERROR_CODES.REQUIRED, `${field} must not be empty`, value);
    return undefined;
  }
  if (typeof value !== 'string') {
    v.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be a string`, value);
    return undefined;
  }
  const name = value.trim();
  if (name.length > MAX_NAME_LENGTH) {
    v.add(field, ERROR_CODES.OUT_OF_RANGE, `${field} must be at most ${MAX_NAME_LENGTH} characters`, value);
    return undefined;
  }
  return name;
}

/** A slug of the pattern, not used by another live document of the workspace. */
export function readSlug(wd: WorkspaceDocuments, value: unknown, v: Validation, exceptId?: string): string | undefined {
  if (missing(value) || value === '') {
    v.add('slug', ERROR_CODES.REQUIRED, 'slug is required', value);
    return undefined;
  }
  if (typeof value !== 'string') {
    v.add('slug', ERROR_CODES.INVALID_TYPE, 'slug must be a string', value);
    return undefined;
  }
  if (!SLUG_PATTERN.test(value)) {
    v.add(
      'slug',
      ERROR_CODES.INVALID_FORMAT,
      'slug must be lower-case letters and digits in words joined by single hyphens (e.g. welcome-banner)',
      value,
    );
    return undefined;
  }
  const holder = documentBySlug(wd, value);
  if (holder && holder.id !== exceptId) {
    v.add('slug', ERROR_CODES.ALREADY_EXISTS, `Slug is already used by ${holder.name}`, value);
    return undefined;
  }
  return value;
}

/** Absent → undefined (no error); null → null; a known group's id → that id. */
export function readGroupId(wd: WorkspaceDocuments, value: unknown, v: Validation): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const group =
    typeof value === 'string' && isUuid(value) ? wd.groups.find((g) => g.id === value.toLowerCase()) : undefined;
  if (!group) {
    v.add(
      'groupId',
      typeof value === 'string' ? ERROR_CODES.NOT_FOUND : ERROR_CODES.INVALID_TYPE,
      'groupId must be the id of a group of the workspace',
      value,
    );
    return undefined;
  }
  return group.id;
}

/** A known directory's id; absent → undefined (recorded as missing when `required`). */
export function readDirectoryId(
  wd: WorkspaceDocuments,
  value: unknown,
  v: Validation,
  field: string,
  required: boolean,
): string | undefined {
  if (missing(value) || value === '') {
    if (required) v.add(field, ERROR_CODES.REQUIRED, `${field} is required`, value);
    return undefined;
  }
  const directory =
    typeof value === 'string' && isUuid(value) ? wd.directories.find((d) => d.id === value.toLowerCase()) : undefined;
  if (!directory) {
    v.add(
      field,
      typeof value === 'string' ? ERROR_CODES.NOT_FOUND : ERROR_CODES.INVALID_TYPE,
      `${field} must be the id of a directory of the workspace`,
      value,
    );
    return undefined;
  }
  return directory.id;
}

/** A schema (type) name: any non-empty string. */
export function readSchema(value: unknown, v: Validation, required: boolean): string | null | undefined {
  if (missing(value) || value === '') {
    if (required) v.add('schema', ERROR_CODES.REQUIRED, 'schema is required', value);
    return value === null || value === '' ? null : undefined;
  }
  if (typeof value !== 'string') {
    v.add('schema', ERROR_CODES.INVALID_TYPE, 'schema must be a string', value);
    return undefined;
  }
  return value;
}

/** Create: an object or a string. The content operation: an object only. */
export function readContent(value: unknown, v: Validation, allowString: boolean): JsonObject | string | undefined {
  if (missing(value)) {
    v.add('content', ERROR_CODES.REQUIRED, 'content is required', value);
    return undefined;
  }
  if (isPlainObject(value) || (allowString && typeof value === 'string')) return structuredClone(value);
  v.add(
    'content',
    ERROR_CODES.INVALID_TYPE,
    allowString ? 'content must be a JSON object or a string' : 'content must be a JSON object',
    value,
  );
  return undefined;
}

export function readSchedule(value: unknown, v: Validation): JsonObject | null | undefined {
  if (value === undefined || value === null) return null;
  if (isPlainObject(value)) return structuredClone(value);
  v.add('schedule', ERROR_CODES.INVALID_TYPE, 'schedule must be an object or null', value);
  return undefined;
}

/** Values for inserts: an object whose values are strings or numbers; errors under `prefix + key`. */
export function readInsertValues(
  value: unknown,
  v: Validation,
  field: string,
  prefix: string,
): Record<string, string | number> | undefined {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) {
    v.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be an object of string or number values`, value);
    return undefined;
  }
  const out: Record<string, string | number> = {};
  let ok = true;
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item))) out[key] = item;
    else {
      ok = false;
      v.add(`${prefix}${key}`, ERROR_CODES.INVALID_TYPE, `${key} must be a string or a number`, item);
    }
  }
  return ok ? out : undefined;
}
