/**
 * The few Node typings the simulator's HTTP server uses. tsconfig.app.json type-checks all of src without
 * @types/node (so Node globals do not leak into the app's types); these declarations stand in for it. Should
 * @types/node ever be loaded for src, they merge with it harmlessly (new interface names, one extra overload),
 * and this file can be deleted.
 */
declare module 'node:http' {
  export interface SimIncomingMessage extends AsyncIterable<Uint8Array | string> {
    readonly method?: string;
    readonly url?: string;
    readonly headers: Record<string, string | string[] | undefined>;
    readonly socket: { readonly remoteAddress?: string };
    resume(): unknown;
    pause(): unknown;
    on(event: 'data', listener: (chunk: Uint8Array | string) => void): unknown;
    off(event: 'data', listener: (chunk: Uint8Array | string) => void): unknown;
    once(event: 'end', listener: () => void): unknown;
    once(event: 'error', listener: (error: Error) => void): unknown;
  }

  export interface SimServerResponse {
    readonly headersSent: boolean;
    writeHead(status: number, headers?: Record<string, string | string[]>): unknown;
    end(chunk?: Uint8Array | string): unknown;
  }

  export interface SimHttpServer {
    readonly listening: boolean;
    listen(port: number, host: string, callback: () => void): unknown;
    once(event: 'error', listener: (error: Error) => void): unknown;
    off(event: 'error', listener: (error: Error) => void): unknown;
    address(): { port: number } | string | null;
    close(callback: (error?: Error) => void): unknown;
    closeAllConnections(): void;
  }

  export function createServer(listener: (req: SimIncomingMessage, res: SimServerResponse) => void): SimHttpServer;
}
