/**
 * The page modules (`src/app/routes/<name>.tsx`) each signed-in address draws, below the shell. The build's preload
 * script (build/signed-in-preload.ts) asks for their files together with the entry's, before the router has loaded
 * (docs/decisions/0117-route-code-in-few-files.md). Patterns as the router writes them; src/app/page-modules.test.ts
 * checks the list against the router, so a new page cannot be forgotten here.
 */
export const pageModules: Record<string, string[]> = {
  '/workspaces': ['workspaces'],
  '/w/:workspace': ['overview'],
  '/w/:workspace/profiles': ['profiles'],
  '/w/:workspace/profiles/new': ['profile-new'],
  '/w/:workspace/profiles/import': ['profile-import'],
  '/w/:workspace/profiles/jobs': ['profile-jobs'],
  '/w/:workspace/profiles/:id': ['profile-detail', 'profile-details'],
  '/w/:workspace/profiles/:id/events': ['profile-detail', 'profile-events'],
  '/w/:workspace/profiles/:id/purchases': ['profile-detail', 'profile-purchases'],
  '/w/:workspace/profiles/:id/documents': ['profile-detail', 'profile-documents'],
  '/w/:workspace/events': ['events'],
  '/w/:workspace/documents': ['documents'],
  '/w/:workspace/documents/placements': ['document-placements'],
  '/w/:workspace/documents/:id': ['document-editor'],
  '/w/:workspace/documents/:id/wall': ['document-wall'],
  '/w/:workspace/search': ['search'],
  '/w/:workspace/relevance': ['relevance'],
};
