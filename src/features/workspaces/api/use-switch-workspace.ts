import { notify } from '../../../components/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enterWorkspace } from './enter-workspace';
import type { Workspace } from './schemas';

/**
 * Opens a workspace: exchanges the token, drops every cached query (enterWorkspace), then calls `onEntered`.
 * A refusal (403/404) stays in `error` for the caller to show in words.
 */
export function useSwitchWorkspace(onEntered: (workspace: Workspace) => void | Promise<void>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (workspace: Workspace) => enterWorkspace(queryClient, workspace),
    onSuccess: async (_, workspace) => {
      notify(`Now working in ${workspace.name}.`);
      await onEntered(workspace);
    },
  });

  const open = async (workspace: Workspace) => {
    // The failure is kept in `error`; nothing else is to be done with it here.
    await mutation.mutateAsync(workspace).catch(() => undefined);
  };

  return {
    open,
    pendingGuid: mutation.isPending ? mutation.variables.guid : null,
    error: mutation.error,
    clearError: mutation.reset,
  };
}
