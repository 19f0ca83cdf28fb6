/**
 * Which web origins may use the control API (`/__simulator/*`) of the HTTP server. The control API hands out the
 * demo credentials and resets or reconfigures the simulator, so unlike the service operations (bearer tokens,
 * any origin) it answers only the dashboard itself:
 *
 * - the dashboard's usual origins: the Vite dev server (5173), `vite preview` and the e2e suite (4173), the
 *   benchmark's two builds (4183, 4184), each on localhost and 127.0.0.1;
 * - the origins listed in SIMULATOR_ALLOWED_ORIGINS (comma-separated; playwright.config.ts and the benchmark pass
 *   their app's origin when they use other ports);
 * - the simulator's own origin (a page served from the same host and port).
 *
 * A request without `Origin` (curl, Node scripts, Playwright's request context) is not a web page's request and
 * is allowed.
 */

const DEFAULT_PORTS = [5173, 4173, 4183, 4184];

export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = DEFAULT_PORTS.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** `http://Example.com:80/` → `http://example.com`; null when it is not an http(s) origin. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The allowed origins: the defaults plus a comma-separated list (entries that are not origins are ignored). */
export function allowedOrigins(configured: string | undefined): ReadonlySet<string> {
  const out = new Set(DEFAULT_ALLOWED_ORIGINS);
  for (const entry of (configured ?? '').split(',')) {
    const origin = entry.trim() === '' ? null : normalizeOrigin(entry);
    if (origin) out.add(origin);
  }
  return out;
}

/**
 * Whether a request with this `Origin` may use the control API. `host` is the request's Host header: an origin
 * on the simulator's own host and port is the simulator's own page.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: ReadonlySet<string>,
): boolean {
  if (origin === undefined) return true;
  const normalized = normalizeOrigin(origin);
  if (normalized === null) return false;
  if (allowed.has(normalized)) return true;
  return host !== undefined && normalized === normalizeOrigin(`http://${host}`);
}

/** Control-API paths any origin may load: the logos and avatars shown in `<img>` (public, nothing secret). */
export function isPublicControlPath(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && /^\/__simulator\/(logos|avatars)\//.test(pathname);
}

export function isControlPath(pathname: string): boolean {
  return pathname === '/__simulator' || pathname.startsWith('/__simulator/');
}
