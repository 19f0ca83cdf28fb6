import { ERROR_CODES } from '../http/errors';
import { anonymousToken, customerToken } from '../profiles/test-support';
import type { Loose } from '../testing';
import { SMALL, eventTestbed, workspaceTokenWithout } from './test-support';

async function bed() {
  const b = await eventTestbed();
  const post = (path: string, body: unknown, options: { token?: string; apiVersion?: string | null } = {}) =>
    b.t.call('POST', `/v4/events/${path}`, {
      token: options.token ?? b.key,
      body,
      apiVersion: options.apiVersion === undefined ? '4.1.2' : options.apiVersion,
    });
  const events = async () =>
    (await b.t.call('GET', `/v4/events/by-client/${b.customer1}`, { token: b.key })).body as Loose[];
  const common = { label: 'Shop', client: { id: b.customer1 } };
  return { ...b, post, events, common };
}

const fields = (body: Loose): string[] => (body.errors as Loose[]).map((e) => e.field);

describe('Legacy event posts', () => {
  it('application-started: needs params.applicationName and params.version; records client.applicationStarted', async () => {
    const { post, events, common } = await bed();
    const missing = await post('application-started', { ...common, params: {} });
    expect(missing.status).toBe(400);
    expect(fields(missing.body)).toEqual(['params.applicationName', 'params.version']);
    const ok = await post('application-started', { ...common, params: { applicationName: 'Shop', version: '2.1.0' } });
    expect(ok.status).toBe(202);
    expect((await events())[0]).toMatchObject({
      action: 'client.applicationStarted',
      label: '',
      params: { applicationName: 'Shop', version: '2.1.0' },
    });
  });

  it('application-started: needs Api-Version 4.1.2 or later', async () => {
    const { post, common } = await bed();
    const body = { ...common, params: { applicationName: 'Shop', version: '1' } };
    const old = await post('application-started', body, { apiVersion: '4.1' });
    expect(old.status).toBe(400);
    expect(fields(old.body)).toEqual(['Api-Version']);
    expect((await post('application-started', body, { apiVersion: '4.1.3' })).status).toBe(202);
    expect((await post('application-started', body, { apiVersion: null })).status).toBe(400);
  });

  it('added-to-cart: needs sku, source and an int32 quantity; money needs amount and currency', async () => {
    const { post, events, common } = await bed();
    const missing = await post('added-to-cart', { ...common, params: { quantity: 1.5 } });
    expect(fields(missing.body)).toEqual(['params.sku', 'params.source', 'params.quantity']);
    const money = await post('added-to-cart', {
      ...common,
      params: { sku: 'A', source: 'WEB', quantity: 1, finalUnitPrice: { amount: 3 } },
    });
    expect(fields(money.body)).toEqual(['params.finalUnitPrice.currency']);
    const ok = await post('added-to-cart', {
      ...common,
      params: { sku: 'A', source: 'WEB', quantity: 2, finalUnitPrice: { amount: 3, currency: 'EUR' } },
    });
    expect(ok.status).toBe(202);
    expect((await events())[0]).toMatchObject({ action: 'client.addToCart', params: { sku: 'A', quantity: 2 } });
  });

  it('added-to-favorites: free-form params; records client.addToFavorites', async () => {
    const { post, events, common } = await bed();
    expect((await post('added-to-favorites', { ...common, params: { sku: 'B', anything: [1] } })).status).toBe(202);
    expect((await events())[0]).toMatchObject({ action: 'client.addToFavorites', params: { sku: 'B', anything: [1] } });
  });

  it('appeared-in-location: needs numeric lat and lon', async () => {
    const { post, events, common } = await bed();
    expect(fields((await post('appeared-in-location', { ...common, params: { lat: '52.2', lon: 200 } })).body)).toEqual(
      ['params.lat', 'params.lon'],
    );
    expect((await post('appeared-in-location', { ...common, params: { lat: 52.23, lon: 21.01 } })).status).toBe(202);
    expect((await events())[0]).toMatchObject({
      action: 'client.appearedInLocation',
      params: { lat: 52.23, lon: 21.01 },
    });
  });

  it('needs a non-empty label, a known client by id and/or uuid, and a well-formed time', async () => {
    const { post, common } = await bed();
    const answer = await post('added-to-favorites', {
      label: '',
      client: { email: 'customer1@demo.test' },
      time: 'now',
    });
    expect(fields(answer.body)).toEqual(['label', 'client', 'time']);
    expect((await post('added-to-favorites', { ...common, client: { id: 1 } })).body.errors[0]).toMatchObject({
      field: 'client',
      code: ERROR_CODES.NOT_FOUND,
    });
  });

  it('applies the time rules to time', async () => {
    const { post, events, common } = await bed();
    await post('added-to-favorites', { ...common, time: '2026-01-10T12:00:00+03:00' });
    expect((await events())[0].time).toBe('2026-01-10T09:00:00.000Z');
  });

  it('needs a Workspace key with REALM_EVENT (403), other consumers are a 401', async () => {
    const { t, post, common } = await bed();
    const without = await workspaceTokenWithout(SMALL, 'REALM_EVENT', t.clock.now);
    const denied = await post('added-to-favorites', common, { token: without });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain('REALM_EVENT');
    expect((await post('added-to-favorites', common, { token: await customerToken(t, SMALL, 1) })).status).toBe(401);
    expect(
      (await post('added-to-favorites', common, { token: await t.loginInto('ada@demo.test', SMALL) })).status,
    ).toBe(401);
  });
});

describe('Current event posts', () => {
  it('need Api-Version 4.4', async () => {
    const { post, common } = await bed();
    expect((await post('registered', common, { apiVersion: '4.1.2' })).status).toBe(400);
    expect((await post('logged-in', common, { apiVersion: null })).status).toBe(400);
    expect((await post('registered', common, { apiVersion: '4.4' })).status).toBe(202);
  });

  it('record client.register and client.login; the backend sets the action', async () => {
    const { post, events, common } = await bed();
    await post('registered', { ...common, action: 'something.else' }, { apiVersion: '4.4' });
    await post('logged-in', { ...common, client: { customId: 'CUST-0001' } }, { apiVersion: '4.4' });
    expect((await events()).map((e) => e.action).sort()).toEqual(['client.login', 'client.register']);
  });

  it('accept Profile and Anonymous tokens (the token is the profile); User tokens are a 401', async () => {
    const { t, post, events } = await bed();
    const profile = await customerToken(t, SMALL, 1);
    expect((await post('logged-in', { label: 'x' }, { token: profile, apiVersion: '4.4' })).status).toBe(202);
    expect((await events())[0].action).toBe('client.login');
    const anonymous = await anonymousToken(t, SMALL);
    expect((await post('registered', { label: 'x' }, { token: anonymous, apiVersion: '4.4' })).status).toBe(202);
    const user = await t.loginInto('ada@demo.test', SMALL);
    expect((await post('logged-in', { label: 'x' }, { token: user, apiVersion: '4.4' })).status).toBe(401);
  });

  it('registered needs API_REGISTERED_EVENTS_CREATE on a Workspace key', async () => {
    const { t, post, common } = await bed();
    const without = await workspaceTokenWithout(SMALL, 'API_REGISTERED_EVENTS_CREATE', t.clock.now);
    const answer = await post('registered', common, { token: without, apiVersion: '4.4' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toContain('API_REGISTERED_EVENTS_CREATE');
  });

  it('application-started with Api-Version 4.4 is the current variant (Profile tokens accepted)', async () => {
    const { t, post, events } = await bed();
    const profile = await customerToken(t, SMALL, 1);
    const body = { label: 'x', params: { applicationName: 'Shop', version: '3.0' } };
    expect((await post('application-started', body, { token: profile, apiVersion: '4.4' })).status).toBe(202);
    expect((await events())[0].action).toBe('client.applicationStarted');
    expect((await post('application-started', body, { token: profile, apiVersion: '4.2' })).status).toBe(401);
  });
});

describe('Event posts: eventSalt', () => {
  it('a later event of the same profile and action with the same eventSalt overwrites the earlier one', async () => {
    const { post, events, common } = await bed();
    await post('added-to-favorites', { ...common, eventSalt: 'fav-1', params: { sku: 'A' } });
    await post('added-to-favorites', { ...common, eventSalt: 'fav-1', params: { sku: 'B' } });
    await post('added-to-favorites', { ...common, eventSalt: 'fav-2', params: { sku: 'C' } });
    expect((await events()).map((e) => e.params.sku).sort()).toEqual(['B', 'C']);
  });
});
