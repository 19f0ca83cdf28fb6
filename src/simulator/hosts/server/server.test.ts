import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { workspace } from '../../testing';
import { createSimulatorServer, type SimulatorServer } from './server';

describe('HTTP server', () => {
  let server: SimulatorServer;
  let baseUrl: string;

  beforeAll(async () => {
    server = createSimulatorServer(0);
    baseUrl = await server.listen();
  });

  afterAll(async () => {
    await server.close();
  });

  /** Ada's user token, signed in over HTTP. */
  async function userToken(): Promise<string> {
    const login = await fetch(`${baseUrl}/uauth/auth/login/user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'ada@demo.test', password: 'Ada-Demo-2026' }),
    });
    return ((await login.json()) as { token: string }).token;
  }

  /** Ada's token bound to a workspace (the seeded workspace 3). */
  async function workspaceToken(): Promise<string> {
    const selected = await fetch(`${baseUrl}/uauth/auth/login/user/profile/${workspace(3).guid}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await userToken()}` },
    });
    return ((await selected.json()) as { token: string }).token;
  }

  it('listens on 127.0.0.1 and a real fetch logs a user in', async () => {
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${baseUrl}/uauth/auth/login/user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
      body: JSON.stringify({ username: 'ada@demo.test', password: 'Ada-Demo-2026' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('vary')).toBe('Origin');
    const body = (await response.json()) as { token: string; mfaMethods: string[] };
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.mfaMethods).toEqual([]);
  });

  it('answers a CORS preflight with 204 and the allowed methods and headers', async () => {
    const response = await fetch(`${baseUrl}/uauth/business-profile/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization, api-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,PATCH,DELETE,OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, Api-Version, Accept, X-Correlation-Id',
    );
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Pagination-Total-Count');
  });

  it('passes headers and the bearer token through (select a workspace over HTTP)', async () => {
    const token = await userToken();
    const list = await fetch(`${baseUrl}/uauth/business-profile/`, { headers: { Authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);
    const refresh = await fetch(`${baseUrl}/v4/auth/refresh/user`, {
      headers: { Authorization: `Bearer ${token}`, 'Api-Version': '4.4' },
    });
    expect(refresh.status).toBe(200);
  });

  it('lists profiles over HTTP with the pagination headers exposed to the browser, and accepts a DELETE (202)', async () => {
    const bound = await workspaceToken();
    const headers = { Authorization: `Bearer ${bound}`, 'Api-Version': '4.4', Origin: 'http://localhost:4173' };
    const list = await fetch(`${baseUrl}/v4/clients?pageSize=2&sortBy=lastName`, { headers });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-pagination-limit')).toBe('2');
    expect(list.headers.get('access-control-expose-headers')).toContain('X-Pagination-Total-Pages');
    const [first] = (await list.json()) as Array<{ clientId: number }>;
    const removed = await fetch(`${baseUrl}/v4/clients/${first!.clientId}`, { method: 'DELETE', headers });
    expect(removed.status).toBe(202);
    expect(await removed.text()).toBe('');
  });

  it('gzips JSON for a client that accepts it, and only then', async () => {
    const bound = await workspaceToken();
    // Raw requests: fetch would decompress (and ask for gzip) on its own.
    const get = (acceptEncoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = httpGet(
          `${baseUrl}/v4/clients?pageSize=50`,
          { headers: { Authorization: `Bearer ${bound}`, 'Api-Version': '4.4', 'Accept-Encoding': acceptEncoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          },
        );
        request.on('error', reject);
      });
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const listed = JSON.parse(plain.body.toString('utf8')) as unknown[];
    expect(listed).toHaveLength(50);

    const zipped = await get('gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(listed);

    expect((await get('gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
  });

  it('answers an unknown path with 404 and the error body', async () => {
    const response = await fetch(`${baseUrl}/nothing/here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, error: 'Not Found', path: '/nothing/here' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await fetch(`${baseUrl}/uauth/auth/login/user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":',
    });
    expect(response.status).toBe(400);
  });

  it('serves the control API', async () => {
    const reset = await fetch(`${baseUrl}/__simulator/reset`, { method: 'POST' });
    expect(reset.status).toBe(204);
    const credentials = (await (await fetch(`${baseUrl}/__simulator/credentials`)).json()) as { users: unknown[] };
    expect(credentials.users).toHaveLength(6);
  });

  it('counts wrong passwords per connection: a forged X-Forwarded-For does not make a new client', async () => {
    const login = (username: string, password: string, forwardedFor: string) =>
      fetch(`${baseUrl}/uauth/auth/login/user`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: 'http://localhost:5173',
          'X-Forwarded-For': forwardedFor,
        },
        body: JSON.stringify({ username, password }),
      });
    try {
      for (let i = 0; i < 20; i += 1)
        expect((await login(`guess-${i}@demo.test`, 'x', `10.9.0.${i}`)).status).toBe(401);
      const locked = await login('ada@demo.test', 'Ada-Demo-2026', '10.9.1.1');
      expect(locked.status).toBe(429);
      // A page on another origin can read when to try again.
      expect(locked.headers.get('retry-after')).toBe('900');
      expect(locked.headers.get('access-control-expose-headers')).toContain('Retry-After');
    } finally {
      server.simulator.reset();
    }
  });
});
