/**
 * The in-app page a person returns to after signing in. Only same-app paths are accepted (no scheme, no
 * `//host`), so a crafted link cannot send anyone elsewhere.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/sign-in')) return null;
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
