import { ERROR_CODES, type JsonObject, type Validation } from '../http/errors';

/**
 * Sizes of the free-form values an event keeps: `params` of event posts and a transaction's `metadata` (which
 * becomes its events' params). The reference names no limit for events (its 500-byte rule is for search
 * `params`); every listing copies and sends these values, so the simulator bounds them (README "Limits the
 * simulator enforces"). Their nesting is already bounded by the JSON depth limit (http/limits.ts).
 */

/** Longest string value directly in params/metadata, in characters. */
export const MAX_EVENT_PARAM_STRING_LENGTH = 4_096;
/** Largest params/metadata object, in bytes as JSON. */
export const MAX_EVENT_PARAMS_BYTES = 16 * 1024;

const utf8 = new TextEncoder();

/** Records an error on `field` (or `field.name`) for each value over its limit; false when it recorded one. */
export function checkEventParamSizes(v: Validation, field: string, params: JsonObject): boolean {
  let ok = true;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && value.length > MAX_EVENT_PARAM_STRING_LENGTH) {
      v.add(
        `${field}.${name.slice(0, 64)}`,
        ERROR_CODES.OUT_OF_RANGE,
        `${field}.${name.slice(0, 64)} must be at most ${MAX_EVENT_PARAM_STRING_LENGTH} characters (got ${value.length})`,
        `${value.slice(0, 64)}…`,
      );
      ok = false;
    }
  }
  if (!ok) return false;
  const bytes = utf8.encode(JSON.stringify(params)).length;
  if (bytes > MAX_EVENT_PARAMS_BYTES) {
    v.add(
      field,
      ERROR_CODES.OUT_OF_RANGE,
      `${field} must be at most ${MAX_EVENT_PARAMS_BYTES} bytes as JSON (got ${bytes})`,
      `${bytes} bytes`,
    );
    return false;
  }
  return true;
}
