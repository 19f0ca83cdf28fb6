import { ERROR_CODES, type Validation } from '../http/errors';
import type { ProfileRecord } from '../profiles/record';
import { segmentById } from './segments';
import { TARGET_TYPES, type Audience, type WorkspaceDocuments } from './store';

/**
 * Audiences: reading the audience body (PUT …/audience, and `audience` of create) and deciding whether a profile
 * is in a document's audience, with the reason in plain words.
 *
 * - ALL: every profile.
 * - SEGMENT: the profile is in at least one of the segments (segments.ts).
 * - QUERY: the real service evaluates the stringified analysis with its analytics engine. The simulator matches
 *   words: the query's words (letters and digits, lower-cased), minus QUERY_STOP_WORDS and the names of the
 *   record's own fields, must ALL occur among the profile's words: the words of its city, province, country code,
 *   company, sex, tags and custom attribute values, plus the names of its custom attributes whose value is truthy,
 *   plus "anonymous" or "identified". `{"filter":"city = Warsaw AND loyaltyTier = gold"}` therefore matches the
 *   gold members living in Warsaw. A query with no word left matches nobody.
 * - null (a freshly initialized document): nobody.
 */

/** JSON keys and operators that carry no meaning for the word match. */
export const QUERY_STOP_WORDS: ReadonlySet<string> = new Set([
  'filter',
  'filters',
  'where',
  'query',
  'analysis',
  'segmentation',
  'expression',
  'condition',
  'conditions',
  'type',
  'value',
  'and',
  'or',
  'not',
  'is',
  'in',
  'eq',
  'equals',
  'contains',
  'the',
  'of',
  'with',
  'true',
]);

const RECORD_FIELDS: ReadonlySet<string> = new Set([
  'clientid',
  'anonymous',
  'email',
  'phone',
  'customid',
  'firstname',
  'lastname',
  'displayname',
  'uuid',
  'avatarurl',
  'birthdate',
  'company',
  'city',
  'address',
  'zipcode',
  'province',
  'countrycode',
  'sex',
  'lastactivitydate',
  'agreements',
  'attributes',
  'tags',
  'customer',
]);

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');

export function queryTerms(query: string): string[] {
  return [...new Set(wordsOf(query))].filter((w) => !QUERY_STOP_WORDS.has(w) && !RECORD_FIELDS.has(w));
}

function addValueWords(out: Set<string>, value: unknown): void {
  if (typeof value === 'string') for (const w of wordsOf(value)) out.add(w);
  else if (typeof value === 'number') out.add(String(value));
  else if (Array.isArray(value)) for (const item of value) addValueWords(out, item);
}

export function profileWords(p: ProfileRecord): Set<string> {
  const out = new Set<string>();
  for (const value of [p.city, p.province, p.countryCode, p.company, p.sex])
    if (value !== null) addValueWords(out, value);
  addValueWords(out, p.tags);
  for (const [name, value] of Object.entries(p.attributes)) {
    addValueWords(out, value);
    if (value !== false && value !== null && value !== 0 && value !== '') out.add(name.toLowerCase());
  }
  out.add(p.anonymous ? 'anonymous' : 'identified');
  return out;
}

export interface AudienceVerdict {
  included: boolean;
  reason: string;
}

const quoted = (names: readonly string[]) => names.map((n) => `‘${n}’`).join(', ');
const QUERY_NOTE =
  'QUERY audiences are evaluated by the analytics engine; the simulator matches profiles whose values contain every word of the query';

export function audienceVerdict(
  wd: WorkspaceDocuments,
  audience: Audience | null,
  profile: ProfileRecord,
): AudienceVerdict {
  if (audience === null) return { included: false, reason: 'No audience set: the document reaches no profile' };
  switch (audience.targetType) {
    case 'ALL':
      return { included: true, reason: 'Audience ALL: every profile' };
    case 'SEGMENT': {
      const segments = audience.segments.map((id) => segmentById(wd, id)).filter((s) => s !== undefined);
      const hit = segments.find((s) => s.test(profile));
      if (hit) return { included: true, reason: `In segment ‘${hit.name}’ (${hit.rule})` };
      return { included: false, reason: `Not in any of the segments ${quoted(segments.map((s) => s.name))}` };
    }
    case 'QUERY': {
      const terms = queryTerms(audience.query);
      if (terms.length === 0) return { included: false, reason: `The query has no word to match. ${QUERY_NOTE}` };
      const words = profileWords(profile);
      const missing = terms.filter((t) => !words.has(t));
      if (missing.length === 0)
        return {
          included: true,
          reason: `Matches the query: the profile's values contain ${quoted(terms)}. ${QUERY_NOTE}`,
        };
      return {
        included: false,
        reason: `Does not match the query: no ${quoted(missing)} in the profile's values. ${QUERY_NOTE}`,
      };
    }
  }
}

export function isInAudience(wd: WorkspaceDocuments, audience: Audience | null, profile: ProfileRecord): boolean {
  if (audience === null) return false;
  if (audience.targetType === 'ALL') return true;
  return audienceVerdict(wd, audience, profile).included;
}

/**
 * Reads an audience object; errors are recorded under `prefix + field` (prefix '' for PUT …/audience,
 * 'audience.' inside create). Answers undefined when anything is wrong.
 */
export function readAudience(
  wd: WorkspaceDocuments,
  body: Record<string, unknown>,
  v: Validation,
  prefix = '',
): Audience | undefined {
  const before = v.errors.length;
  const field = (name: string) => `${prefix}${name}`;
  const targetType = body.targetType;
  if (targetType === undefined || targetType === null || targetType === '') {
    v.add(field('targetType'), ERROR_CODES.REQUIRED, 'targetType is required (ALL, SEGMENT or QUERY)', targetType);
    return undefined;
  }
  if (typeof targetType !== 'string' || !(TARGET_TYPES as readonly string[]).includes(targetType)) {
    v.add(
      field('targetType'),
      ERROR_CODES.NOT_ALLOWED,
      `targetType must be one of: ${TARGET_TYPES.join(', ')}`,
      targetType,
    );
    return undefined;
  }
  if (targetType === 'ALL') return { targetType };
  if (targetType === 'SEGMENT') {
    const segments = body.segments;
    if (!Array.isArray(segments) || segments.length === 0) {
      v.add(
        field('segments'),
        segments === undefined || segments === null ? ERROR_CODES.REQUIRED : ERROR_CODES.INVALID_TYPE,
        'segments must be a non-empty array of segment ids with targetType SEGMENT',
        segments,
      );
      return undefined;
    }
    const ids: string[] = [];
    segments.forEach((id: unknown, i) => {
      const segment = typeof id === 'string' ? segmentById(wd, id) : undefined;
      if (!segment)
        v.add(
          field(`segments[${i}]`),
          ERROR_CODES.NOT_FOUND,
          `Unknown segment ${typeof id === 'string' ? id : ''}`.trim(),
          id,
        );
      else if (!ids.includes(segment.id)) ids.push(segment.id);
    });
    return v.errors.length > before ? undefined : { targetType, segments: ids };
  }
  const query = body.query;
  if (typeof query !== 'string' || query.trim() === '') {
    v.add(
      field('query'),
      query === undefined || query === null || query === '' ? ERROR_CODES.REQUIRED : ERROR_CODES.INVALID_TYPE,
      'query must be a non-empty string (the stringified analysis) with targetType QUERY',
      query,
    );
    return undefined;
  }
  return { targetType: 'QUERY', query };
}
