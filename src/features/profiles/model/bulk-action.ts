/**
 * Bulk changes (issue 37): what one action does to one profile, decided from the profile as last read. Pure: the
 * dry run and the run (bulk-job.ts) both ask `effectOf`, so the dry run's counts are the run's counts.
 *
 * A change is kept as "fields": `tags`, `agreements.<key>`, `attributes.<name>`, each with the value before and the
 * value written (an absent attribute is `null`), which is what the journal stores and what undo compares.
 */
import { agreementKeys, type AgreementKey, type Profile } from '../api/schemas';
import { PENDING_DELETION_ATTRIBUTE, PENDING_DELETION_TAG } from './bulk-marks';
import { isReservedAttributeName } from './reserved-attributes';

export type AttributeType = 'text' | 'number' | 'boolean' | 'date-time';
export type AttributeValue = string | number | boolean;

export type BulkAction =
  | { kind: 'add-tag'; tag: string; ignoreCase: boolean }
  | { kind: 'remove-tag'; tag: string; ignoreCase: boolean }
  | { kind: 'set-agreement'; agreement: AgreementKey; value: boolean }
  | { kind: 'set-attribute'; name: string; value: AttributeValue }
  | { kind: 'remove-attribute'; name: string }
  | { kind: 'mark-deletion'; jobId: string };

/** What the drawer's form holds: text as typed. */
export type BulkActionInput =
  | { kind: 'add-tag' | 'remove-tag'; tag: string; ignoreCase?: boolean }
  | { kind: 'set-agreement'; agreement: string; value: boolean }
  | { kind: 'set-attribute'; name: string; type: AttributeType; value: string }
  | { kind: 'remove-attribute'; name: string }
  | { kind: 'mark-deletion'; jobId: string };

export interface FieldProblem {
  field: string;
  message: string;
}

export type ParsedAction = { ok: true; action: BulkAction; notes: string[] } | { ok: false; problems: FieldProblem[] };

const NUMBER = /^-?(?:\d+|\d*\.\d+)(?:[eE][-+]?\d+)?$/;
/** ISO 8601 date-time; the offset (Z or ±hh:mm) is optional. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;

export const TIME_ZONE_NOTE = "No offset given: the service reads it in the workspace's time zone.";

function attributeNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (name === '') return 'Enter an attribute name.';
  if (isReservedAttributeName(name))
    return `"${name}" is a name the service reserves: inside attributes it would be ignored. Choose another name.`;
  return null;
}

function parseAttributeValue(
  type: AttributeType,
  raw: string,
): { value: AttributeValue; note?: string } | { problem: string } {
  const text = raw.trim();
  switch (type) {
    case 'text':
      return text === ''
        ? { problem: 'Enter a value (to remove the attribute, choose "Remove attribute").' }
        : { value: text };
    case 'number':
      if (/^-?\d+,\d+$/.test(text)) return { problem: `Use a dot for decimals: ${text.replace(',', '.')}.` };
      return NUMBER.test(text) && Number.isFinite(Number(text))
        ? { value: Number(text) }
        : { problem: 'Enter a number, such as 12 or 1.5.' };
    case 'boolean':
      if (text === 'true' || text === 'false') return { value: text === 'true' };
      return { problem: 'Choose true or false.' };
    case 'date-time': {
      const m = DATE_TIME.exec(text);
      if (!m) return { problem: 'Enter a date and time such as 2026-11-28T09:30:00+01:00.' };
      const [y, mo, d, h, mi, s] = m.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
      const probe = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
      if (probe.getUTCMonth() !== mo! - 1 || probe.getUTCDate() !== d! || h! > 23 || mi! > 59 || s! > 59)
        return { problem: 'This date or time does not exist.' };
      return m[7] ? { value: text } : { value: text, note: TIME_ZONE_NOTE };
    }
  }
}

/** Checks the drawer's input; every problem is reported at its field. */
export function parseBulkAction(input: BulkActionInput): ParsedAction {
  const problems: FieldProblem[] = [];
  const notes: string[] = [];
  let action: BulkAction | null = null;
  switch (input.kind) {
    case 'add-tag':
    case 'remove-tag': {
      const tag = input.tag.trim();
      if (tag === '') problems.push({ field: 'tag', message: 'Enter a tag.' });
      else action = { kind: input.kind, tag, ignoreCase: input.ignoreCase ?? false };
      break;
    }
    case 'set-agreement':
      if (!(agreementKeys as readonly string[]).includes(input.agreement))
        problems.push({ field: 'agreement', message: `Choose one of: ${agreementKeys.join(', ')}.` });
      else action = { kind: 'set-agreement', agreement: input.agreement as AgreementKey, value: input.value };
      break;
    case 'set-attribute': {
      const nameProblem = attributeNameProblem(input.name);
      if (nameProblem) problems.push({ field: 'name', message: nameProblem });
      const parsed = parseAttributeValue(input.type, input.value);
      if ('problem' in parsed) problems.push({ field: 'value', message: parsed.problem });
      else if (!nameProblem) {
        action = { kind: 'set-attribute', name: input.name.trim(), value: parsed.value };
        if (parsed.note) notes.push(parsed.note);
      }
      break;
    }
    case 'remove-attribute': {
      const nameProblem = attributeNameProblem(input.name);
      if (nameProblem) problems.push({ field: 'name', message: nameProblem });
      else action = { kind: 'remove-attribute', name: input.name.trim() };
      break;
    }
    case 'mark-deletion':
      action = { kind: 'mark-deletion', jobId: input.jobId };
      break;
  }
  return action && problems.length === 0 ? { ok: true, action, notes } : { ok: false, problems };
}

/** Field path → value. Tags: the whole list (the service replaces it). Absent attribute or agreement: null. */
export type FieldValues = Record<string, unknown>;

/** `otherCase`: the profile has the tag in another letter case (skipped when case is ignored, else changed). */
export type Effect =
  | { status: 'change'; before: FieldValues; after: FieldValues; otherCase?: boolean }
  | { status: 'skip'; reason: string; otherCase?: boolean };

const sameTag = (a: string, b: string, ignoreCase: boolean) =>
  ignoreCase ? a.toLocaleLowerCase() === b.toLocaleLowerCase() : a === b;

/** The current value of a field path, as `FieldValues` keeps it. */
export function fieldValue(profile: Profile, path: string): unknown {
  if (path === 'tags') return [...(profile.tags ?? [])];
  const [group, key] = splitPath(path);
  if (group === 'agreements') return profile.agreements?.[key] ?? null;
  if (group === 'attributes') return profile.attributes?.[key] ?? null;
  throw new Error(`Unknown field ${path}`);
}

function splitPath(path: string): [string, string] {
  const dot = path.indexOf('.');
  return [path.slice(0, dot), path.slice(dot + 1)];
}

/** Equal as the job compares: tags as a list, others by JSON (numbers, strings, booleans, null). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What `action` does to `profile`: a change (fields before → after) or a skip with the reason. */
export function effectOf(action: BulkAction, profile: Profile): Effect {
  const tags = profile.tags ?? [];
  switch (action.kind) {
    case 'add-tag': {
      if (tags.includes(action.tag)) return { status: 'skip', reason: `Already has "${action.tag}"` };
      const other = tags.find((t) => sameTag(t, action.tag, true));
      if (other !== undefined && action.ignoreCase)
        return { status: 'skip', reason: `Already has "${other}" (other case)`, otherCase: true };
      const change = { status: 'change', before: { tags: [...tags] }, after: { tags: [...tags, action.tag] } } as const;
      return other === undefined ? change : { ...change, otherCase: true };
    }
    case 'remove-tag': {
      const next = tags.filter((t) => !sameTag(t, action.tag, action.ignoreCase));
      if (next.length === tags.length) {
        const other = tags.some((t) => sameTag(t, action.tag, true));
        return other
          ? { status: 'skip', reason: `Has "${action.tag}" only in another case`, otherCase: true }
          : { status: 'skip', reason: `Does not have "${action.tag}"` };
      }
      return { status: 'change', before: { tags: [...tags] }, after: { tags: next } };
    }
    case 'set-agreement':
      return single(profile, `agreements.${action.agreement}`, action.value, (v) => (v ?? false) === action.value);
    case 'set-attribute':
      return single(profile, `attributes.${action.name}`, action.value);
    case 'remove-attribute':
      return single(profile, `attributes.${action.name}`, null);
    case 'mark-deletion': {
      const path = `attributes.${PENDING_DELETION_ATTRIBUTE}`;
      const before = { tags: [...tags], [path]: fieldValue(profile, path) };
      const after = {
        tags: tags.includes(PENDING_DELETION_TAG) ? [...tags] : [...tags, PENDING_DELETION_TAG],
        [path]: action.jobId,
      };
      return sameValue(before, after)
        ? { status: 'skip', reason: 'Already marked by this job' }
        : { status: 'change', before, after };
    }
  }
}

function single(profile: Profile, path: string, value: unknown, isSame = (v: unknown) => sameValue(v, value)): Effect {
  const before = fieldValue(profile, path);
  if (isSame(before))
    return { status: 'skip', reason: value === null ? 'Not set' : `Already ${JSON.stringify(value)}` };
  return { status: 'change', before: { [path]: before }, after: { [path]: value } };
}

/** The batch changeset that writes `values` to the profile: it always names the clientId (never a new profile). */
export function changesetOf(clientId: number, values: FieldValues): Record<string, unknown> {
  const changeset: Record<string, unknown> = { clientId };
  for (const [path, value] of Object.entries(values)) {
    if (path === 'tags') {
      changeset.tags = value;
      continue;
    }
    const [group, key] = splitPath(path);
    // An agreement has no "absent": false is the service's default, as the simulator's record shows.
    const written = group === 'agreements' ? (value ?? false) : value;
    changeset[group] = { ...(changeset[group] as object | undefined), [key]: written };
  }
  return changeset;
}

/** True when every field of `values` reads so on `profile` (verification, and undo's "still what we wrote"). */
export function holds(profile: Profile, values: FieldValues): boolean {
  return Object.entries(values).every(([path, value]) => {
    const current = fieldValue(profile, path);
    if (path.startsWith('agreements.')) return (current ?? false) === (value ?? false);
    return sameValue(current, value);
  });
}
