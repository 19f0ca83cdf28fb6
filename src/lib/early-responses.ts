/**
 * The requests the build's preload script sent at navigation (build/signed-in-preload.ts, from the table of
 * src/app/early-requests.ts), for the HTTP client to take instead of sending them again
 * (docs/decisions/0125-requests-at-navigation.md). A global, because the preload script is not a module of the app.
 */
export const earlyResponsesGlobal = '__cdpEarlyResponses';

export interface EarlyResponse {
  /** The whole address, API base included. */
  url: string;
  /** The bearer token it was sent with. */
  token: string;
  /** Its answer; a network failure rejects it (handled, so an unclaimed one is no unhandled rejection). */
  response: Promise<Response>;
}

type WithEarlyResponses = { [earlyResponsesGlobal]?: EarlyResponse[] };

/**
 * The answer of the request the preload script sent for `url` with `token`, once: the caller reads its body. Only
 * for the first page's loaders: `discardEarlyResponses` drops what they did not claim.
 */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | undefined {
  const sent = (globalThis as WithEarlyResponses)[earlyResponsesGlobal];
  if (!sent || !token) return undefined;
  const at = sent.findIndex((request) => request.url === url && request.token === token);
  return at < 0 ? undefined : sent.splice(at, 1)[0]!.response;
}

/** After the first page has loaded: any later request asks the service anew, never an answer from the start. */
export function discardEarlyResponses() {
  delete (globalThis as WithEarlyResponses)[earlyResponsesGlobal];
}
