import { parseContent } from './document-rules';
import type { Editable } from './editor-values';

// A save conflict, compared three ways (docs/decisions/0180-three-way-save-conflict.md): the version the edit
// started from (base), the form's values (mine) and the server's version now (theirs).

/** How one field (or one place in the content) moved since the base. */
export type ChangeKind = 'mine' | 'theirs' | 'both-same' | 'conflict';

/** Whose value a row takes in a merge. */
export type Side = 'mine' | 'theirs';

/** A value that is not there (a content key one side removed or never had). */
export const absent = Symbol('absent');
type Value = unknown;

export interface ConflictRow {
  /** Unique: the field's name, or `content:` and the JSON path. */
  key: string;
  /** What the person reads: "Name", or the content's JSON path ("$.hero.title"). */
  label: string;
  kind: ChangeKind;
  base: Value;
  mine: Value;
  theirs: Value;
}

const settingsLabels: Record<Exclude<keyof Editable, 'content'>, string> = {
  name: 'Name',
  slug: 'Slug',
  schema: 'Type',
  priority: 'Priority',
  groupId: 'Group',
  directoryId: 'Directory',
  audience: 'Audience',
};
const settingsOrder = Object.keys(settingsLabels) as (keyof typeof settingsLabels)[];

/** A value as one comparable string (audience: segments in any order, a query's outer spaces aside). */
function comparable(field: keyof Editable | 'json', value: Value): string {
  if (value === absent) return '\u0000absent';
  if (field === 'name' && typeof value === 'string') return JSON.stringify(value.trim());
  if (field === 'audience') {
    const audience = value as Editable['audience'];
    if (audience.targetType === 'SEGMENT') return `SEGMENT ${[...audience.segments].sort().join()}`;
    if (audience.targetType === 'QUERY') return `QUERY ${audience.query.trim()}`;
    return audience.targetType;
  }
  return JSON.stringify(value);
}

function kindOf(field: keyof Editable | 'json', base: Value, mine: Value, theirs: Value): ChangeKind | null {
  const [b, m, t] = [base, mine, theirs].map((value) => comparable(field, value));
  const mineMoved = m !== b;
  const theirsMoved = t !== b;
  if (mineMoved && theirsMoved) return m === t ? 'both-same' : 'conflict';
  if (mineMoved) return 'mine';
  if (theirsMoved) return 'theirs';
  return null;
}

const isObject = (value: Value): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaves of a JSON object by path: objects are walked into, arrays and scalars are one value each. */
function leaves(value: Record<string, unknown>, path: string[] = [], into = new Map<string, string[]>()) {
  for (const [key, inner] of Object.entries(value)) {
    const at = [...path, key];
    if (isObject(inner) && Object.keys(inner).length > 0) leaves(inner, at, into);
    else into.set(JSON.stringify(at), at);
  }
  return into;
}

function valueAt(root: Record<string, unknown>, path: readonly string[]): Value {
  let here: Value = root;
  for (const key of path) {
    if (!isObject(here) || !Object.hasOwn(here, key)) return absent;
    here = here[key];
  }
  return here;
}

/** `$.hero.title`, `$["two words"]`: where a value is in the content, as JSONPath writes it. */
export function jsonPathLabel(path: readonly string[]): string {
  return `$${path.map((key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`)).join('')}`;
}

/** The content's rows: by JSON path when all three parse, else the content as one text. */
function contentRows(base: string, mine: string, theirs: string): ConflictRow[] {
  const parsed = [base, mine, theirs].map(parseContent);
  if (!parsed.every((entry) => entry.ok)) {
    const kind = kindOf('content', base, mine, theirs);
    return kind ? [{ key: 'content', label: 'Content (JSON)', kind, base, mine, theirs }] : [];
  }
  const [b, m, t] = parsed.map((entry) => (entry as { value: Record<string, unknown> }).value) as [
    Record<string, unknown>,
    Record<string, unknown>,
    Record<string, unknown>,
  ];
  const paths = new Map([...leaves(b), ...leaves(m), ...leaves(t)]);
  const rows: ConflictRow[] = [];
  for (const [id, path] of paths) {
    const values = [valueAt(b, path), valueAt(m, path), valueAt(t, path)] as const;
    const kind = kindOf('json', ...values);
    if (kind) {
      rows.push({
        key: `content:${id}`,
        label: jsonPathLabel(path),
        kind,
        base: values[0],
        mine: values[1],
        theirs: values[2],
      });
    }
  }
  return rows;
}

/** Every field and content path that moved on either side since the base, settings first, in the form's order. */
export function compareThreeWays(base: Editable, mine: Editable, theirs: Editable): ConflictRow[] {
  const rows: ConflictRow[] = [];
  for (const field of settingsOrder) {
    const kind = kindOf(field, base[field], mine[field], theirs[field]);
    if (kind)
      rows.push({
        key: field,
        label: settingsLabels[field],
        kind,
        base: base[field],
        mine: mine[field],
        theirs: theirs[field],
      });
  }
  return [...rows, ...contentRows(base.content, mine.content, theirs.content)];
}

/**
 * Each row's side before the person chooses: their change where only they changed, mine where only I did (or we
 * both did the same). A conflict has no side until the person picks one.
 */
export function prefilledChoices(rows: readonly ConflictRow[]): Partial<Record<string, Side>> {
  return Object.fromEntries(
    rows.filter((row) => row.kind !== 'conflict').map((row) => [row.key, row.kind === 'theirs' ? 'theirs' : 'mine']),
  );
}

/** The conflicts still without a side. */
export const unchosen = (rows: readonly ConflictRow[], choices: Partial<Record<string, Side>>) =>
  rows.filter((row) => row.kind === 'conflict' && !choices[row.key]);

/** Every row taking one side. */
export const allOf = (rows: readonly ConflictRow[], side: Side): Record<string, Side> =>
  Object.fromEntries(rows.map((row) => [row.key, side]));

function setAt(root: Record<string, unknown>, path: readonly string[], value: Value) {
  let here = root;
  for (const key of path.slice(0, -1)) {
    if (!isObject(here[key])) here[key] = {};
    here = here[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === absent) delete here[last];
  else here[last] = value;
}

/**
 * The merged values: theirs, with every row chosen as mine set to my value. The content keeps theirs' text when
 * no content row takes mine, and is written out anew (two spaces) when one does.
 */
export function mergeThreeWays(
  mine: Editable,
  theirs: Editable,
  rows: readonly ConflictRow[],
  choices: Partial<Record<string, Side>>,
): Editable {
  const merged: Editable = structuredClone(theirs);
  const mineRows = rows.filter((row) => (choices[row.key] ?? 'mine') === 'mine');
  for (const row of mineRows) {
    if (row.key === 'content') merged.content = mine.content;
    else if (!row.key.startsWith('content:'))
      (merged as unknown as Record<string, unknown>)[row.key] = structuredClone(mine[row.key as keyof Editable]);
  }
  const contentMine = mineRows.filter((row) => row.key.startsWith('content:'));
  if (contentMine.length > 0) {
    const parsed = parseContent(theirs.content);
    const content = parsed.ok ? structuredClone(parsed.value) : {};
    for (const row of contentMine) setAt(content, JSON.parse(row.key.slice('content:'.length)) as string[], row.mine);
    merged.content = JSON.stringify(content, null, 2);
  }
  return merged;
}

const fields = (count: number) => `${count} ${count === 1 ? 'field' : 'fields'}`;

/**
 * The verdict, in one sentence: "The server's version changed 2 fields you did not touch and 1 field you both
 * changed differently." (the same change on both sides is no conflict, and is counted as untouched by neither).
 */
export function conflictVerdict(rows: readonly ConflictRow[], whose = "The server's version"): string {
  const onlyTheirs = rows.filter((row) => row.kind === 'theirs').length;
  const conflicts = rows.filter((row) => row.kind === 'conflict').length;
  const parts = [
    onlyTheirs > 0 && `${fields(onlyTheirs)} you did not touch`,
    conflicts > 0 && `${fields(conflicts)} you both changed differently`,
  ].filter(Boolean);
  if (parts.length === 0) return `${whose} changed nothing you did not change the same way: saving keeps everything.`;
  return `${whose} changed ${parts.join(' and ')}.`;
}
