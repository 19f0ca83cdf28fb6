import { http, passthrough, type HttpHandler } from 'msw';
import { errorResponse } from '../errors';
import {
  deserializeRequest,
  deserializeResponse,
  isSimulatedPath,
  serializeRequest,
  serializeResponse,
  type RequestMessage,
  type ResponseMessage,
} from './worker-protocol';

/**
 * Both ends of the page ↔ Web Worker link of the browser host (browser.ts, browser-worker.ts). Written against a
 * minimal port interface, which a Worker, a worker's global scope and a MessagePort all satisfy, so Node tests
 * can run both ends over a MessageChannel.
 */

export interface MessagePortLike {
  postMessage(message: unknown, options: { transfer: Transferable[] }): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  /** MessagePort needs it once a listener is added with addEventListener; Worker and worker scopes have none. */
  start?: () => void;
}

/** Worker side: answers every request message with the response of `handle`. */
export function serveRequests(port: MessagePortLike, handle: (request: Request) => Promise<Response>): void {
  port.addEventListener('message', (event: MessageEvent<RequestMessage>) => {
    void answer(port, event.data, handle);
  });
  port.start?.();
}

async function answer(port: MessagePortLike, message: RequestMessage, handle: (request: Request) => Promise<Response>) {
  let response: Response;
  try {
    response = await handle(deserializeRequest(message));
  } catch (error) {
    console.error('[simulator] request failed', error instanceof Error ? error.message : error);
    response = errorResponse(new Request(message.url), 500, 'Internal simulator error');
  }
  const outgoing = await serializeResponse(response, message.id);
  port.postMessage(outgoing.message, { transfer: outgoing.transfer });
}

/** Page side: sends requests to the worker and resolves each with its answer. */
export class SimulatorClient {
  private readonly pending = new Map<number, { url: string; resolve: (response: Response) => void }>();
  private nextId = 1;
  private failure: string | null = null;

  constructor(private readonly port: MessagePortLike) {
    port.addEventListener('message', (event: MessageEvent<ResponseMessage>) => {
      const waiting = this.pending.get(event.data.id);
      if (!waiting) return;
      this.pending.delete(event.data.id);
      waiting.resolve(deserializeResponse(event.data));
    });
    port.start?.();
  }

  async request(request: Request): Promise<Response> {
    if (this.failure !== null) return this.unavailable(request.url);
    const id = this.nextId;
    this.nextId += 1;
    const outgoing = await serializeRequest(request, id);
    return new Promise<Response>((resolve) => {
      this.pending.set(id, { url: request.url, resolve });
      this.port.postMessage(outgoing.message, { transfer: outgoing.transfer });
    });
  }

  /** The worker is gone: every waiting and every later request answers 500 with the reason. */
  fail(reason: string): void {
    this.failure = reason;
    for (const { url, resolve } of this.pending.values()) resolve(this.unavailable(url));
    this.pending.clear();
  }

  private unavailable(url: string): Response {
    return errorResponse(new Request(url), 500, `Simulator unavailable: ${this.failure ?? 'unknown error'}`);
  }
}

/** The one MSW handler of the page: service paths go to the worker, everything else to the network. */
export function forwardingHandler(client: SimulatorClient): HttpHandler {
  return http.all('*', ({ request }) => {
    if (!isSimulatedPath(new URL(request.url).pathname)) return passthrough();
    return client.request(request);
  });
}
