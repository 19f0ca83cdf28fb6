import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldError } from './api-error';
import { isApiError } from './api-error';

/**
 * Puts a 400 answer's `errors[]` on the form fields they name (the service's field name, or a mapped one).
 * Returns the entries no field of the form matches, for a message at the top of the form.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>> = {},
): FieldError[] {
  if (!isApiError(error)) return [];
  const unmatched: FieldError[] = [];
  let focused = false;
  for (const entry of error.fieldErrors) {
    const target = entry.field
      ? (fieldMap[entry.field] ?? (fields as readonly string[]).find((name) => name === entry.field))
      : undefined;
    if (target) {
      setError(
        target as Path<T>,
        { type: 'server', message: entry.message ?? 'This value was refused.' },
        { shouldFocus: !focused },
      );
      focused = true;
    } else {
      unmatched.push(entry);
    }
  }
  return unmatched;
}
