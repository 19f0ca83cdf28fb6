import { isCountryCode } from '../../../lib/countries';
import { toCsv, unescapeCsvCell } from '../../../lib/csv';
import type { BatchItem } from '../api/mutations';
import { textFields, type TextField } from './profile-changes';
import { isReservedAttributeName } from './reserved-attributes';
import { agreementKeys, type AgreementKey } from '../api/schemas';
import { isEmail, isIsoDate, validationMessages } from './profile-form';

/** Where a column of the imported file goes. */
export type ImportTarget =
  | { kind: 'ignore' }
  | { kind: 'field'; field: TextField }
  | { kind: 'clientId' }
  | { kind: 'uuid' }
  | { kind: 'agreement'; key: AgreementKey }
  | { kind: 'tags' }
  | { kind: 'attribute'; name: string };

export type ImportMapping = Record<string, ImportTarget>;

export type ImportRow = Record<string, string>;

export interface RejectedRow {
  /**
   * Where the row is in the file as a person sees it: the spreadsheet line of a CSV (the header is line 1, so the
   * first data row is line 2), the one-based element of a JSON array.
   */
  row: number;
  reason: string;
  values: ImportRow;
}

export interface ValidatedImport {
  items: { row: number; item: BatchItem }[];
  rejected: RejectedRow[];
}

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const fieldAliases: Record<string, TextField> = {
  ...Object.fromEntries(textFields.map((field) => [normalise(field), field])),
  mail: 'email',
  emailaddress: 'email',
  phonenumber: 'phone',
  mobile: 'phone',
  firstname: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  country: 'countryCode',
  zip: 'zipCode',
  postcode: 'zipCode',
  postalcode: 'zipCode',
  dateofbirth: 'birthDate',
  birthday: 'birthDate',
  gender: 'sex',
  customid: 'customId',
  externalid: 'customId',
};

/** A first guess of each column's target from its header, which the person then reviews. */
export function guessTarget(column: string): ImportTarget {
  const key = normalise(column);
  if (key === 'clientid' || key === 'id') return { kind: 'clientId' };
  if (key === 'uuid') return { kind: 'uuid' };
  if (key === 'tags') return { kind: 'tags' };
  const agreement = agreementKeys.find((name) => key === `agreements${name}` || key === `${name}agreement`);
  if (agreement) return { kind: 'agreement', key: agreement };
  const field = fieldAliases[key];
  if (field) return { kind: 'field', field };
  const attribute = column.replace(/^attributes?\./i, '').trim();
  return attribute && !isReservedAttributeName(attribute) ? { kind: 'attribute', name: attribute } : { kind: 'ignore' };
}

export function guessMapping(columns: readonly string[]): ImportMapping {
  return Object.fromEntries(columns.map((column) => [column, guessTarget(column)]));
}

/** Problems with the mapping itself (before any row is looked at). */
export function mappingProblems(mapping: ImportMapping): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [column, target] of Object.entries(mapping)) {
    if (target.kind === 'ignore') continue;
    const id =
      target.kind === 'field'
        ? target.field
        : target.kind === 'agreement'
          ? `agreements.${target.key}`
          : target.kind === 'attribute'
            ? `attribute ${target.name}`
            : target.kind;
    if (target.kind === 'attribute' && isReservedAttributeName(target.name))
      problems.push(`Column “${column}”: the attribute name “${target.name}” is reserved by the service.`);
    if (target.kind === 'attribute' && !target.name.trim())
      problems.push(`Column “${column}”: give the attribute a name.`);
    const other = seen.get(id);
    if (other) problems.push(`Columns “${other}” and “${column}” both go to ${id}.`);
    seen.set(id, column);
  }
  const identifiers = Object.values(mapping).some(
    (target) =>
      target.kind === 'clientId' ||
      target.kind === 'uuid' ||
      (target.kind === 'field' && ['email', 'phone', 'customId'].includes(target.field)),
  );
  if (!identifiers) problems.push('Map at least one identifier column: email, phone, custom id, uuid or client id.');
  return problems;
}

const truthy = new Set(['true', '1', 'yes', 'y']);
const falsy = new Set(['false', '0', 'no', 'n']);

/** Turns one row into a batch changeset, or says why it cannot be sent. Empty cells are left out. */
export function itemOfRow(
  row: ImportRow,
  mapping: ImportMapping,
): { ok: true; item: BatchItem } | { ok: false; reason: string } {
  const item: BatchItem = {};
  const problems: string[] = [];
  for (const [column, target] of Object.entries(mapping)) {
    // A cell of a file this dashboard exported comes back as written before the formula escaping (lib/csv.ts).
    const raw = unescapeCsvCell((row[column] ?? '').trim());
    if (raw === '' || target.kind === 'ignore') continue;
    switch (target.kind) {
      case 'field': {
        const value = target.field === 'countryCode' ? raw.toUpperCase() : raw;
        if (target.field === 'email' && !isEmail(value)) problems.push(`email “${raw}”: ${validationMessages.email}`);
        else if (target.field === 'countryCode' && !isCountryCode(value))
          problems.push(`countryCode “${raw}”: ${validationMessages.countryCode}`);
        else if (target.field === 'birthDate' && !isIsoDate(value))
          problems.push(`birthDate “${raw}”: ${validationMessages.birthDate}`);
        else item[target.field] = value;
        break;
      }
      case 'clientId':
        if (/^\d{1,18}$/.test(raw)) item.clientId = Number(raw);
        else problems.push(`clientId “${raw}”: must be a whole number.`);
        break;
      case 'uuid':
        item.uuid = raw;
        break;
      case 'agreement': {
        const lower = raw.toLowerCase();
        if (truthy.has(lower) || falsy.has(lower))
          item.agreements = { ...item.agreements, [target.key]: truthy.has(lower) };
        else problems.push(`agreements.${target.key} “${raw}”: use true or false.`);
        break;
      }
      case 'tags':
        item.tags = raw
          .split(/[|;,]/)
          .map((tag) => tag.trim())
          .filter(Boolean);
        break;
      case 'attribute':
        item.attributes = { ...item.attributes, [target.name]: raw };
        break;
    }
  }
  if (problems.length > 0) return { ok: false, reason: problems.join(' ') };
  if (!item.email && !item.phone && !item.customId && !item.uuid && item.clientId === undefined) {
    return { ok: false, reason: 'No identifier: the row needs an email, phone, custom id, uuid or client id.' };
  }
  return { ok: true, item };
}

/** The line of a CSV's first data row: the header is line 1. */
export const firstCsvLine = 2;

/** `firstLine`: the number the first row gets (firstCsvLine for a CSV, 1 for the elements of a JSON array). */
export function validateRows(
  rows: readonly ImportRow[],
  mapping: ImportMapping,
  firstLine: number = firstCsvLine,
): ValidatedImport {
  const result: ValidatedImport = { items: [], rejected: [] };
  rows.forEach((values, index) => {
    const outcome = itemOfRow(values, mapping);
    if (outcome.ok) result.items.push({ row: index + firstLine, item: outcome.item });
    else result.rejected.push({ row: index + firstLine, reason: outcome.reason, values });
  });
  return result;
}

/**
 * What to do with a row that matches an existing profile. The batch operation has no flag for it (every changeset
 * that matches a profile updates it), so skipping is done here, by not sending those rows.
 */
export type ExistingRows = 'skip' | 'update';

export interface ImportPlan {
  create: ValidatedImport['items'];
  update: ValidatedImport['items'];
  skipped: ValidatedImport['items'];
}

/** Splits the rows by whether they match an existing profile (`matches`, by row) and the person's choice. */
export function planImport(
  items: ValidatedImport['items'],
  matches: ReadonlySet<number>,
  existing: ExistingRows,
): ImportPlan {
  const plan: ImportPlan = { create: [], update: [], skipped: [] };
  for (const entry of items) {
    if (!matches.has(entry.row)) plan.create.push(entry);
    else if (existing === 'update') plan.update.push(entry);
    else plan.skipped.push(entry);
  }
  return plan;
}

/**
 * The identifier the batch operation finds an existing profile by, in its order: client id, then custom id, email,
 * uuid (the first that names a profile wins; see src/simulator/profiles/rules.ts, which follows the service).
 */
export function matchKeysOf(item: BatchItem): { kind: 'id' | 'customId' | 'email' | 'uuid'; value: string }[] {
  if (item.clientId !== undefined) return [{ kind: 'id', value: String(item.clientId) }];
  const keys: { kind: 'customId' | 'email' | 'uuid'; value: string }[] = [];
  if (item.customId) keys.push({ kind: 'customId', value: item.customId });
  if (item.email) keys.push({ kind: 'email', value: item.email });
  if (item.uuid) keys.push({ kind: 'uuid', value: item.uuid });
  return keys;
}

/** The rows of a JSON file: an array of objects, each value turned into text like a CSV cell. */
export function rowsOfJson(text: string): { columns: string[]; rows: ImportRow[] } {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error('The JSON file must hold an array of objects.');
  const columns = new Set<string>();
  const rows = parsed.map((entry: unknown) => {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry))
      throw new Error('Every element of the JSON array must be an object.');
    const row: ImportRow = {};
    for (const [key, value] of Object.entries(entry)) {
      columns.add(key);
      row[key] =
        value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
    return row;
  });
  return { columns: [...columns], rows };
}

/**
 * The cells of a changeset, for the rejected-rows download when the service refused an item the page had
 * already turned into a changeset (the file's own cells stay in the worker).
 */
export function cellsOfItem(item: BatchItem): ImportRow {
  return Object.fromEntries(
    Object.entries(item).map(([key, value]) => [
      key,
      typeof value === 'object' ? JSON.stringify(value) : String(value),
    ]),
  );
}

/** Server-side rejections of a batch (`errors[].field` like `[12].email`) by item index. */
export function batchErrorsByIndex(errors: readonly { field?: string; message?: string }[]): Map<number, string> {
  const byIndex = new Map<number, string>();
  for (const error of errors) {
    const match = /^\[(\d+)\]\.?(.*)$/.exec(error.field ?? '');
    if (!match) continue;
    const index = Number(match[1]);
    const reason = `${match[2] || 'row'}: ${error.message ?? 'refused by the service'}`;
    byIndex.set(index, byIndex.has(index) ? `${byIndex.get(index)} ${reason}` : reason);
  }
  return byIndex;
}

/** The rejected rows as a CSV to fix and import again: line, reason, then the row's own cells (formulas escaped). */
export function rejectedRowsCsv(rejected: readonly RejectedRow[]): Promise<string> {
  return toCsv(rejected.map((entry) => ({ row: entry.row, reason: entry.reason, ...entry.values })));
}
