/**
 * The Content-Security-Policy of the built dashboard (used by vite.config.ts, not by the app): `vite preview`
 * sends it, and a real host must send the same header (docs/deployment.md gives the value for a build against
 * the real regions; a test keeps it equal to this function's).
 *
 * - script-src 'self': the build has no inline script (one module entry, chunks loaded by import()).
 * - style-src 'self' 'unsafe-inline': Mantine writes the theme's CSS variables and responsive style props into
 *   `<style>` elements at run time and libraries set `style` attributes; a static host cannot hand out the
 *   per-response nonce that would replace 'unsafe-inline'. Styles cannot run code, and the app renders no
 *   service content as HTML.
 * - connect-src: the three regional API bases; 'self' for the development proxy (`/region/…`); in a build
 *   against the local simulator server (VITE_SIMULATOR=http) its origin too.
 * - img-src https: avatars, workspace logos and search images come from whatever host the service names, and
 *   visual search shows the image URL a person types; data:/blob: for a dropped or pasted query image.
 * - worker-src 'self': the profile import worker and, in VITE_SIMULATOR=browser builds, the simulator's worker
 *   and the MSW service worker are files of the build itself (no blob: workers).
 * - No 'unsafe-eval': the app's schemas (zod/mini) never compile code; the simulator's worker switches classic
 *   zod's compiled parsers off (src/lib/zod-config.ts).
 */

export const REGIONAL_API_BASES = [
  'https://api.synerise.com',
  'https://api.azu.synerise.com',
  'https://api.geb.synerise.com',
] as const;

export type BuildSimulatorMode = 'browser' | 'http' | 'off';

export function contentSecurityPolicy(options: { simulatorMode: BuildSimulatorMode; simulatorUrl?: string }): string {
  const simulator =
    options.simulatorMode === 'http' && options.simulatorUrl ? [new URL(options.simulatorUrl).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...simulator],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...REGIONAL_API_BASES, ...simulator],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Where the build puts its workers' scripts (vite.config.ts names them so): `assets/worker.<name>-<hash>.js`. */
export const WORKER_FILE_PREFIX = 'assets/worker.';

/**
 * Whether a response of the built app needs the policy: documents (the app's page at any address) and workers'
 * scripts, whose own response is their policy. A module script or a stylesheet runs under its document's policy
 * and ignores the header, which cost ~0.5 KB on each of a page's 20-odd files (decision 0126).
 */
export function responseNeedsPolicy(pathname: string): boolean {
  if (!pathname.startsWith('/assets/')) return true;
  return pathname.startsWith(`/${WORKER_FILE_PREFIX}`);
}
