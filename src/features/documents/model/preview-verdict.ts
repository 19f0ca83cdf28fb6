import type { DocumentContent } from '../api/schemas';
import type { InsertProfile } from '../../../lib/inserts';
import { resolveInserts } from './inserts';
import { listInWords } from '../../../lib/list-in-words';
import { placementOf } from './service-pick';

/*
 * What the preview tells first: one sentence saying whether this customer sees the document, and if not why,
 * then the evidence (the documents that win, at most a few). The service's preview answers for the SAVED
 * document; the form may hold an audience, priority, slug or type that is not saved yet (decision 0139).
 */

/** A document that outranks this one for the profile (the preview's `outrankedBy`). */
export interface Rival {
  id: string;
  name: string;
  slug: string | null;
  priority: number;
}

export interface VerdictInput {
  /** How the profile is named in the sentence. */
  name: string;
  /** The profile's record as the dashboard has it (fills the inserts, to tell which one had no value). */
  profile: InsertProfile | null;
  /** The saved document. */
  saved: {
    content: DocumentContent;
    slug: string | null;
    schema: string | null;
    /** Whether an audience is saved at all (a new document has none: it reaches nobody). */
    hasAudience: boolean;
  };
  /** The service's preview of the saved document for the profile. */
  preview: {
    content: DocumentContent;
    audience: { included: boolean; reason: string };
    outrankedBy: readonly Rival[];
  };
  /** What the form holds that is not saved yet. */
  unsaved: {
    /** The audience chosen in the form differs from the saved one. */
    audience: boolean;
    /** Priority, slug or type differ from the saved ones (they decide which documents compete). */
    ranking: boolean;
  };
}

export type VerdictKind = 'sees' | 'outranked' | 'not-in-audience' | 'audience-not-saved' | 'empty';

export interface Verdict {
  kind: VerdictKind;
  /** The answer, in one sentence. */
  sentence: string;
  /** The verdict for the saved audience, when the form's audience is not saved yet (and one is saved). */
  savedAudienceSentence: string | null;
  /** The service's reason for the audience verdict, as it gave it. */
  reason: string;
  /** The documents that win, highest first (only when they decide the verdict): a few, and how many more. */
  rivals: { shown: Rival[]; more: number };
  /** Said after the evidence when the form's priority, slug or type is not saved. */
  caveat: string | null;
}

/** How many competing documents are named before "and N more". */
export const rivalsShown = 3;

export const isEmptyContent = (content: DocumentContent) =>
  typeof content === 'string' ? content === '' : Object.keys(content).length === 0;

/** The first sentence of a reason, starting lower-case, without its full stop: it goes inside brackets. */
export function reasonInWords(reason: string): string {
  const first = reason.trim().split(/\.\s/)[0]?.replace(/\.$/, '').trim() ?? '';
  if (first === '') return 'the service gave no reason';
  // Lower-case only a capital followed by a lower-case letter ("Not in…"), never an acronym ("ALL").
  return /^[A-Z][a-z]/.test(first) ? first.charAt(0).toLowerCase() + first.slice(1) : first;
}

function winsWhere(saved: VerdictInput['saved'], rival: Rival): string {
  const placement = placementOf(saved.slug);
  if (placement !== null && placementOf(rival.slug) === placement) return 'the same placement';
  // The service also makes documents of one type compete.
  return saved.schema ? `the same type (${saved.schema})` : 'the same placement';
}

/**
 * Why `content` generates nothing for the profile: no content at all, or the inserts with no value (the service
 * answers empty content when one insert cannot be filled).
 */
export function emptyReason(content: DocumentContent, profile: InsertProfile | null, saved = true): string {
  if (isEmptyContent(content)) return saved ? 'the saved document has no content yet' : 'there is no content yet';
  const { unresolved } = resolveInserts(content, {}, profile);
  if (unresolved.length === 0) return 'an insert has no value for this profile';
  return `${listInWords(unresolved)} ${unresolved.length === 1 ? 'is' : 'are'} missing`;
}

/** The verdict for the saved document and its audience. */
function savedVerdict(input: VerdictInput): Pick<Verdict, 'kind' | 'sentence'> {
  const { name, preview, saved } = input;
  if (!preview.audience.included)
    return {
      kind: 'not-in-audience',
      sentence: `${name} is not in the audience (${reasonInWords(preview.audience.reason)})`,
    };
  const top = preview.outrankedBy[0];
  if (top)
    return {
      kind: 'outranked',
      sentence: `${name} won't see this: ${top.name} (priority ${top.priority}) wins ${winsWhere(saved, top)}`,
    };
  if (isEmptyContent(preview.content))
    return { kind: 'empty', sentence: `${name} sees an empty rendering: ${emptyReason(saved.content, input.profile)}` };
  return { kind: 'sees', sentence: `${name} sees this document` };
}

/**
 * One sentence, verdict first: "<Name> sees this document", "<Name> won't see this: <Doc> (priority 80) wins the
 * same placement", "<Name> is not in the audience (<reason>)", "<Name> sees an empty rendering: customer.firstName
 * is missing", or, while the form's audience is not saved, that the preview cannot tell yet.
 */
export function previewVerdict(input: VerdictInput): Verdict {
  const verdict = savedVerdict(input);
  const rivals =
    verdict.kind === 'outranked'
      ? {
          shown: input.preview.outrankedBy.slice(0, rivalsShown),
          more: Math.max(0, input.preview.outrankedBy.length - rivalsShown),
        }
      : { shown: [], more: 0 };
  const caveat = input.unsaved.ranking
    ? 'Priority, slug or type changed but not saved: the competing documents are those of the saved version.'
    : null;
  const base = { reason: input.preview.audience.reason, rivals, caveat };
  if (input.unsaved.audience) {
    return {
      ...base,
      kind: 'audience-not-saved',
      sentence: input.saved.hasAudience
        ? 'Audience changed but not saved yet: save to check who sees it'
        : 'No audience saved yet: save to check who sees it',
      savedAudienceSentence: input.saved.hasAudience ? `With the saved audience: ${verdict.sentence}` : null,
      rivals: input.saved.hasAudience ? rivals : { shown: [], more: 0 },
    };
  }
  return { ...base, ...verdict, savedAudienceSentence: null };
}
