import { queryOptions } from '@tanstack/react-query';
import { defaultProfileListParams, listProfiles, profileName, type Profile } from '../../features/profiles';
import { listDocuments } from '../../features/documents/api/list-documents';
import { defaultDocumentListParams, serviceQueryOfDocuments } from '../../features/documents/model/list-params';
import { authorities } from '../../lib/authorities';

/** A profile or document the palette found by its name. */
export interface PaletteRecord {
  kind: 'profile' | 'document';
  /** Unique across kinds: `profile:1200000001`, `document:abc`. */
  key: string;
  label: string;
  /** The kind in words and what tells two of the same name apart (email, slug). */
  description: string;
  /** The record's page, inside the workspace (for appPath). */
  path: string;
}

/** What a role may search: profiles by name need the personal data authority (without it the filter is a 403). */
interface PaletteScope {
  profiles: boolean;
  documents: boolean;
}

export function paletteScope(held: readonly string[]): PaletteScope {
  return {
    profiles: held.includes(authorities.profilesRead) && held.includes(authorities.profilesPii),
    documents: held.includes(authorities.documentsRead),
  };
}

/** Fewer letters match half the workspace: the palette starts asking at two. */
export const paletteSearchMinLength = 2;
/** Per kind: the palette is a way to jump, not a list page. */
const perKind = 5;

/**
 * The listing's filters that match what was typed: an address with @ by email; one word by first name and by last
 * name; several words as first name then last name ("Anna Maria Nowak" → Anna, Maria Nowak).
 */
function profileFiltersFor(text: string): Partial<Record<'firstName' | 'lastName' | 'email', string>>[] {
  const value = text.trim();
  if (value.includes('@')) return [{ email: value }];
  const [first = '', ...rest] = value.split(/\s+/);
  return rest.length > 0
    ? [{ firstName: first, lastName: rest.join(' ') }]
    : [{ firstName: first }, { lastName: first }];
}

async function findProfiles(text: string, signal: AbortSignal): Promise<PaletteRecord[]> {
  const pages = await Promise.all(
    profileFiltersFor(text).map((filters) =>
      listProfiles({ ...defaultProfileListParams, pageSize: perKind, filters }, signal),
    ),
  );
  const seen = new Map<number, Profile>();
  for (const profile of pages.flatMap((page) => page.profiles)) seen.set(profile.clientId, profile);
  return [...seen.values()].slice(0, perKind).map((profile) => ({
    kind: 'profile',
    key: `profile:${profile.clientId}`,
    label: profileName(profile),
    description: ['Profile', profile.email, `id ${profile.clientId}`].filter(Boolean).join(' · '),
    path: `/profiles/${profile.clientId}`,
  }));
}

async function findDocuments(text: string, signal: AbortSignal): Promise<PaletteRecord[]> {
  // The documents list page's own query (its search matches a name or a slug), most recently changed first.
  const query = serviceQueryOfDocuments({ ...defaultDocumentListParams, search: text.trim(), pageSize: perKind });
  const page = await listDocuments(query, signal);
  return page.documents.map((document) => ({
    kind: 'document',
    key: `document:${document.id}`,
    label: document.name,
    description: ['Document', document.slug].filter(Boolean).join(' · '),
    path: `/documents/${document.id}`,
  }));
}

/**
 * The profiles and documents named like `needle` (trimmed), those the role may read. A newer text's query replaces this one,
 * whose requests are then cancelled (React Query aborts the signal of a query nobody watches any more).
 */
export const paletteSearchQuery = (ws: string, needle: string, scope: PaletteScope) =>
  queryOptions({
    queryKey: ['palette', ws, 'search', needle, scope] as const,
    queryFn: async ({ signal }) => {
      const [profiles, documents] = await Promise.all([
        scope.profiles ? findProfiles(needle, signal) : [],
        scope.documents ? findDocuments(needle, signal) : [],
      ]);
      return [...profiles, ...documents];
    },
    staleTime: 30_000,
    // The person sees the failure and its Retry at once rather than three silent attempts.
    retry: false,
  });
