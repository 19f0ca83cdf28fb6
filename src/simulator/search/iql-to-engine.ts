import { iqlConditions, type IqlCondition, type IqlNode, type IqlValue } from '../../lib/iql';
import { UNINDEXED_FIELDS, type FieldKind, type IndexDefinition } from './catalogue';

/**
 * IQL → Orama `where`. The engine pre-filters with every part it can express exactly enough; the simulator then
 * checks each remaining hit against the whole tree with `matchesIql` (lib/iql.ts), which is the semantics of
 * record. So the translation only has to return a superset of the true matches:
 * - keyword (enum) fields: `=` → eq, `IN` → in, `NOT IN` → nin; keyword lists (enum[]): `=`/`IN` → containsAny;
 * - numbers and dates: `=`, `>`, `>=`, `<`, `<=` → eq/gt/gte/lt/lte, `IN` → or of eq;
 * - booleans: `=` → the value;
 * - AND → the translatable operands (the others are left to the check), OR → or when every operand translates;
 * - `!=`, NOT, IS DEFINED, comparisons of text fields and nested attributes (location.lat) → left to the check.
 */

export type Where = Record<string, unknown>;

/** Attributes a filter may name: the index's fields, plus `location.lat` / `location.lon` for geo fields. */
export function knownAttribute(definition: IndexDefinition, attribute: string): boolean {
  if (attribute in definition.fields) return true;
  const [root, leaf] = attribute.split('.');
  return (
    root !== undefined &&
    definition.fields[root] === 'geo' &&
    (leaf === 'lat' || leaf === 'lon') &&
    attribute.split('.').length === 2
  );
}

/** The first condition naming an attribute the index does not have, if any. */
export function firstUnknownAttribute(definition: IndexDefinition, ast: IqlNode): IqlCondition | undefined {
  return iqlConditions(ast).find((c) => !knownAttribute(definition, c.attribute));
}

function valueFits(kind: FieldKind, value: IqlValue): boolean {
  if (kind === 'number') return typeof value === 'number';
  if (kind === 'date') return typeof value === 'string' && !Number.isNaN(Date.parse(value));
  if (kind === 'boolean') return typeof value === 'boolean';
  if (kind === 'keyword' || kind === 'keywords') return typeof value === 'string' || typeof value === 'number';
  return false;
}

const NUMBER_OPERATORS = { '=': 'eq', '>': 'gt', '>=': 'gte', '<': 'lt', '<=': 'lte' } as const;

function numeric(kind: FieldKind, value: IqlValue): number {
  return kind === 'date' ? Date.parse(String(value)) : (value as number);
}

function translateCondition(definition: IndexDefinition, c: IqlCondition): Where | null {
  const kind = definition.fields[c.attribute];
  if (!kind || UNINDEXED_FIELDS.has(c.attribute)) return null;
  if (c.type === 'defined') return null;
  if (c.type === 'in') {
    if (!c.values.every((v) => valueFits(kind, v))) return null;
    if (kind === 'keyword') return { [c.attribute]: c.negated ? { nin: c.values } : { in: c.values } };
    if (c.negated) return null;
    if (kind === 'keywords') return { [c.attribute]: { containsAny: c.values } };
    if (kind === 'number' || kind === 'date')
      return { or: c.values.map((v) => ({ [c.attribute]: { eq: numeric(kind, v) } })) };
    return null;
  }
  if (!valueFits(kind, c.value) || c.operator === '!=') return null;
  // Dates are ISO strings in items and epoch ms in the engine; keyword strings compare as text in IQL.
  if (kind === 'number' || kind === 'date')
    return { [c.attribute]: { [NUMBER_OPERATORS[c.operator]]: numeric(kind, c.value) } };
  if (c.operator !== '=') return null;
  if (kind === 'keyword') return { [c.attribute]: { eq: c.value } };
  if (kind === 'keywords') return { [c.attribute]: { containsAny: [c.value] } };
  if (kind === 'boolean') return { [c.attribute]: c.value };
  return null;
}

/** A superset pre-filter for the engine, or null when nothing of the tree can be expressed. */
export function iqlToWhere(definition: IndexDefinition, node: IqlNode): Where | null {
  switch (node.type) {
    case 'and': {
      const parts = node.operands.map((o) => iqlToWhere(definition, o)).filter((w): w is Where => w !== null);
      if (parts.length === 0) return null;
      return parts.length === 1 ? parts[0]! : { and: parts };
    }
    case 'or': {
      const parts = node.operands.map((o) => iqlToWhere(definition, o));
      if (parts.some((p) => p === null)) return null;
      return { or: parts };
    }
    case 'not':
      return null;
    default:
      return translateCondition(definition, node);
  }
}

/** AND of several optional where clauses. */
export function whereAnd(parts: ReadonlyArray<Where | null | undefined>): Where | undefined {
  const present = parts.filter((p): p is Where => !!p);
  if (present.length === 0) return undefined;
  return present.length === 1 ? present[0] : { and: present };
}
