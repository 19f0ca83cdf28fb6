import { useSyncExternalStore } from 'react';
import { session } from './api';
import type { Session } from './session';

/** The current session, re-rendering when it changes (sign-in, refresh, workspace switch, sign-out). */
export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** Whether the person's authorities in the current workspace include `permission`, and if not, why. */
export function usePermission(permission: string): { allowed: boolean; reason: string | null } {
  const current = useSession();
  const allowed = current?.consumer?.authorities.includes(permission) ?? false;
  return {
    allowed,
    reason: allowed ? null : `Your role in this workspace does not include the permission ${permission}.`,
  };
}
