import { setupWorker } from 'msw/browser';
import { SimulatorClient, forwardingHandler } from './worker-bridge';

/**
 * Starts the simulator inside the browser (demo and `npm run dev`).
 *
 * The simulator itself runs in a module Web Worker (browser-worker.ts), off the main thread. MSW's service worker
 * hands every request of the page to one handler here: a request under a service prefix (`/uauth/`, `/sauth/`,
 * `/v4/`, `/schema-service/`, `/search/`, `/__simulator/`, any origin) is forwarded to the Web Worker and its
 * answer returned; anything else goes to the network untouched.
 */
export async function startBrowserSimulator(): Promise<void> {
  const simulator = new Worker(new URL('./browser-worker.ts', import.meta.url), {
    type: 'module',
    name: 'service-simulator',
  });
  const client = new SimulatorClient(simulator);
  simulator.addEventListener('error', (event) => {
    const reason = event.message || 'the simulator worker failed to start';
    console.error('[simulator]', reason);
    client.fail(reason);
  });
  const worker = setupWorker(forwardingHandler(client));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
