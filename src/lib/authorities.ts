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

export const authorityAreas: { area: string; grants: { authority: string; label: string }[] }[] = [
  {
    area: 'Profiles',
    grants: [
      { authority: authorities.profilesRead, label: 'View' },
      { authority: authorities.profilesEdit, label: 'Edit' },
      { authority: authorities.profilesCreate, label: 'Create' },
      { authority: authorities.profilesDelete, label: 'Delete' },
      { authority: authorities.profilesPii, label: 'See personal data' },
    ],
  },
  {
    area: 'Documents',
    grants: [
      { authority: authorities.documentsRead, label: 'View' },
      { authority: authorities.documentsCreate, label: 'Create' },
      { authority: authorities.documentsEdit, label: 'Edit' },
      { authority: authorities.documentsDelete, label: 'Delete' },
    ],
  },
  { area: 'Event timelines', grants: [{ authority: authorities.activitiesRead, label: 'View' }] },
  { area: 'Item search', grants: [{ authority: authorities.searchRead, label: 'Search' }] },
];
