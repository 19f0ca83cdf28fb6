import {
  bodyLimitFor,
  copyJson,
  isJsonMediaType,
  jsonDepth,
  limitBody,
  MAX_JSON_BODY_BYTES,
  MAX_MULTIPART_BODY_BYTES,
} from './limits';

describe('jsonDepth', () => {
  it('counts nesting of objects and arrays, ignoring brackets inside strings and escaped quotes', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[","b":[]}')).toBe(2);
    expect(jsonDepth('['.repeat(100_000))).toBe(100_000);
    expect(jsonDepth('['.repeat(100_000), 32)).toBe(33);
  });
});

describe('copyJson', () => {
  it('copies without sharing and cuts parts nested deeper than the limit', () => {
    const original = { a: [1, { b: 'x' }], c: null };
    const copy = copyJson(original);
    expect(copy).toEqual(original);
    expect(copy.a).not.toBe(original.a);
    let deep: unknown = 'leaf';
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    const cut = copyJson({ deep }, 3) as { deep: unknown[][] };
    expect(cut).toEqual({ deep: [[null]] });
  });
});

describe('content types and body limits', () => {
  it('recognises JSON media types and picks the multipart limit for uploads', () => {
    expect(isJsonMediaType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonMediaType('application/problem+json')).toBe(true);
    expect(isJsonMediaType('text/plain')).toBe(false);
    expect(isJsonMediaType(null)).toBe(false);
    expect(bodyLimitFor('multipart/form-data; boundary=x')).toBe(MAX_MULTIPART_BODY_BYTES);
    expect(bodyLimitFor('application/json')).toBe(MAX_JSON_BODY_BYTES);
    expect(bodyLimitFor(null)).toBe(MAX_JSON_BODY_BYTES);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(10));
      },
    });
    const request = new Request('http://sim.test/v4/clients', {
      method: 'POST',
      headers: { 'Content-Length': String(MAX_JSON_BODY_BYTES + 1), 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    const result = await limitBody(request);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('passes a body within the limit on unchanged', async () => {
    const result = await limitBody(
      new Request('http://sim.test/x', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: '"name"',
      }),
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.request.method).toBe('PUT');
      expect(await result.request.text()).toBe('"name"');
      expect(result.request.headers.get('Content-Type')).toBe('application/json');
    }
  });
});
