import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldError } from './api-error';
import { isApiError } from './api-error';

/**
 * A 400 answer's `errors[]` split by the form fields they name (the service's field name, or a mapped one): each
 * named entry with its field, and the entries no field of the form matches.
 */
export function fieldErrorsOf<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  fieldMap: Partial<Record<string, Path<T>>> = {},
): { named: { field: Path<T>; entry: FieldError }[]; unmatched: FieldError[] } {
  const named: { field: Path<T>; entry: FieldError }[] = [];
  const unmatched: FieldError[] = [];
  if (!isApiError(error)) return { named, unmatched };
  for (const entry of error.fieldErrors) {
    const field = entry.field ? (fieldMap[entry.field] ?? fields.find((name) => name === entry.field)) : undefined;
    if (field) named.push({ field, entry });
    else unmatched.push(entry);
  }
  return { named, unmatched };
}

/**
 * Puts a 400 answer's `errors[]` on the form fields they name (fieldErrorsOf), focusing the first.
 * Returns the entries no field of the form matches, for a message at the top of the form.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>> = {},
): FieldError[] {
  const { named, unmatched } = fieldErrorsOf(error, fields, fieldMap);
  named.forEach(({ field, entry }, index) =>
    setError(
      field,
      { type: 'server', message: entry.message ?? 'This value was refused.' },
      { shouldFocus: index === 0 },
    ),
  );
  return unmatched;
}
