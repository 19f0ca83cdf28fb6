import { http, type HttpHandler } from 'msw';
import { errorResponse } from './errors';

/**
 * Last in the handler list: any request under a service prefix that no operation matched answers 404 with the
 * error body, so the browser demo never leaks a call to the real service. Requests outside these prefixes
 * (the app's own files, fonts, images) are not touched.
 */
export const SERVICE_PREFIXES = ['uauth', 'sauth', 'v4', 'schema-service', 'search/v2', '__simulator'] as const;

export function fallbackHandlers(): HttpHandler[] {
  return SERVICE_PREFIXES.map((prefix) => http.all(`*/${prefix}/*`, ({ request }) => notFound(request)));
}

export function notFound(request: Request): Response {
  const path = new URL(request.url).pathname;
  return errorResponse(request, 404, `No operation ${request.method} ${path}`);
}
