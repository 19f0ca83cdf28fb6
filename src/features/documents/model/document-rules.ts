/**
 * The reference's limits for documents, written once for the forms (the simulator checks the same rules on
 * its side): priority is an int32 from 0 to 100, the slug matches `[a-z0-9]+(?:-[a-z0-9]+)*`. The priority's
 * number field and slider both read `minPriority`/`maxPriority` from here (decision 0046).
 */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const minPriority = 0;
export const maxPriority = 100;
export const maxNameLength = 200;

export const ruleMessages = {
  name: 'Give the document a name.',
  nameLength: `A name has at most ${maxNameLength} characters.`,
  priority: `Priority is a whole number from ${minPriority} to ${maxPriority}.`,
  slug: 'Use lower-case letters and digits, words joined by single hyphens (like welcome-banner).',
  slugRequired: 'A slug is needed to save content and configuration.',
  schemaRequired: 'Choose a type: it is needed to save content and configuration.',
  segments: 'Choose at least one segment.',
  query: 'Write the query that selects the audience.',
  queryObject: 'Write the query as a JSON object, like {"filter":"loyaltyTier = gold"}.',
  contentObject: 'The content must be a JSON object, like {"greeting": "Hi"}.',
} as const;

/**
 * What the content operation still needs from the settings before the content can be saved (the reference requires
 * a slug and a type): a new document needs both. The editor opens with its settings folded all the same, the
 * content first (decision 0148), and its settings' line says what is needed.
 */
export function neededBeforeSave(document: { slug?: string | null; schema?: string | null }): ('slug' | 'type')[] {
  const needed: ('slug' | 'type')[] = [];
  if (!document.slug) needed.push('slug');
  if (!document.schema) needed.push('type');
  return needed;
}

/**
 * A QUERY audience's query: the reference's "stringified analytics analysis object", so a JSON object written as
 * text. The seeded documents (and the simulator, src/simulator/documents/audience.ts) write it as a `filter` of
 * conditions `field = value` or `field contains value` joined by AND, over the profile's fields and custom
 * attributes (decision 0150).
 */
export const queryExample = '{"filter":"loyaltyTier = gold AND city = Warsaw"}';
export const querySyntax =
  'Written as JSON: {"filter": "…"} with conditions like city = Warsaw or tags contains newsletter, joined by AND.';

/** What is wrong with a QUERY audience's query, or null: it must be there, and be a JSON object. */
export function queryProblem(query: string): string | null {
  if (query.trim() === '') return ruleMessages.query;
  try {
    const value: unknown = JSON.parse(query);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return null;
  } catch {
    // Not JSON at all: the same message.
  }
  return ruleMessages.queryObject;
}

export function isSlug(value: string): boolean {
  return slugPattern.test(value);
}

export function isPriority(value: number): boolean {
  return Number.isInteger(value) && value >= minPriority && value <= maxPriority;
}

/** A slug suggested from a name: accents dropped, lower case, anything else becomes one hyphen. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** Where priority marks go on the slider: both ends and the middle of the allowed range. */
export const priorityMarks = [minPriority, Math.round((minPriority + maxPriority) / 2), maxPriority];

/** An editor with nothing but white space in it: no content written yet. */
export function isBlankContent(text: string): boolean {
  return text.trim() === '';
}

/**
 * Parses the editor's JSON text; the service wants an object for the content operation (a required object), so
 * an empty editor means the empty object `{}` (decision 0047): a new document's editor starts empty rather than
 * holding `{}` that typed text would land after.
 */
export function parseContent(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  if (isBlankContent(text)) return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `Not valid JSON: ${error instanceof Error ? error.message : 'syntax error'}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, message: ruleMessages.contentObject };
  return { ok: true, value: value as Record<string, unknown> };
}
