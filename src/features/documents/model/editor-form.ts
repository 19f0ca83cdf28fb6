import * as z from 'zod/mini';
import { isPriority, isSlug, maxNameLength, parseContent, queryProblem, ruleMessages } from './document-rules';
import type { AudienceBody, ContentBody } from '../api/mutations';
import type { Document } from '../api/schemas';
import { editableFields, editorValuesOf, type Editable } from './editor-values';

/** The editor's values. Empty strings mean "none"; the content is the JSON text as typed. */
export const editorFormSchema = z
  .object({
    name: z.string().check(
      z.refine((value) => value.trim() !== '', ruleMessages.name),
      z.refine((value) => value.trim().length <= maxNameLength, ruleMessages.nameLength),
    ),
    slug: z.string().check(z.refine((value) => value === '' || isSlug(value), ruleMessages.slug)),
    schema: z.string(),
    priority: z.number(ruleMessages.priority).check(z.refine(isPriority, ruleMessages.priority)),
    groupId: z.string(),
    directoryId: z.string(),
    audience: z.object({
      targetType: z.enum(['', 'ALL', 'SEGMENT', 'QUERY']),
      segments: z.array(z.string()),
      query: z.string(),
    }),
    content: z.string(),
    /** The server version these values started from (kept with a draft, to tell whether it is stale). */
    baseUpdatedAt: z.string(),
    /** That version's values (JSON), so a draft knows what the person changed, even after the server moved on. */
    baseValues: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const parsed = parseContent(values.content);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message, path: ['content'] });
      if (values.audience.targetType === 'SEGMENT' && values.audience.segments.length === 0) {
        ctx.addIssue({ code: 'custom', message: ruleMessages.segments, path: ['audience', 'segments'] });
      }
      const problem = values.audience.targetType === 'QUERY' ? queryProblem(values.audience.query) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['audience', 'query'] });
    }),
  );

export type EditorValues = z.infer<typeof editorFormSchema>;

/**
 * The server's latest version with the person's own changes on top: a field they changed since the version
 * their edit started from keeps their value, every other field takes the latest.
 */
export function withMyChanges(current: EditorValues, latest: EditorValues): EditorValues {
  let base: Partial<Editable> = {};
  try {
    base = JSON.parse(current.baseValues) as Partial<Editable>;
  } catch {
    // No usable record of the starting point: treat every field as changed.
  }
  const merged = { ...latest } as Record<string, unknown>;
  for (const field of editableFields) {
    if (JSON.stringify(current[field]) !== JSON.stringify(base[field])) merged[field] = current[field];
  }
  return merged as EditorValues;
}

/** The parts of a document the service updates with separate operations. */
export type DocumentPart = 'name' | 'content' | 'audience' | 'priority';

export const partLabels: Record<DocumentPart, string> = {
  name: 'name (rename)',
  content: 'content and configuration',
  audience: 'audience',
  priority: 'priority',
};

const sameJson = (a: string, b: string) => {
  const left = parseContent(a);
  const right = parseContent(b);
  if (left.ok && right.ok) return JSON.stringify(left.value) === JSON.stringify(right.value);
  return a === b;
};

/** Whether two audiences of the form are the same (segments in any order, a query's outer spaces aside). */
export const sameAudience = (a: EditorValues['audience'], b: EditorValues['audience']) => {
  if (a.targetType !== b.targetType) return false;
  if (a.targetType === 'SEGMENT') return [...a.segments].sort().join() === [...b.segments].sort().join();
  if (a.targetType === 'QUERY') return a.query.trim() === b.query.trim();
  return true;
};

/**
 * Which operations a save needs: only the parts that changed. The content operation carries the priority
 * too, so a changed priority needs its own call only when the content part is not sent. Formatting the JSON
 * without changing its value is not a change.
 */
export function partsToSave(saved: EditorValues, current: EditorValues): DocumentPart[] {
  const parts: DocumentPart[] = [];
  if (current.name.trim() !== saved.name.trim()) parts.push('name');
  const contentChanged =
    current.slug !== saved.slug ||
    current.schema !== saved.schema ||
    current.groupId !== saved.groupId ||
    current.directoryId !== saved.directoryId ||
    !sameJson(current.content, saved.content);
  if (contentChanged) parts.push('content');
  if (!sameAudience(current.audience, saved.audience) && current.audience.targetType !== '') parts.push('audience');
  if (!contentChanged && current.priority !== saved.priority) parts.push('priority');
  return parts;
}

/** A field the save refuses to send without, with the message shown at it. */
export interface MissingField {
  field: 'slug' | 'schema';
  message: string;
}

/** The content operation needs a slug and a type: what is missing for `parts`, in the form's order. */
export function missingForSave(parts: readonly DocumentPart[], values: EditorValues): MissingField[] {
  if (!parts.includes('content')) return [];
  const missing: MissingField[] = [];
  if (!values.slug) missing.push({ field: 'slug', message: ruleMessages.slugRequired });
  if (!values.schema) missing.push({ field: 'schema', message: ruleMessages.schemaRequired });
  return missing;
}

/**
 * The new starting point after a save that ran `ran`: the server's latest version, with the parts just saved
 * as they were typed (the service's formatting of the JSON, its trimming of the name and its order of segments
 * are not changes).
 */
export function savedValuesOf(latest: Document, sent: EditorValues, ran: readonly DocumentPart[]): EditorValues {
  const saved = editorValuesOf(latest);
  if (ran.includes('content')) saved.content = sent.content;
  if (ran.includes('name')) saved.name = sent.name;
  if (ran.includes('audience')) saved.audience = sent.audience;
  saved.baseValues = JSON.stringify(Object.fromEntries(editableFields.map((field) => [field, saved[field]])));
  return saved;
}

export function contentBodyOf(values: EditorValues): ContentBody {
  const parsed = parseContent(values.content);
  if (!parsed.ok) throw new Error(parsed.message);
  return {
    priority: values.priority,
    content: parsed.value,
    slug: values.slug,
    schema: values.schema,
    // null takes the document out of its group.
    groupId: values.groupId || null,
    // The simulator's addition to the contract: no other operation moves a document to another directory.
    directoryId: values.directoryId,
  };
}

export function audienceBodyOf(values: EditorValues): AudienceBody {
  const { targetType, segments, query } = values.audience;
  if (targetType === 'SEGMENT') return { targetType, segments };
  if (targetType === 'QUERY') return { targetType, query: query.trim() };
  return { targetType: 'ALL' };
}

/** Where a 400's field names land in the editor (the service names body properties). */
export const serviceFieldMap: Record<
  string,
  keyof EditorValues | 'audience.targetType' | 'audience.segments' | 'audience.query'
> = {
  name: 'name',
  slug: 'slug',
  schema: 'schema',
  priority: 'priority',
  groupId: 'groupId',
  directoryId: 'directoryId',
  content: 'content',
  targetType: 'audience.targetType',
  segments: 'audience.segments',
  query: 'audience.query',
};

/** `segments[2]` lands on the segments field; anything else by its name. */
export function editorFieldOf(serviceField: string | undefined): string | undefined {
  if (!serviceField) return undefined;
  const base = serviceField.replace(/\[\d+\]$/, '');
  return serviceFieldMap[base];
}

/** Where a refusal of one part lands: the field the service names, else the field the part is about (if one). */
export function editorFieldOfRefusal(part: DocumentPart, serviceField: string | undefined): string | undefined {
  return editorFieldOf(serviceField) ?? (part === 'name' ? 'name' : part === 'priority' ? 'priority' : undefined);
}
