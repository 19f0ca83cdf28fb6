/**
 * Query keys. Workspace-scoped data carries the workspace guid, so data of workspace A can never be shown
 * in workspace B; the listing of workspaces belongs to the signed-in user.
 */
export const workspaceKeys = {
  list: (username: string) => ['user', username, 'workspaces'] as const,
  current: (workspaceGuid: string) => ['workspace', workspaceGuid, 'current'] as const,
};
