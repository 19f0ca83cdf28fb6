import { ERROR_CODES, Validation, errorResponse, reasonPhrase } from './errors';

describe('Error body', () => {
  it('has error (reason phrase), status, ISO timestamp, path and message', async () => {
    const response = errorResponse(new Request('https://api.synerise.com/uauth/x?y=1'), 404, 'Nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = await response.json();
    expect(body).toEqual({
      error: 'Not Found',
      status: 404,
      timestamp: expect.any(String),
      path: '/uauth/x',
      message: 'Nope',
    });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  });

  it('uses the HTTP reason phrase of each status', () => {
    expect([400, 401, 403, 404, 429, 500].map(reasonPhrase)).toEqual([
      'Bad Request',
      'Unauthorized',
      'Forbidden',
      'Not Found',
      'Too Many Requests',
      'Internal Server Error',
    ]);
  });

  it('collects every field error into one 400 with string rejected values', async () => {
    const v = new Validation();
    v.requiredString({}, 'a');
    v.requiredString({ b: 3 }, 'b');
    v.format('c', 'zz', () => false, 'a uuid');
    expect(v.failed).toBe(true);
    const body = await v.response(new Request('http://127.0.0.1/p')).json();
    expect(body.errors).toEqual([
      { code: ERROR_CODES.REQUIRED, field: 'a', message: 'a is required', rejectedValue: '' },
      { code: ERROR_CODES.INVALID_TYPE, field: 'b', message: 'b must be a string', rejectedValue: '3' },
      { code: ERROR_CODES.INVALID_FORMAT, field: 'c', message: 'c must be a uuid', rejectedValue: 'zz' },
    ]);
  });

  it('never echoes secrets (password, API keys, provider tokens) in rejectedValue', () => {
    const v = new Validation();
    v.add('password', 1, 'x', 'hunter2');
    v.add('apiKey', 1, 'x', 'key');
    v.add('identityProviderToken', 1, 'x', 'tok');
    expect(v.errors.map((e) => e.rejectedValue)).toEqual(['', '', '']);
  });
});
