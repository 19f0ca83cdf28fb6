/**
 * The reference's error body, and the validation helpers that build it: part of the contract, so the model
 * (rules, stores) uses them too, not only the HTTP layer.
 *
 * `errors[].code` is not catalogued by the reference ("Full catalog of error codes: not shown"); the simulator
 * uses the numbers in ERROR_CODES and documents them here.
 */

export interface FieldError {
  code: number;
  field: string;
  message: string;
  rejectedValue: string;
}

export interface ErrorBody {
  error: string;
  status: number;
  timestamp: string;
  path: string;
  message: string;
  errors?: FieldError[];
}

export const ERROR_CODES = {
  /** A required field, parameter or header is missing (or empty). */
  REQUIRED: 1001,
  /** The value has the wrong JSON type. */
  INVALID_TYPE: 1002,
  /** The value does not have the expected format (uuid, email, IP address, version). */
  INVALID_FORMAT: 1003,
  /** The value is not one of the allowed values. */
  NOT_ALLOWED: 1004,
  /** The field is not known (control API config). */
  UNKNOWN_FIELD: 1005,
  /** The field is required because another one is present. */
  REQUIRED_WITH: 1006,
  /** A precondition of the operation is not met (conditional login without a prior anonymous login). */
  PRECONDITION: 1007,
  /** An identifier (email, phone, customId, uuid) already belongs to another profile, or to one being created. */
  ALREADY_EXISTS: 1008,
  /** A number outside its allowed range (pageSize, limit, screen sizes). */
  OUT_OF_RANGE: 1009,
  /** The field cannot be written (clientId on create, anonymous, lastActivityDate). */
  READ_ONLY: 1010,
  /** The referenced record does not exist (a batch item's clientId). */
  NOT_FOUND: 1011,
  /** A multi-factor verification code is wrong. */
  WRONG_CODE: 4001,
  /** A multi-factor EMAIL code has expired. */
  EXPIRED_CODE: 4002,
  /** A TOTP code of a time step already used by an earlier login (a code is good once). */
  USED_CODE: 4003,
} as const;

const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function reasonPhrase(status: number): string {
  return REASON_PHRASES[status] ?? 'Error';
}

export function errorBody(request: Request, status: number, message: string, errors?: FieldError[]): ErrorBody {
  return {
    error: reasonPhrase(status),
    status,
    timestamp: new Date().toISOString(),
    path: new URL(request.url).pathname,
    message,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

export function errorResponse(
  request: Request,
  status: number,
  message: string,
  errors?: FieldError[],
  headers?: Record<string, string>,
): Response {
  return Response.json(errorBody(request, status, message, errors), { status, headers });
}

/** `rejectedValue` as a string, as the reference types it. */
export function describeRejected(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Fields whose values are secrets: never echoed back in `rejectedValue`. */
const SENSITIVE_FIELDS = new Set(['password', 'apiKey', 'identityProviderToken', 'externalProviderToken']);

const IPV4_PATTERN = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_PATTERN = /^[0-9a-f:.]+$/i;

// The reference's formats, shared with the dashboard's forms.
export { emailPattern as EMAIL_PATTERN, isUuid } from '../lib/formats';

export function isIpAddress(value: string): boolean {
  return IPV4_PATTERN.test(value) || (value.includes(':') && IPV6_PATTERN.test(value));
}

export type JsonObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Collects every field error of one request, so a 400 lists all of them rather than the first.
 *
 *   const v = new Validation();
 *   const username = v.requiredString(body, 'username');
 *   const password = v.requiredString(body, 'password');
 *   if (v.failed) return v.response(request);
 */
export class Validation {
  readonly errors: FieldError[] = [];

  get failed(): boolean {
    return this.errors.length > 0;
  }

  has(field: string): boolean {
    return this.errors.some((e) => e.field === field);
  }

  add(field: string, code: number, message: string, rejected?: unknown): void {
    const topLevel = field.split('.')[0] ?? field;
    const hidden = SENSITIVE_FIELDS.has(field) || SENSITIVE_FIELDS.has(topLevel);
    this.errors.push({ code, field, message, rejectedValue: hidden ? '' : describeRejected(rejected) });
  }

  response(request: Request, message = 'Validation failed'): Response {
    return errorResponse(request, 400, message, this.errors);
  }

  /** A non-empty string (after trimming); records an error and returns undefined otherwise. */
  requiredString(body: JsonObject, field: string): string | undefined {
    const value = body[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      this.add(field, ERROR_CODES.REQUIRED, `${field} is required`, value);
      return undefined;
    }
    if (typeof value !== 'string') {
      this.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be a string`, value);
      return undefined;
    }
    return value;
  }

  /** Absent/null → undefined (no error); otherwise must be a string. */
  optionalString(body: JsonObject, field: string): string | undefined {
    const value = body[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') {
      this.add(field, ERROR_CODES.INVALID_TYPE, `${field} must be a string`, value);
      return undefined;
    }
    return value;
  }

  /** Checks the format of an already-read string; records an error when it does not match. */
  format(field: string, value: string | undefined, ok: (v: string) => boolean, what: string): string | undefined {
    if (value === undefined) return undefined;
    if (!ok(value)) {
      this.add(field, ERROR_CODES.INVALID_FORMAT, `${field} must be ${what}`, value);
      return undefined;
    }
    return value;
  }

  oneOf<T extends string>(field: string, value: string | undefined, allowed: readonly T[]): T | undefined {
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      this.add(field, ERROR_CODES.NOT_ALLOWED, `${field} must be one of: ${allowed.join(', ')}`, value);
      return undefined;
    }
    return value as T;
  }
}
