import type { Session } from '../lib/session';
import { returnToFromUrl, withReturnTo } from '../lib/return-to';

/**
 * Where a visitor goes before any page code loads: without a session (or with one still waiting for its MFA
 * code) every address but the sign-in page leads there, remembering the page, exactly as the guards of
 * src/features/auth/model/guards.ts would. Decided in main.tsx before the router starts, so a bookmarked deep link does
 * not download the shell and the page only to be sent away. `null`: stay (the route guards decide the rest).
 */
export function entryRedirect(current: Session | null, href: string): string | null {
  if (current && current.stage !== 'mfa') return null;
  // The router matches paths case-insensitively and with or without a trailing slash.
  if (/^\/sign-in\/?$/i.test(new URL(href, 'http://app.local').pathname)) return null;
  return withReturnTo('/sign-in', returnToFromUrl(href));
}
