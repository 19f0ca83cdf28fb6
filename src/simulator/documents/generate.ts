import { isPlainObject } from '../errors';
import { PII_FILTERS } from '../profiles/listing';
import type { ProfileRecord } from '../profiles/record';
import { isInAudience } from './audience';
import { generateContent, type InsertValues } from '../../lib/inserts';
import type { DocumentRecord, WorkspaceDocuments } from './state';
import { liveDocuments } from './store';

/** The rules of generating a document and of its preview; contract in ../README.md "Generating documents". */

export const ALL_ONLY_MESSAGE = 'Only documents whose audience is ALL can be generated with a Workspace or User token';
export const NOT_IN_AUDIENCE_MESSAGE = 'This profile is not in the audience of the document';

/**
 * Why the token may not generate the document (the 403 message), or null when it may. `forProfile`: the token is
 * a Profile or Anonymous one (`profile` is its profile, undefined when unknown); other tokens only generate ALL.
 */
export function generationRefusal(
  wd: WorkspaceDocuments,
  doc: DocumentRecord,
  forProfile: boolean,
  profile: ProfileRecord | undefined,
): string | null {
  if (!forProfile) return doc.audience?.targetType !== 'ALL' ? ALL_ONLY_MESSAGE : null;
  const included =
    doc.audience?.targetType === 'ALL' || (profile !== undefined && isInAudience(wd, doc.audience, profile));
  return included ? null : NOT_IN_AUDIENCE_MESSAGE;
}

export function generated(doc: DocumentRecord, values: InsertValues, profile: ProfileRecord | undefined) {
  return {
    uuid: doc.id,
    slug: doc.slug,
    schema: doc.schema,
    content: generateContent(doc.content, values, profile).content,
  };
}

/** The identifiers the preview's `client` may name a profile by (exactly one of them). */
export const CLIENT_KEYS = ['id', 'customId', 'email', 'uuid'] as const;
/** The preview's identifiers that are personal data: those the profile listing refuses as filters without PII. */
const PII_CLIENT_KEYS: readonly string[] = CLIENT_KEYS.filter((k) => (PII_FILTERS as readonly string[]).includes(k));

/** Whether `client` names the profile by a personal-data identifier (refused to users without PII). */
export function namesProfileByPii(client: unknown): boolean {
  if (!isPlainObject(client)) return false;
  return PII_CLIENT_KEYS.some((k) => client[k] !== undefined && client[k] !== null && client[k] !== '');
}

/** The slug's placement: its first word (`home` of `home-spring-sale`). */
const placementOf = (slug: string | null) => (slug === null ? null : (slug.split('-')[0] ?? null));

/** Other live documents with a higher priority, for this profile, in the same placement or of the same schema. */
export function outrankingDocuments(
  wd: WorkspaceDocuments,
  doc: DocumentRecord,
  profile: ProfileRecord,
): DocumentRecord[] {
  const placement = placementOf(doc.slug);
  return liveDocuments(wd)
    .filter(
      (other) =>
        other.id !== doc.id &&
        other.priority > doc.priority &&
        ((placement !== null && placementOf(other.slug) === placement) ||
          (doc.schema !== null && other.schema === doc.schema)) &&
        isInAudience(wd, other.audience, profile),
    )
    .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
}
