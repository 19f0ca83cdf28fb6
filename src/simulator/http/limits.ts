import { MAX_UPLOAD_BYTES } from '../limits';
import { errorResponse } from '../errors';

/**
 * The size limits the simulator enforces on request bodies, and the checks that apply them (README "Limits the
 * simulator enforces"). The reference names none of these; a careful service has them, so the simulator does
 * too, each answered with the error body:
 *
 * - a body larger than its content type allows: 413, decided from `Content-Length` when present, else by
 *   counting bytes while reading (reading stops at the limit), and before any token is verified;
 * - JSON nested deeper than MAX_JSON_DEPTH: 400, found by scanning the text (no recursion);
 * - a body where JSON is expected that is not `application/json` (or `…+json`): 415.
 */

/** JSON bodies: room for a full batch of 1,000 profile changesets or transactions of about 2 KB each. */
export const MAX_JSON_BODY_BYTES = 2 * 1024 * 1024;
/** multipart/form-data (visual search): the largest image decodeImage accepts, plus 1 MiB for `params` and framing. */
export const MAX_MULTIPART_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

/** The body limit for a request's content type. */
export function bodyLimitFor(contentType: string | null): number {
  return mediaType(contentType) === 'multipart/form-data' ? MAX_MULTIPART_BODY_BYTES : MAX_JSON_BODY_BYTES;
}

/** `application/json; charset=utf-8` → `application/json`; null when absent. */
export function mediaType(contentType: string | null): string | null {
  if (contentType === null) return null;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' ? null : type;
}

export function isJsonMediaType(contentType: string | null): boolean {
  const type = mediaType(contentType);
  return type !== null && (type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type));
}

export function tooLarge(request: Request, limit: number): Response {
  return errorResponse(request, 413, `The request body is larger than ${formatBytes(limit)}`);
}

export function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`;
}

/** The declared `Content-Length`, or null when absent or not a number. */
export function declaredLength(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
}

export type BoundedBody = { ok: true; request: Request } | { ok: false; response: Response };

/**
 * Applies the body limit before the operation runs (so before its token check): refuses a declared
 * `Content-Length` over the limit without reading, otherwise reads at most limit + 1 bytes and stops there.
 * Returns a request carrying the bytes read (the original body can be read only once).
 */
export async function limitBody(request: Request): Promise<BoundedBody> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return { ok: true, request };
  const limit = bodyLimitFor(request.headers.get('Content-Type'));
  const declared = declaredLength(request.headers.get('Content-Length'));
  if (declared !== null && declared > limit) {
    void request.body.cancel().catch(() => undefined);
    return { ok: false, response: tooLarge(request, limit) };
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.length;
      if (length > limit) {
        void reader.cancel().catch(() => undefined);
        return { ok: false, response: tooLarge(request, limit) };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, response: errorResponse(request, 400, 'Unreadable request body') };
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  const copy = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: bytes,
    signal: request.signal,
  });
  return { ok: true, request: copy };
}
