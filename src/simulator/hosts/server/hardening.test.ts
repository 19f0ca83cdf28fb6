/**
 * The HTTP server against an attacker: oversized bodies (declared and streamed), foreign origins on the control
 * API, and the headers every answer carries.
 */
import { connect } from 'node:net';
import { MAX_JSON_BODY_BYTES, MAX_MULTIPART_BODY_BYTES } from '../../http/limits';
import { workspace } from '../../testing';
import { createSimulatorServer, type SimulatorServer } from './server';

describe('HTTP server hardening', () => {
  let server: SimulatorServer;
  let baseUrl: string;

  beforeAll(async () => {
    server = createSimulatorServer(0, { allowedOrigins: 'https://dashboard.example.test, not an origin' });
    baseUrl = await server.listen();
  });

  afterAll(async () => {
    await server.close();
  });

  const login = () =>
    fetch(`${baseUrl}/uauth/auth/login/user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'ada@demo.test', password: 'Ada-Demo-2026' }),
    });

  describe('body size', () => {
    it('answers a declared Content-Length over the limit with 413, before the token is looked at', async () => {
      const response = await fetch(`${baseUrl}/v4/clients`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Api-Version': '4.4', Authorization: 'Bearer made.up.token' },
        body: JSON.stringify({ email: 'x'.repeat(MAX_JSON_BODY_BYTES) }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({
        status: 413,
        path: '/v4/clients',
        message: 'The request body is larger than 2 MiB',
      });
      expect(response.headers.get('connection')).toBe('close');
    });

    it('stops reading a streamed body (no Content-Length) as soon as it passes the limit', async () => {
      let sent = 0;
      const chunk = new Uint8Array(256 * 1024).fill(0x20);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          // 40 MiB would be sent if the server read everything.
          if (sent >= 40 * 1024 * 1024) controller.close();
          else {
            sent += chunk.length;
            controller.enqueue(chunk);
          }
        },
      });
      const response = await fetch(`${baseUrl}/uauth/auth/login/user`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ status: 413 });
      expect(sent).toBeLessThan(40 * 1024 * 1024);
      // The server is still fine.
      expect((await login()).status).toBe(200);
    });

    it('lets every client read its 413, with and without Content-Length, many at once', async () => {
      // A server that closes while the client is still sending resets the connection, and the client reads an
      // error (EPIPE, "terminated") instead of the answer. 42 oversized requests, half declared, half streamed.
      const oversized = (streamed: boolean) => {
        const size = 8 * 1024 * 1024;
        if (!streamed) return { body: new Uint8Array(size).fill(0x20) } as RequestInit;
        let sent = 0;
        const chunk = new Uint8Array(64 * 1024).fill(0x20);
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent >= size) controller.close();
            else {
              sent += chunk.length;
              controller.enqueue(chunk);
            }
          },
        });
        return { body, duplex: 'half' } as RequestInit;
      };
      const statuses = await Promise.all(
        Array.from({ length: 42 }, (_, index) =>
          fetch(`${baseUrl}/uauth/auth/login/user`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            ...oversized(index % 2 === 1),
          }).then(
            async (response) => `${response.status} ${((await response.json()) as { status?: number }).status}`,
            (error: unknown) => `no answer: ${error instanceof Error ? `${error.message} ${String(error.cause)}` : ''}`,
          ),
        ),
      );
      expect(statuses).toEqual(Array.from({ length: 42 }, () => '413 413'));
      expect((await login()).status).toBe(200);
    });

    it('keeps reading a refused body until the client has sent it, so a client that reads afterwards gets its 413', async () => {
      // Many clients write the whole body before they read. Closing on them while they send resets the connection,
      // and the reset throws away the answer still unread on their side.
      const answers = await Promise.all(
        [true, false].map(
          (declared) =>
            new Promise<string>((resolve) => {
              const { port } = new URL(baseUrl);
              const socket = connect(Number(port), '127.0.0.1');
              const size = 12 * 1024 * 1024;
              let received = '';
              socket.pause();
              socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
              socket.on('error', (error) => resolve(`${received.split('\r\n')[0] ?? ''} | ${error.message}`));
              socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
              socket.on('connect', () => {
                void (async () => {
                  socket.write(
                    `POST /uauth/auth/login/user HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${
                      declared ? `Content-Length: ${size}` : 'Transfer-Encoding: chunked'
                    }\r\n\r\n`,
                  );
                  const chunk = Buffer.alloc(64 * 1024, 0x20);
                  const framed = declared
                    ? chunk
                    : Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
                  for (let sent = 0; sent < size && !socket.destroyed; sent += chunk.length) {
                    if (!socket.write(framed)) await new Promise((next) => socket.once('drain', next));
                  }
                  if (!declared && !socket.destroyed) socket.write('0\r\n\r\n');
                  // Only now does this client read.
                  socket.resume();
                })();
              });
            }),
        ),
      );
      expect(answers).toEqual(['HTTP/1.1 413 Payload Too Large', 'HTTP/1.1 413 Payload Too Large']);
    });

    it('allows multipart bodies (visual search uploads) up to their own, larger limit', async () => {
      const small = await fetch(`${baseUrl}/uauth/auth/login/user`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
        body: 'x'.repeat(MAX_JSON_BODY_BYTES + 1),
      });
      // Over the JSON limit but under the multipart one: read, then refused as not JSON.
      expect(small.status).toBe(415);
      const big = await fetch(`${baseUrl}/uauth/auth/login/user`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
        body: 'x'.repeat(MAX_MULTIPART_BODY_BYTES + 1),
      });
      expect(big.status).toBe(413);
      expect((await big.json()).message).toBe('The request body is larger than 11 MiB');
    });
  });

  describe('headers on every answer', () => {
    it('sends a Content-Security-Policy that allows nothing and nosniff on JSON, errors, images and preflights', async () => {
      const answers = [
        await login(),
        await fetch(`${baseUrl}/nothing/here`),
        await fetch(`${baseUrl}/__simulator/logos/northwind.svg`),
        await fetch(`${baseUrl}/v4/clients`, {
          method: 'OPTIONS',
          headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' },
        }),
      ];
      for (const response of answers) {
        expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }
    });
  });

  describe('control API origins', () => {
    const credentials = (origin?: string) =>
      fetch(`${baseUrl}/__simulator/credentials`, { headers: origin ? { Origin: origin } : {} });

    it('refuses a foreign origin with 403 and no CORS headers, for reads and writes', async () => {
      const read = await credentials('https://evil.example');
      expect(read.status).toBe(403);
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
      expect(await read.json()).toMatchObject({
        status: 403,
        message: expect.stringContaining('https://evil.example'),
      });
      server.simulator.state.config = { ...server.simulator.state.config, latencyMs: 7 };
      const reset = await fetch(`${baseUrl}/__simulator/reset`, {
        method: 'POST',
        headers: { Origin: 'http://localhost:5174', 'Content-Type': 'application/json' },
      });
      expect(reset.status).toBe(403);
      expect(server.simulator.state.config.latencyMs).toBe(7);
      const preflight = await fetch(`${baseUrl}/__simulator/config`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://evil.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      await fetch(`${baseUrl}/__simulator/reset`, { method: 'POST' });
    });

    it("answers the dashboard's origins, configured origins, its own origin and requests without Origin", async () => {
      for (const origin of [
        'http://localhost:5173',
        'http://127.0.0.1:4173',
        'https://dashboard.example.test',
        baseUrl,
      ]) {
        const response = await credentials(origin);
        expect(response.status, origin).toBe(200);
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      }
      expect((await credentials()).status).toBe(200);
    });

    it('refuses a simple cross-site POST (text/plain) even from an allowed origin, with 415', async () => {
      const response = await fetch(`${baseUrl}/__simulator/reset`, {
        method: 'POST',
        headers: { Origin: 'http://localhost:5173', 'Content-Type': 'text/plain' },
        body: '',
      });
      expect(response.status).toBe(415);
    });

    it('still lets any origin load logos and call the service operations (bearer tokens, not cookies)', async () => {
      const logo = await fetch(`${baseUrl}/__simulator/logos/northwind.svg`, {
        headers: { Origin: 'https://evil.example' },
      });
      expect(logo.status).toBe(200);
      const workspaces = await fetch(`${baseUrl}/uauth/auth/login/user/profile/${workspace(3).guid}`, {
        method: 'POST',
        headers: { Origin: 'https://elsewhere.example' },
      });
      expect(workspaces.status).toBe(401);
      expect(workspaces.headers.get('access-control-allow-origin')).toBe('https://elsewhere.example');
    });
  });
});
