import { authorities, authorityAreas } from './authorities';

/**
 * What a role lacking some authorities cannot do, in words a person reads ("Your role can view profiles but not
 * change them."), and the authorities themselves for a detail line: notices and refusals speak in words first and
 * name the permission constants only beside them, for the administrator who will grant them.
 */

interface Area {
  /** The things, plural: "profiles". */
  things: string;
  read?: string;
  /** The verbs each other authority of the area allows, in the order they are listed. */
  verbs: [authority: string, verb: string][];
}

const areas: Area[] = authorityAreas.map(({ things, grants }) => ({
  things,
  read: grants.find((grant) => grant.verb === 'view')?.authority,
  verbs: grants.flatMap(({ authority, verb }) =>
    verb && verb !== 'view' ? [[authority, verb] as [string, string]] : [],
  ),
}));

/** Authorities that are not "view or change a kind of thing": one sentence each. */
const sentences: Record<string, string> = {
  [authorities.profilesPii]: 'Your role cannot see personal data: names, emails and phone numbers are masked.',
  [authorities.searchRead]: 'Your role cannot use item search.',
};

const orList = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/**
 * The missing authorities as sentences, one per area: "Your role can view profiles but not create or change them.",
 * "Your role cannot view event timelines." An authority the dashboard does not know gets a general sentence. With
 * the role's authorities (`held`), "can view" is said only when the role can.
 */
export function missingPermissionSentence(missing: readonly string[], held?: readonly string[]): string {
  const left = new Set(missing);
  const parts: string[] = [];
  for (const area of areas) {
    const mentioned = area.verbs.some(([authority]) => left.has(authority));
    if (area.read && (left.has(area.read) || (mentioned && held && !held.includes(area.read)))) {
      parts.push(`Your role cannot view ${area.things}.`);
      left.delete(area.read);
      for (const [authority] of area.verbs) left.delete(authority);
      continue;
    }
    const verbs = area.verbs.filter(([authority]) => left.has(authority)).map(([, verb]) => verb);
    for (const [authority] of area.verbs) left.delete(authority);
    if (verbs.length > 0) parts.push(`Your role can view ${area.things} but not ${orList(verbs)} them.`);
  }
  for (const authority of [...left]) {
    const sentence = sentences[authority];
    if (sentence) {
      parts.push(sentence);
      left.delete(authority);
    }
  }
  if (left.size > 0) parts.push('Your role does not include a permission this needs.');
  return parts.join(' ');
}

/** The detail line: "Missing permission: ROLE_CLIENT_EDIT" (or "Missing permissions: A, B"). */
export function missingPermissionDetail(missing: readonly string[]): string {
  return `Missing permission${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}`;
}

const permissionPhrase = (permission: string) => new RegExp(`\\.?\\s*missing permission:?\\s*${permission}\\.?`, 'i');

/**
 * A refusal (403) said once: when the service's message names the permission ("Access denied. Missing permission:
 * X"), the role's sentence in words replaces that part, the rest of the message stays, and the constant goes to the
 * detail line. When it names none, the message is the reason and the detail names what the operation needs (from the
 * endpoint table), since the refusal may be about something else (an MFA requirement, an IP rule).
 */
export function explainRefusal(
  message: string,
  permission: string | undefined,
): { words: string | null; message: string; detail: string | null } {
  if (!permission) return { words: null, message, detail: null };
  if (!permissionPhrase(permission).test(message))
    return { words: null, message, detail: `Permission this needs: ${permission}` };
  const rest = message.replace(permissionPhrase(permission), '').trim();
  return {
    words: missingPermissionSentence([permission]),
    message: rest && !/[.!?]$/.test(rest) ? `${rest}.` : rest,
    detail: missingPermissionDetail([permission]),
  };
}
