import { notify } from '../../../components/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { enterWorkspace } from './enter-workspace';
import type { Workspace } from './schemas';

/** Opens a workspace: exchanges the token, drops every cached query, and reports a refusal (403/404) in words. */
export function useSwitchWorkspace(onEntered: (workspace: Workspace) => void | Promise<void>) {
  const queryClient = useQueryClient();
  const [pendingGuid, setPendingGuid] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const open = async (workspace: Workspace) => {
    setPendingGuid(workspace.guid);
    setError(null);
    try {
      await enterWorkspace(queryClient, workspace);
      notify(`Now working in ${workspace.name}.`);
      await onEntered(workspace);
    } catch (failure) {
      setError(failure);
    } finally {
      setPendingGuid(null);
    }
  };

  return { open, pendingGuid, error, clearError: () => setError(null) };
}
