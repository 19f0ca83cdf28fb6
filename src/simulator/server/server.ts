import { createServer, type SimIncomingMessage, type SimServerResponse } from 'node:http';
import { createSimulator, type Simulator } from '../index';
import { errorResponse } from '../http/errors';

/**
 * The simulator as a local HTTP server (end-to-end tests, curl, `npm run simulator`). Each Node request becomes a
 * Fetch `Request` answered by the same MSW handlers as in the browser. Never logs tokens, passwords or bodies.
 */

export const SIMULATOR_HOST = '127.0.0.1';

const CORS_ALLOW_METHODS = 'GET,POST,PUT,PATCH,DELETE,OPTIONS';
const CORS_ALLOW_HEADERS = 'Authorization, Content-Type, Api-Version, Accept, X-Correlation-Id';
const CORS_EXPOSE_HEADERS =
  'Link, X-Pagination-Total-Count, X-Pagination-Total-Pages, X-Pagination-Page, X-Pagination-Limit, X-Pagination-Sorted-By, X-Pagination-Ordering, Retry-After';

/** Headers that describe the Node connection, not the request: not copied into the Fetch Request. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length', 'expect']);

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

async function readBody(req: SimIncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of req) {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    chunks.push(bytes);
    length += bytes.length;
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

function toFetchRequest(req: SimIncomingMessage, baseUrl: string, body: Uint8Array<ArrayBuffer>): Request {
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

async function writeResponse(res: SimServerResponse, response: Response, extra: Record<string, string>, head: boolean) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  Object.assign(headers, extra);
  const payload = head ? new Uint8Array(0) : new Uint8Array(await response.arrayBuffer());
  if (!head) headers['content-length'] = String(payload.length);
  res.writeHead(response.status, headers);
  res.end(payload);
}

export function createSimulatorServer(port: number, options: { simulator?: Simulator } = {}): SimulatorServer {
  const simulator = options.simulator ?? createSimulator();
  let baseUrl = `http://${SIMULATOR_HOST}:${port}`;

  const server = createServer((req, res) => {
    void (async () => {
      const origin = req.headers.origin;
      const cors = corsHeaders(typeof origin === 'string' ? origin : undefined);
      try {
        if ((req.method ?? '').toUpperCase() === 'OPTIONS') {
          req.resume();
          res.writeHead(204, { ...cors, 'content-length': '0' });
          res.end();
          return;
        }
        const body = await readBody(req);
        const request = toFetchRequest(req, baseUrl, body);
        const response = await simulator.handle(request);
        await writeResponse(res, response, cors, request.method === 'HEAD');
      } catch (error) {
        console.error('[simulator] request failed:', error instanceof Error ? error.message : 'unknown error');
        if (!res.headersSent) {
          const fallback = errorResponse(new Request(new URL(req.url ?? '/', baseUrl)), 500, 'Internal simulator error');
          await writeResponse(res, fallback, cors, false);
        } else {
          res.end();
        }
      }
    })();
  });

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
