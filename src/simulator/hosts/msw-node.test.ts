import { setupServer } from 'msw/node';
import { createSimulator } from '../index';

describe('Simulator handlers under msw/node', () => {
  const sim = createSimulator();
  const server = setupServer(...sim.handlers);

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => sim.reset());
  afterAll(() => server.close());

  it('answers a plain fetch to the service address', async () => {
    const response = await fetch('https://api.synerise.com/uauth/auth/login/user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'rita@demo.test', password: 'Rita-Demo-2026' }),
    });
    expect(response.status).toBe(200);
    const { consumer } = (await response.json()) as { consumer: { name: string } };
    expect(consumer.name).toBe('Rita Zielińska');
  });

  it('answers on any regional base address', async () => {
    const response = await fetch('https://api.geb.synerise.com/__simulator/config');
    expect(await response.json()).toEqual({ tokenTtlSeconds: 3600, latencyMs: 0, failureRate: 0 });
  });
});
