import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { createSimulator, type Simulator } from '../../index';
import { errorResponse } from '../../errors';
import { bodyLimitFor, declaredLength, tooLarge } from '../../http/limits';
import { allowedOrigins, isAllowedOrigin, isControlPath, isPublicControlPath } from './origins';

/**
 * The simulator as a local HTTP server (end-to-end tests, curl, `npm run simulator`). Each Node request becomes a
 * Fetch `Request` answered by the same MSW handlers as in the browser. Never logs tokens, passwords or bodies.
 */

export const SIMULATOR_HOST = '127.0.0.1';

const CORS_ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
const CORS_ALLOW_HEADERS = 'Authorization, Content-Type, Api-Version, Accept, X-Correlation-Id';
const CORS_EXPOSE_HEADERS =
  'Link, X-Pagination-Total-Count, X-Pagination-Total-Pages, X-Pagination-Page, X-Pagination-Limit, X-Pagination-Sorted-By, X-Pagination-Ordering, Retry-After';

/**
 * On every answer: the simulator serves JSON and images only, so nothing it sends may run scripts, load
 * anything or be framed, and browsers must not guess another content type.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
};

/** Headers that describe the Node connection, not the request: not copied into the Fetch Request. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
]);

export interface SimulatorServerOptions {
  simulator?: Simulator;
  /** Extra origins allowed to use the control API (comma-separated); default: SIMULATOR_ALLOWED_ORIGINS. */
  allowedOrigins?: string;
}

export interface SimulatorServer {
  /** Starts listening; resolves with the base URL, e.g. `http://127.0.0.1:4010`. */
  listen(): Promise<string>;
  close(): Promise<void>;
  simulator: Simulator;
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    Vary: 'Origin',
    'Access-Control-Allow-Methods': CORS_ALLOW_METHODS,
    'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
    'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS,
    'Access-Control-Max-Age': '600',
  };
}

const encoder = new TextEncoder();

/**
 * Reads the body, counting bytes as they arrive; null as soon as they pass `limit` (the caller answers 413, and
 * the rest is read and thrown away for a bounded time before the connection closes: lingerAfterAnswer).
 */
function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let length = 0;
    let settled = false;
    const onData = (chunk: Uint8Array | string) => {
      if (settled) return;
      const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
      length += bytes.length;
      if (length > limit) {
        settled = true;
        req.off('data', onData);
        resolve(null);
        return;
      }
      chunks.push(bytes);
    };
    req.on('data', onData);
    req.once('error', (error: Error) => {
      if (!settled) reject(error);
      settled = true;
    });
    req.once('end', () => {
      if (settled) return;
      settled = true;
      const body = new Uint8Array(length);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(body);
    });
  });
}

/**
 * After a refusal, how long and how much of the rest of the body is still read and thrown away before the
 * connection closes (as careful servers linger on close): at most 5 s and 16 MiB.
 */
const LINGER_MAX_MS = 5_000;
const LINGER_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Closes a refused request's connection without losing its answer. Node closes a `Connection: close` socket as
 * soon as the answer is written (`destroySoon`: its FIN, then the socket destroyed); a client still sending then
 * meets a closed socket, the connection is reset, and the reset throws away the answer it has not read yet (many
 * clients read only after sending the whole body). Here the FIN still follows the answer, but the socket is
 * destroyed only once the client has stopped sending (its FIN), or the bounds above are passed.
 */
function lingerAfterAnswer(req: IncomingMessage) {
  const socket: Socket & { destroySoon?: () => void } = req.socket;
  let discarded = 0;
  const stop = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(stop, LINGER_MAX_MS);
  timer.unref();
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
  };
  socket.on('data', (chunk: Uint8Array) => {
    discarded += chunk.length;
    if (discarded > LINGER_MAX_BYTES) stop();
  });
  socket.once('end', stop);
  socket.once('close', () => clearTimeout(timer));
  req.resume();
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function toFetchRequest(req: IncomingMessage, baseUrl: string, body: Uint8Array<ArrayBuffer>): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  // The connection's address is appended as a proxy would: the right-most entry is the one a client cannot
  // forge, and the sign-in throttling counts per client by it (auth/throttle.ts clientOf).
  const peer = req.socket.remoteAddress;
  if (peer) headers.set('X-Forwarded-For', [headers.get('X-Forwarded-For'), peer].filter(Boolean).join(', '));
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url ?? '/', baseUrl), {
    method,
    headers,
    body: hasBody ? body : undefined,
  });
}

const gzipAsync = promisify(gzip);

/** Below this, compressing costs more than it saves (what CDNs and nginx's gzip_min_length do too). */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Whether the answer goes gzipped: text a client said it accepts, as a careful service (or the CDN in front of it)
 * sends its JSON. An event page of 500 is about 200 KB of JSON and 20 KB gzipped, which is what a phone waits for.
 */
function shouldCompress(acceptEncoding: string | undefined, headers: Record<string, string | string[]>, size: number) {
  if (size < COMPRESS_MIN_BYTES || headers['content-encoding'] !== undefined) return false;
  const type = String(headers['content-type'] ?? '');
  if (!/json|text|svg|xml/i.test(type)) return false;
  // "gzip" listed and not refused with q=0.
  return (acceptEncoding ?? '').split(',').some((entry) => {
    const [coding, ...parameters] = entry.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)).find(Boolean);
    return !q || Number(q[1]) > 0;
  });
}

async function writeResponse(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
  options: { head: boolean; acceptEncoding?: string },
) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  Object.assign(headers, extra, SECURITY_HEADERS);
  let payload = options.head ? new Uint8Array(0) : new Uint8Array(await response.arrayBuffer());
  if (!options.head && shouldCompress(options.acceptEncoding, headers, payload.length)) {
    payload = new Uint8Array(await gzipAsync(payload));
    headers['content-encoding'] = 'gzip';
    headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
  }
  if (!options.head) headers['content-length'] = String(payload.length);
  res.writeHead(response.status, headers);
  res.end(payload);
}

/** The process's SIMULATOR_ALLOWED_ORIGINS. */
function envAllowedOrigins(): string | undefined {
  const process = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return process?.env?.SIMULATOR_ALLOWED_ORIGINS;
}

export function createSimulatorServer(port: number, options: SimulatorServerOptions = {}): SimulatorServer {
  const simulator = options.simulator ?? createSimulator();
  const controlOrigins = allowedOrigins(options.allowedOrigins ?? envAllowedOrigins());
  let baseUrl = `http://${SIMULATOR_HOST}:${port}`;

  const server = createServer((req, res) => {
    void (async () => {
      const origin = header(req, 'origin');
      const method = (req.method ?? 'GET').toUpperCase();
      let url: URL;
      try {
        url = new URL(req.url ?? '/', baseUrl);
      } catch {
        url = new URL('/', baseUrl);
      }
      // The control API answers only the dashboard's origins (origins.ts): another page gets neither CORS
      // headers nor an answer, so it can neither read the credentials nor reset the simulator.
      const control = isControlPath(url.pathname) && !isPublicControlPath(method, url.pathname);
      const foreign = control && !isAllowedOrigin(origin, header(req, 'host'), controlOrigins);
      const cors = foreign ? {} : corsHeaders(origin);
      const refuse = async (response: Response) => {
        // The unread rest of the body is not wanted: the connection closes once the answer is out and the client
        // has stopped sending (lingerAfterAnswer).
        lingerAfterAnswer(req);
        await writeResponse(res, response, { ...cors, connection: 'close' }, { head: method === 'HEAD' });
      };
      try {
        if (foreign) {
          await refuse(
            errorResponse(new Request(url), 403, `Origin ${origin ?? ''} may not use the simulator's control API`),
          );
          return;
        }
        if (method === 'OPTIONS') {
          req.resume();
          res.writeHead(204, { ...cors, ...SECURITY_HEADERS, 'content-length': '0' });
          res.end();
          return;
        }
        // The size limit is applied before anything else is done with the request, token checks included.
        const limit = bodyLimitFor(header(req, 'content-type') ?? null);
        const declared = declaredLength(header(req, 'content-length') ?? null);
        if (declared !== null && declared > limit) {
          await refuse(tooLarge(new Request(url), limit));
          return;
        }
        const body = await readBody(req, limit);
        if (body === null) {
          await refuse(tooLarge(new Request(url), limit));
          return;
        }
        const request = toFetchRequest(req, baseUrl, body);
        const response = await simulator.handle(request);
        await writeResponse(res, response, cors, {
          head: request.method === 'HEAD',
          acceptEncoding: header(req, 'accept-encoding'),
        });
      } catch (error) {
        console.error('[simulator] request failed:', error instanceof Error ? error.message : 'unknown error');
        if (!res.headersSent) {
          const fallback = errorResponse(
            new Request(new URL(req.url ?? '/', baseUrl)),
            500,
            'Internal simulator error',
          );
          await writeResponse(res, fallback, cors, { head: false });
        } else {
          res.end();
        }
      }
    })();
  });

  // An idle connection stays open longer than a client's pause between two requests (Node's default closes it after
  // 5 s): a client that reuses the connection just as the server closes it reads ECONNRESET instead of an answer.
  // Longer than the clients' and proxies' idle time, as careful services set it; the headers' limit above it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  return {
    simulator,
    listen() {
      return new Promise<string>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, SIMULATOR_HOST, () => {
          server.off('error', reject);
          const address = server.address();
          const actualPort = typeof address === 'object' && address !== null ? address.port : port;
          baseUrl = `http://${SIMULATOR_HOST}:${actualPort}`;
          resolve(baseUrl);
        });
      });
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        if (!server.listening) {
          resolve();
          return;
        }
        server.close((error?: Error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
