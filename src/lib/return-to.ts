/** A stand-in origin to resolve paths against (the checks compare origins, not hosts of the real app). */
const APP_ORIGIN = 'http://app.invalid';

/** C0 controls (U+0000 to U+001F) and DEL. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The in-app page a person returns to after signing in. Only same-app paths are accepted (no scheme, no
 * `//host`), so a crafted link cannot send anyone elsewhere. Control characters are refused outright: the URL
 * parser drops tab, CR and LF, so `/\t/evil.test` would become `//evil.test` (and the router throws on them).
 * As a last check the path must resolve to this app's own origin.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (hasControlCharacter(value)) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, APP_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== APP_ORIGIN) return null;
  if (value.startsWith('/sign-in') || resolved.pathname.startsWith('/sign-in')) return null;
  return value;
}

export function returnToFromUrl(url: string): string {
  const { pathname, search, hash } = new URL(url, 'http://app.local');
  return `${pathname}${search}${hash}`;
}

export function withReturnTo(path: string, returnTo: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  const safe = safeReturnTo(returnTo);
  if (safe && safe !== '/') params.set('returnTo', safe);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
