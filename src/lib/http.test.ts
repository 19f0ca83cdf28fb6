import * as z from 'zod/mini';
import { ApiError } from './api-error';
import { endpoints, type Endpoint } from './endpoints';
import { discardEarlyResponses, earlyResponsesGlobal } from './early-responses';
import { createHttpClient, type TokenSource } from './http';

type Handler = (request: Request) => Response | Promise<Response>;

function setup(handler: Handler, tokens: Partial<TokenSource> = {}) {
  const requests: Request[] = [];
  const client = createHttpClient({
    baseUrl: () => 'https://api.example.test',
    tokens: { token: () => 'session-token', recover: async () => null, ...tokens },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      return handler(request);
    },
  });
  return { client, requests };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const tokenSchema = z.object({ token: z.string() });
const v4: Endpoint = { method: 'GET', path: () => '/v4/thing', source: 'chosen', apiVersion: true };
const post: Endpoint<[string]> = {
  method: 'POST',
  path: (id) => `/things/${id}`,
  source: 'chosen',
  permission: 'THINGS_EDIT',
};

describe('http client', () => {
  it('sends the base address, the bearer token and Accept, and Api-Version 4.4 on /v4 operations', async () => {
    const { client, requests } = setup(() => json({ token: 'x' }));
    await client.request(v4, { schema: tokenSchema });
    const [request] = requests;
    expect(request!.url).toBe('https://api.example.test/v4/thing');
    expect(request!.headers.get('Authorization')).toBe('Bearer session-token');
    expect(request!.headers.get('Api-Version')).toBe('4.4');
    expect(request!.headers.get('Accept')).toBe('application/json');
  });

  it('does not send Api-Version where the operation does not require it, nor a token with auth none', async () => {
    const { client, requests } = setup(() =>
      json({
        token: 'x',
        consumer: { type: 'USER', businessProfileId: 0, name: 'A', id: 1, authorities: [], roles: '' },
      }),
    );
    await client.request(endpoints.loginUser, {
      schema: z.unknown(),
      auth: 'none',
      body: { username: 'a', password: 'b' },
    });
    expect(requests[0]!.headers.get('Api-Version')).toBeNull();
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]!.json()).toEqual({ username: 'a', password: 'b' });
  });

  it('uses an explicit token when given one, encodes path parameters and skips empty query values', async () => {
    const { client, requests } = setup(() => json({ token: 'x' }));
    await client.request(post, {
      params: ['a/b'],
      schema: tokenSchema,
      auth: { token: 'mfa-token' },
      query: { q: 'x y', empty: '', list: ['1', '2'], none: undefined },
    });
    expect(requests[0]!.url).toBe('https://api.example.test/things/a/b?q=x+y&list=1&list=2');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer mfa-token');
  });

  it('returns the body parsed by the schema, and the headers with requestFull', async () => {
    const { client } = setup(() => json({ token: 'abc', extra: 1 }, 200, { 'X-Pagination-Total-Count': '42' }));
    const full = await client.requestFull(v4, { schema: tokenSchema });
    expect(full.data).toEqual({ token: 'abc' });
    expect(full.headers.get('X-Pagination-Total-Count')).toBe('42');
  });

  it('turns a body that does not match its schema into an ApiError of kind schema, not a crash', async () => {
    const { client } = setup(() => json({ tokenn: 'abc' }));
    const error = await client.request(v4, { schema: tokenSchema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'schema', status: 200 });
    expect((error as ApiError).message).toMatch(/token/);
  });

  it('turns a 2xx body that is not JSON into a schema ApiError', async () => {
    const { client } = setup(() => new Response('<html>', { status: 200 }));
    await expect(client.request(v4, { schema: tokenSchema })).rejects.toMatchObject({ kind: 'schema' });
  });

  it('parses the error body of a non-2xx answer into the ApiError, field errors included', async () => {
    const body = {
      error: 'Bad Request',
      status: 400,
      timestamp: '2026-11-21T10:00:00Z',
      path: '/things/1',
      message: 'Validation failed',
      errors: [{ code: 1, field: 'email', message: 'must be an email', rejectedValue: 'x' }],
    };
    const { client } = setup(() => json(body, 400));
    const error = (await client
      .request(post, { params: ['1'], schema: tokenSchema })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      method: 'POST',
      path: '/things/1',
      message: 'Validation failed',
    });
    expect(error.body).toEqual(body);
    expect(error.fieldErrors).toEqual([{ code: 1, field: 'email', message: 'must be an email', rejectedValue: 'x' }]);
    expect(error.isRetryable).toBe(false);
  });

  it('reads Retry-After (seconds or an HTTP date) into retryAt', async () => {
    const before = Date.now();
    const seconds = setup(() => json({ status: 429, message: 'Too many' }, 429, { 'Retry-After': '900' }));
    const error = (await seconds.client
      .request(v4, { schema: tokenSchema })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.retryAt).toBeGreaterThanOrEqual(before + 900_000);
    expect(error.retryAt).toBeLessThanOrEqual(Date.now() + 900_000);
    const date = setup(() => json({}, 503, { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' }));
    const dated = (await date.client
      .request(v4, { schema: tokenSchema })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(dated.retryAt).toBe(Date.UTC(2026, 9, 21, 7, 28));
    const none = setup(() => json({}, 429, { 'Retry-After': 'soon' }));
    const unreadable = (await none.client
      .request(v4, { schema: tokenSchema })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(unreadable.retryAt).toBeUndefined();
  });

  it('keeps a non-2xx answer without a readable body as an ApiError with its status', async () => {
    const { client } = setup(() => new Response('Bad gateway', { status: 502 }));
    const error = (await client.request(v4, { schema: tokenSchema }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toMatchObject({ kind: 'http', status: 502, body: undefined });
    expect(error.isRetryable).toBe(true);
  });

  it('names the missing permission of a 403, from the message or from the endpoint table', async () => {
    const named = setup(() =>
      json({ status: 403, error: 'Forbidden', message: 'Missing permission: ROLE_CLIENT_EDIT' }, 403),
    );
    const fromMessage = (await named.client
      .request(post, { params: ['1'], schema: tokenSchema })
      .catch((e: unknown) => e)) as ApiError;
    expect(fromMessage.missingPermission).toBe('ROLE_CLIENT_EDIT');
    const unnamed = setup(() => json({ status: 403, error: 'Forbidden', message: 'Forbidden' }, 403));
    const fromTable = (await unnamed.client
      .request(post, { params: ['1'], schema: tokenSchema })
      .catch((e: unknown) => e)) as ApiError;
    expect(fromTable.missingPermission).toBe('THINGS_EDIT');
  });

  it('turns a network failure into a retryable ApiError of kind network', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await client.request(v4, { schema: tokenSchema }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(error.isRetryable).toBe(true);
  });

  it('gives up after its timeout with an ApiError of kind timeout', async () => {
    const { client } = setup(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(client.request(v4, { schema: tokenSchema, timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('reports a cancellation by the caller as kind aborted', async () => {
    const controller = new AbortController();
    const { client } = setup(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = client.request(v4, { schema: tokenSchema, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('after a 401 asks the session for a new token once and retries once with it', async () => {
    const recover = vi.fn(async () => 'new-token');
    const { client, requests } = setup(
      (request) =>
        request.headers.get('Authorization') === 'Bearer new-token'
          ? json({ token: 'ok' })
          : json({ status: 401 }, 401),
      { recover },
    );
    await expect(client.request(v4, { schema: tokenSchema })).resolves.toEqual({ token: 'ok' });
    expect(recover).toHaveBeenCalledWith('session-token');
    expect(requests).toHaveLength(2);
  });

  it('surfaces the 401 when the session cannot be renewed', async () => {
    const { client, requests } = setup(() => json({ status: 401, message: 'Token expired' }, 401), {
      recover: async () => null,
    });
    await expect(client.request(v4, { schema: tokenSchema })).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
  });

  it('does not try to renew an explicit token', async () => {
    const recover = vi.fn(async () => 'new');
    const { client } = setup(() => json({ status: 401 }, 401), { recover });
    await expect(client.request(v4, { schema: tokenSchema, auth: { token: 'mfa' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(recover).not.toHaveBeenCalled();
  });
});

describe('http client, after the preload script sent the first page’s requests', () => {
  const sentEarly = (url: string, token: string, response: Promise<Response>) => {
    response.catch(() => undefined);
    (globalThis as Record<string, unknown>)[earlyResponsesGlobal] = [{ url, token, response }];
  };
  afterEach(discardEarlyResponses);

  it('takes the answer of the same read with the same token, once, instead of asking again', async () => {
    sentEarly('https://api.example.test/v4/thing', 'session-token', Promise.resolve(json({ token: 'early' })));
    const { client, requests } = setup(() => json({ token: 'asked' }));
    await expect(client.request(v4, { schema: tokenSchema })).resolves.toEqual({ token: 'early' });
    expect(requests).toHaveLength(0);
    // Taken: the next read asks the service.
    await expect(client.request(v4, { schema: tokenSchema })).resolves.toEqual({ token: 'asked' });
  });

  it('asks anew for another address, another token, a write, or once the first page has loaded', async () => {
    const early = () => Promise.resolve(json({ token: 'early' }));
    const { client, requests } = setup(() => json({ token: 'asked' }));
    sentEarly('https://api.example.test/v4/thing?page=2', 'session-token', early());
    await expect(client.request(v4, { schema: tokenSchema })).resolves.toEqual({ token: 'asked' });
    sentEarly('https://api.example.test/v4/thing', 'an-older-token', early());
    await expect(client.request(v4, { schema: tokenSchema })).resolves.toEqual({ token: 'asked' });
    sentEarly('https://api.example.test/things/1', 'session-token', early());
    await expect(client.request(post, { params: ['1'], schema: tokenSchema, body: {} })).resolves.toEqual({
      token: 'asked',
    });
    sentEarly('https://api.example.test/v4/thing', 'session-token', early());
    discardEarlyResponses();
    await expect(client.request(v4, { schema: tokenSchema })).resolves.toEqual({ token: 'asked' });
    expect(requests).toHaveLength(4);
  });

  it('treats its answer as its own: a 401 recovers the token and asks again; a failure is a network error', async () => {
    sentEarly('https://api.example.test/v4/thing', 'session-token', Promise.resolve(json({}, 401)));
    const { client, requests } = setup(() => json({ token: 'retried' }), { recover: async () => 'fresh-token' });
    await expect(client.request(v4, { schema: tokenSchema })).resolves.toEqual({ token: 'retried' });
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer fresh-token');

    sentEarly('https://api.example.test/v4/thing', 'session-token', Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.request(v4, { schema: tokenSchema })).rejects.toMatchObject({ kind: 'network' });
  });

  it('stops waiting for it when the caller aborts', async () => {
    sentEarly('https://api.example.test/v4/thing', 'session-token', new Promise<Response>(() => undefined));
    const { client } = setup(() => json({ token: 'asked' }));
    const controller = new AbortController();
    const asking = client.request(v4, { schema: tokenSchema, signal: controller.signal });
    controller.abort();
    await expect(asking).rejects.toMatchObject({ kind: 'aborted' });
  });
});
