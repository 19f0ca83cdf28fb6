import type { Document } from '../api/schemas';

// What a document's editor starts from, apart from the form's schema (./editor-form.ts): the editor's stand-in draws
// these values with the page, before the form's code has arrived (docs/performance.md).

/**
 * The editor's values as a document gives them: the shape of the form's values (`EditorValues`, inferred from its
 * schema; ./editor-form.test.ts checks that the two stay the same).
 */
export interface EditorStart {
  name: string;
  slug: string;
  schema: string;
  priority: number;
  groupId: string;
  directoryId: string;
  audience: { targetType: '' | 'ALL' | 'SEGMENT' | 'QUERY'; segments: string[]; query: string };
  content: string;
  baseUpdatedAt: string;
  baseValues: string;
}

/**
 * The content as the editor shows it. Empty content (a new document's `{}`, or `""`) is shown as an empty editor
 * with a hint, so that what a person types is the whole content and not something after `{}`.
 */
export function contentText(content: Document['content']): string {
  const empty = typeof content === 'string' ? content === '' : Object.keys(content).length === 0;
  return empty ? '' : JSON.stringify(content, null, 2);
}

/** The fields a person edits (everything but the bookkeeping of where the edit started). */
export const editableFields = [
  'name',
  'slug',
  'schema',
  'priority',
  'groupId',
  'directoryId',
  'audience',
  'content',
] as const;
export type Editable = Pick<EditorStart, (typeof editableFields)[number]>;

export function editorValuesOf(document: Document): EditorStart {
  const audience = document.audience;
  const targetType =
    audience && ['ALL', 'SEGMENT', 'QUERY'].includes(audience.targetType)
      ? (audience.targetType as 'ALL' | 'SEGMENT' | 'QUERY')
      : '';
  const editable: Editable = {
    name: document.name,
    slug: document.slug ?? '',
    schema: document.schema ?? '',
    priority: document.priority,
    groupId: document.groupId ?? document.group?.id ?? '',
    directoryId: document.directoryId,
    audience: { targetType, segments: audience?.segments ?? [], query: audience?.query ?? '' },
    content: contentText(document.content),
  };
  return { ...editable, baseUpdatedAt: document.updatedAt, baseValues: JSON.stringify(editable) };
}
