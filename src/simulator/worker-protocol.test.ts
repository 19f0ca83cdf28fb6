import {
  deserializeRequest,
  deserializeResponse,
  isSimulatedPath,
  serializeRequest,
  serializeResponse,
} from './worker-protocol';

/** Every byte value, including sequences that are not valid UTF-8. */
const BINARY = Uint8Array.from({ length: 256 }, (_, i) => i);

describe('Worker message protocol', () => {
  it('carries a request across: method, URL, repeated headers and a binary body (transferred)', async () => {
    const headers = new Headers({ Authorization: 'Bearer abc', 'Api-Version': '4.4' });
    headers.append('X-Tag', 'first');
    headers.append('X-Tag', 'second');
    const original = new Request('https://api.synerise.com/v4/clients/batch?x=1', {
      method: 'POST',
      headers,
      body: BINARY,
    });

    const { message, transfer } = await serializeRequest(original, 7);
    expect(message).toMatchObject({ id: 7, method: 'POST', url: 'https://api.synerise.com/v4/clients/batch?x=1' });
    expect(transfer).toEqual([message.body]);
    // Structured clone is what postMessage does; the round trip must survive it.
    const copy = deserializeRequest(structuredClone(message));

    expect(copy.method).toBe('POST');
    expect(copy.url).toBe(original.url);
    expect(copy.headers.get('authorization')).toBe('Bearer abc');
    expect(copy.headers.get('x-tag')).toBe('first, second');
    expect(new Uint8Array(await copy.arrayBuffer())).toEqual(BINARY);
  });

  it('sends no body for GET requests', async () => {
    const { message, transfer } = await serializeRequest(new Request('https://api.synerise.com/v4/clients'), 1);
    expect(message.body).toBeNull();
    expect(transfer).toEqual([]);
    expect(deserializeRequest(message).body).toBeNull();
  });

  it('carries a response back: status, status text, repeated headers, Set-Cookie values and a binary body', async () => {
    const headers = new Headers({ 'Content-Type': 'application/octet-stream', 'X-Pagination-Total-Count': '50000' });
    headers.append('Link', '<https://a.test/?page=2>; rel="next"');
    headers.append('Link', '<https://a.test/?page=9>; rel="last"');
    headers.append('Set-Cookie', 'a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT');
    headers.append('Set-Cookie', 'b=2');
    const original = new Response(BINARY, { status: 202, statusText: 'Accepted', headers });

    const { message, transfer } = await serializeResponse(original, 9);
    expect(transfer).toEqual([message.body]);
    const copy = deserializeResponse(structuredClone(message));

    expect(copy.status).toBe(202);
    expect(copy.statusText).toBe('Accepted');
    expect(copy.headers.get('x-pagination-total-count')).toBe('50000');
    expect(copy.headers.get('link')).toBe('<https://a.test/?page=2>; rel="next", <https://a.test/?page=9>; rel="last"');
    expect(copy.headers.getSetCookie()).toEqual(['a=1; Expires=Wed, 21 Oct 2026 07:28:00 GMT', 'b=2']);
    expect(new Uint8Array(await copy.arrayBuffer())).toEqual(BINARY);
  });

  it('rebuilds a 204 without a body', async () => {
    const { message } = await serializeResponse(new Response(null, { status: 204 }), 3);
    const copy = deserializeResponse(message);
    expect(copy.status).toBe(204);
    expect(copy.body).toBeNull();
  });

  it('forwards only the service prefixes', () => {
    for (const path of [
      '/uauth/auth/login/user',
      '/sauth/v3/x',
      '/v4/clients',
      '/schema-service/v2/documents',
      '/search/v2/indices',
      '/__simulator/reset',
    ]) {
      expect(isSimulatedPath(path), path).toBe(true);
    }
    for (const path of ['/', '/assets/index.js', '/v4', '/uauthx/login', '/mockServiceWorker.js', '/favicon.svg']) {
      expect(isSimulatedPath(path), path).toBe(false);
    }
  });
});
