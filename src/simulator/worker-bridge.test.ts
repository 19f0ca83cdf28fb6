import { getResponse } from 'msw';
import { createSimulator } from './index';
import { SimulatorClient, forwardingHandler, serveRequests, type MessagePortLike } from './worker-bridge';

/** The page and the worker, joined by a real MessageChannel (structured clone and transfer included). */
function connect() {
  const channel = new MessageChannel();
  const simulator = createSimulator();
  serveRequests(channel.port2 as unknown as MessagePortLike, (request) => simulator.handle(request));
  const client = new SimulatorClient(channel.port1 as unknown as MessagePortLike);
  return { client, handler: forwardingHandler(client), close: () => channel.port1.close() };
}

describe('Browser host: page ↔ worker bridge', () => {
  it('forwards a service request to the simulator and returns its answer', async () => {
    const { handler, close } = connect();
    const response = await getResponse(
      [handler],
      new Request('https://api.synerise.com/uauth/auth/login/user', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'rita@demo.test', password: 'Rita-Demo-2026' }),
      }),
    );
    expect(response?.status).toBe(200);
    expect(((await response?.json()) as { consumer: { name: string } }).consumer.name).toBe('Rita Zielińska');
    close();
  });

  it('answers the service error body (404) for an unknown service path, on any origin', async () => {
    const { handler, close } = connect();
    const response = await getResponse([handler], new Request('http://127.0.0.1:4173/v4/nothing-here'));
    expect(response?.status).toBe(404);
    expect(await response?.json()).toMatchObject({ status: 404, path: '/v4/nothing-here' });
    close();
  });

  it('lets every other request through to the network', async () => {
    const { handler, close } = connect();
    for (const url of ['http://localhost:5173/assets/index.js', 'https://fonts.example.com/v4x/font.woff2']) {
      const response = await getResponse([handler], new Request(url));
      expect(response?.headers.get('x-msw-intention'), url).toBe('passthrough');
    }
    close();
  });

  it('matches answers to their requests when they come back out of order', async () => {
    const { client, close } = connect();
    // A string body alone would go out as text/plain, which the simulator refuses (415).
    const json = { 'Content-Type': 'application/json' };
    // Service operations now wait 30 ms; control operations never wait, so the second answer arrives first.
    await client.request(
      new Request('https://api.synerise.com/__simulator/config', {
        method: 'POST',
        headers: json,
        body: '{"latencyMs":30}',
      }),
    );
    const login = (username: string, password: string) =>
      client.request(
        new Request('https://api.synerise.com/uauth/auth/login/user', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ username, password }),
        }),
      );
    const order: string[] = [];
    const track = async <T>(name: string, answer: Promise<Response>): Promise<T> => {
      const body = (await (await answer).json()) as T;
      order.push(name);
      return body;
    };
    type Login = { consumer: { name: string } };
    const [ada, config, rita] = await Promise.all([
      track<Login>('ada', login('ada@demo.test', 'Ada-Demo-2026')),
      track<{ latencyMs: number }>(
        'config',
        client.request(new Request('https://api.synerise.com/__simulator/config')),
      ),
      track<Login>('rita', login('rita@demo.test', 'Rita-Demo-2026')),
    ]);
    expect(order[0]).toBe('config');
    expect(config.latencyMs).toBe(30);
    expect(ada.consumer.name).toBe('Ada Lovelace');
    expect(rita.consumer.name).toBe('Rita Zielińska');
    close();
  });

  it('answers 500 with the reason once the worker has failed', async () => {
    const { client, close } = connect();
    client.fail('worker script failed to load');
    const response = await client.request(new Request('https://api.synerise.com/v4/clients'));
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Simulator unavailable: worker script failed to load',
    );
    close();
  });
});
