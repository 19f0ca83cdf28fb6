import { useSyncExternalStore } from 'react';
import { session } from './api';
import { missingPermissionDetail, missingPermissionSentence } from './permission-words';
import type { Session } from './session';

/** The current session, re-rendering when it changes (sign-in, refresh, workspace switch, sign-out). */
export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/**
 * Whether the person's authorities in the current workspace include `permission`, and if not, why: `reason` in
 * words ("Your role can view profiles but not change them."), `detail` naming the constant for a detail line.
 */
export function usePermission(permission: string): {
  allowed: boolean;
  reason: string | null;
  detail: string | null;
} {
  const held = useSession()?.consumer?.authorities ?? [];
  const allowed = held.includes(permission);
  return {
    allowed,
    reason: allowed ? null : missingPermissionSentence([permission], held),
    detail: allowed ? null : missingPermissionDetail([permission]),
  };
}
