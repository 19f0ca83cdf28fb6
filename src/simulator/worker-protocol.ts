/**
 * The messages between the page and the simulator's Web Worker (see browser.ts and browser-worker.ts).
 *
 * A Fetch Request or Response cannot be posted to a worker, so each one travels as plain data: method, URL,
 * status, headers as a list of name/value pairs, and the body as an ArrayBuffer that is transferred (moved, not
 * copied). Kept free of DOM-only and worker-only APIs, so Node tests can check the round trip.
 */

/** Request paths the simulator answers; every other request goes to the network untouched. */
export const SIMULATED_PATH_PREFIXES = [
  '/uauth/',
  '/sauth/',
  '/v4/',
  '/schema-service/',
  '/search/',
  '/__simulator/',
] as const;

export function isSimulatedPath(pathname: string): boolean {
  return SIMULATED_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export type HeaderList = Array<[name: string, value: string]>;

export interface RequestMessage {
  id: number;
  method: string;
  url: string;
  headers: HeaderList;
  /** Null for GET and HEAD, and for requests without a body. */
  body: ArrayBuffer | null;
}

export interface ResponseMessage {
  id: number;
  status: number;
  statusText: string;
  headers: HeaderList;
  body: ArrayBuffer;
}

/** A message and the buffers to transfer with it (`postMessage(message, { transfer })`). */
export interface Outgoing<T> {
  message: T;
  transfer: ArrayBuffer[];
}

/**
 * Header pairs in order. Fetch joins repeated headers into one `a, b` value, which means the same thing over
 * HTTP; Set-Cookie is the exception (its values may contain commas), so each of its values stays a pair.
 */
export function headerList(headers: Headers): HeaderList {
  const list: HeaderList = [];
  headers.forEach((value, name) => {
    if (name !== 'set-cookie') list.push([name, value]);
  });
  for (const cookie of headers.getSetCookie()) list.push(['set-cookie', cookie]);
  return list;
}

function toHeaders(list: HeaderList): Headers {
  const headers = new Headers();
  for (const [name, value] of list) headers.append(name, value);
  return headers;
}

const bodiless = (method: string) => method === 'GET' || method === 'HEAD';

export async function serializeRequest(request: Request, id: number): Promise<Outgoing<RequestMessage>> {
  const method = request.method.toUpperCase();
  const body = bodiless(method) || request.body === null ? null : await request.arrayBuffer();
  return {
    message: { id, method, url: request.url, headers: headerList(request.headers), body },
    transfer: body ? [body] : [],
  };
}

export function deserializeRequest(message: RequestMessage): Request {
  const hasBody = message.body !== null && !bodiless(message.method);
  return new Request(message.url, {
    method: message.method,
    headers: toHeaders(message.headers),
    body: hasBody ? message.body : undefined,
  });
}

export async function serializeResponse(response: Response, id: number): Promise<Outgoing<ResponseMessage>> {
  const body = await response.arrayBuffer();
  return {
    message: {
      id,
      status: response.status,
      statusText: response.statusText,
      headers: headerList(response.headers),
      body,
    },
    transfer: [body],
  };
}

/** Statuses whose responses must not carry a body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export function deserializeResponse(message: ResponseMessage): Response {
  const body = NULL_BODY_STATUSES.has(message.status) || message.body.byteLength === 0 ? null : message.body;
  return new Response(body, {
    status: message.status,
    statusText: message.statusText,
    headers: toHeaders(message.headers),
  });
}
