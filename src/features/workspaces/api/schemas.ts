import * as z from 'zod/mini';

/** GET /uauth/business-profile/ item. */
export const workspaceListingItemSchema = z.object({
  name: z.string(),
  subdomain: z.optional(z.nullable(z.string())),
  logo: z.optional(z.nullable(z.string())),
  hash: z.optional(z.nullable(z.string())),
  guid: z.uuid(),
  created: z.optional(z.int()),
  updated: z.optional(z.int()),
});

/** GET /uauth/business-profile/ids item. */
export const workspaceIdItemSchema = z.object({
  id: z.int(),
  ipRestriction: z.optional(z.string()),
  mfaRestriction: z.optional(z.string()),
  favorite: z.optional(z.boolean()),
});

const currentWorkspaceDataSchema = z.object({
  id: z.int(),
  name: z.string(),
  logo: z.optional(z.nullable(z.string())),
  businessProfileGuid: z.uuid(),
  subdomain: z.optional(z.nullable(z.string())),
  emailAttributeName: z.optional(z.nullable(z.string())),
  organizationGuid: z.optional(z.nullable(z.string())),
  created: z.optional(z.union([z.string(), z.number()])),
  ipRestriction: z.optional(z.string()),
  mfaRestriction: z.optional(z.string()),
  labels: z.optional(z.array(z.string())),
});

/** The current shape: `{selected, data}`. */
const currentWorkspaceSchema = z.object({
  selected: z.boolean(),
  data: z.optional(z.nullable(currentWorkspaceDataSchema)),
});

/** The older flat shape. */
const legacyCurrentWorkspaceSchema = z.object({
  businessProfileGuid: z.uuid(),
  logo: z.optional(z.nullable(z.string())),
  name: z.string(),
  id: z.int(),
  created: z.optional(z.union([z.string(), z.number()])),
  subdomain: z.optional(z.nullable(z.string())),
  ipRestricted: z.optional(z.boolean()),
  mfaRequired: z.optional(z.boolean()),
});

export interface Workspace {
  id: number | null;
  guid: string;
  name: string;
  subdomain: string | null;
  logo: string | null;
  favorite: boolean;
  ipRestricted: boolean;
  mfaRequired: boolean;
}

export interface CurrentWorkspace {
  selected: boolean;
  id: number;
  guid: string;
  name: string;
  logo: string | null;
  subdomain: string | null;
  emailAttributeName: string | null;
  organizationGuid: string | null;
  created: string | null;
  ipRestricted: boolean;
  mfaRequired: boolean;
  labels: string[];
}

const restricted = (value: string | undefined) => value !== undefined && value.toUpperCase() !== 'OFF';

const createdText = (value: string | number | undefined) =>
  value === undefined ? null : typeof value === 'number' ? new Date(value).toISOString() : value;

/** Both shapes of GET /uauth/business-profile/current, normalised; null when no workspace is selected. */
export const anyCurrentWorkspaceSchema = z.pipe(
  z.union([currentWorkspaceSchema, legacyCurrentWorkspaceSchema]),
  z.transform((value): CurrentWorkspace | null => {
    if ('selected' in value) {
      const data = value.data;
      if (!value.selected || !data) return null;
      return {
        selected: true,
        id: data.id,
        guid: data.businessProfileGuid,
        name: data.name,
        logo: data.logo ?? null,
        subdomain: data.subdomain ?? null,
        emailAttributeName: data.emailAttributeName ?? null,
        organizationGuid: data.organizationGuid ?? null,
        created: createdText(data.created),
        ipRestricted: restricted(data.ipRestriction),
        mfaRequired: restricted(data.mfaRestriction),
        labels: data.labels ?? [],
      };
    }
    return {
      selected: true,
      id: value.id,
      guid: value.businessProfileGuid,
      name: value.name,
      logo: value.logo ?? null,
      subdomain: value.subdomain ?? null,
      emailAttributeName: null,
      organizationGuid: null,
      created: createdText(value.created),
      ipRestricted: value.ipRestricted ?? false,
      mfaRequired: value.mfaRequired ?? false,
      labels: [],
    };
  }),
);

/**
 * The reference gives the listing (guid, name, logo…) and the id listing (id, restrictions, favourite) no
 * common key; the service returns both in the same order, so they are joined by position. When the two
 * lengths differ the extra facts are left out rather than attached to the wrong workspace.
 */
export function joinWorkspaces(
  listing: z.infer<typeof workspaceListingItemSchema>[],
  ids: z.infer<typeof workspaceIdItemSchema>[],
): Workspace[] {
  const aligned = listing.length === ids.length;
  return listing.map((item, index) => {
    const extra = aligned ? ids[index] : undefined;
    return {
      id: extra?.id ?? null,
      guid: item.guid,
      name: item.name,
      subdomain: item.subdomain ?? null,
      logo: item.logo ?? null,
      favorite: extra?.favorite ?? false,
      ipRestricted: restricted(extra?.ipRestriction),
      mfaRequired: restricted(extra?.mfaRestriction),
    };
  });
}

/** Favourites first, then by name. */
export function sortWorkspaces(workspaces: Workspace[]): Workspace[] {
  return [...workspaces].sort(
    (a, b) =>
      Number(b.favorite) - Number(a.favorite) || a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}
