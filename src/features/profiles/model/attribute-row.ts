/**
 * A custom attribute as one row of the profile form: its key, the type it looks like and its value as text. Apart
 * from the form's schema (./profile-form.ts) because a profile's first paint lists attributes as rows without the
 * form's code (docs/performance.md).
 */
export const attributeTypes = ['string', 'number', 'boolean', 'datetime', 'json'] as const;

export interface AttributeRow {
  key: string;
  type: (typeof attributeTypes)[number];
  value: string;
}

/** The row a stored attribute value edits as: numbers and booleans as text, objects and lists as JSON. */
export function attributeRowOf(key: string, value: unknown): AttributeRow {
  if (typeof value === 'number') return { key, type: 'number', value: String(value) };
  if (typeof value === 'boolean') return { key, type: 'boolean', value: String(value) };
  if (typeof value === 'string') {
    const looksLikeDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
    return { key, type: looksLikeDateTime ? 'datetime' : 'string', value };
  }
  return { key, type: 'json', value: JSON.stringify(value) };
}
