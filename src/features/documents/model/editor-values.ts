import type { Document } from '../api/schemas';
import type { EditorValues } from './editor-form';

// What a document's editor starts from, apart from the form's schema (./editor-form.ts): the editor's stand-in draws
// these values with the page, before the form's code has arrived (docs/performance.md).

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
export type Editable = Pick<EditorValues, (typeof editableFields)[number]>;

export function editorValuesOf(document: Document): EditorValues {
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
