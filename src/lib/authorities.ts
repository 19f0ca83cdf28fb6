/**
 * The user authorities the dashboard checks, by area (the service groups user roles, e.g. ASSETS_DOCS and
 * CLIENT_ACTIVITIES, with separate read, create, edit and delete permissions).
 */
export const authorities = {
  profilesRead: 'ROLE_CLIENT_SHOW',
  profilesEdit: 'ROLE_CLIENT_EDIT',
  profilesCreate: 'ROLE_CLIENT_CREATE',
  profilesDelete: 'ROLE_CLIENT_DELETE',
  profilesPii: 'ROLE_CLIENT_PII_SHOW',
  documentsRead: 'ASSETS_DOCS_READ',
  documentsCreate: 'ASSETS_DOCS_CREATE',
  documentsEdit: 'ASSETS_DOCS_EDIT',
  documentsDelete: 'ASSETS_DOCS_DELETE',
  activitiesRead: 'CLIENT_ACTIVITIES_READ',
  searchRead: 'ITEMS_SEARCH_READ',
} as const;

/** One authority of an area, as the overview lists it and as a refusal says it (src/lib/permission-words.ts). */
export interface AuthorityGrant {
  authority: string;
  /** On the overview's list of what the role can do: "Edit". */
  label: string;
  /** In "Your role can view profiles but not change them": the area's read authority is "view". None: a sentence of its own. */
  verb?: string;
}

export interface AuthorityArea {
  /** As a heading: "Profiles". */
  area: string;
  /** In a sentence: "profiles". */
  things: string;
  grants: AuthorityGrant[];
}

/** The authorities by area, in one order for every place that lists or says them. */
export const authorityAreas: AuthorityArea[] = [
  {
    area: 'Profiles',
    things: 'profiles',
    grants: [
      { authority: authorities.profilesRead, label: 'View', verb: 'view' },
      { authority: authorities.profilesCreate, label: 'Create', verb: 'create' },
      { authority: authorities.profilesEdit, label: 'Edit', verb: 'change' },
      { authority: authorities.profilesDelete, label: 'Delete', verb: 'delete' },
      { authority: authorities.profilesPii, label: 'See personal data' },
    ],
  },
  {
    area: 'Documents',
    things: 'documents',
    grants: [
      { authority: authorities.documentsRead, label: 'View', verb: 'view' },
      { authority: authorities.documentsCreate, label: 'Create', verb: 'create' },
      { authority: authorities.documentsEdit, label: 'Edit', verb: 'change' },
      { authority: authorities.documentsDelete, label: 'Delete', verb: 'delete' },
    ],
  },
  {
    area: 'Event timelines',
    things: 'event timelines',
    grants: [{ authority: authorities.activitiesRead, label: 'View', verb: 'view' }],
  },
  { area: 'Item search', things: 'item search', grants: [{ authority: authorities.searchRead, label: 'Search' }] },
];
