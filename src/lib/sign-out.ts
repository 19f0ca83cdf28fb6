import type { QueryClient } from '@tanstack/react-query';
import { session } from './api';
import { clearAllDrafts } from './form-draft-store';

/**
 * Sign-out ends the session, drops every cached query and every unsaved draft. The shell's menus and the
 * workspace chooser both offer it, and it touches only shared state, so no feature owns it.
 */
export function signOut(queryClient: QueryClient): void {
  void queryClient.cancelQueries();
  queryClient.clear();
  clearAllDrafts();
  session.signOut();
}

/**
 * The person signed out in another tab of this browser: the same here, without a query client at hand (the
 * session's end listener in main.tsx drops the cached queries and shows the sign-in page).
 */
export function signedOutElsewhere(): void {
  clearAllDrafts();
  session.signOut();
}
