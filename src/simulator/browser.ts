import { setupWorker } from 'msw/browser';
import { createSimulator } from './index';

/**
 * Starts the simulator inside the browser (demo and `npm run dev`): a service worker answers every request
 * under the service prefixes; anything else goes to the network untouched.
 */
export async function startBrowserSimulator(): Promise<void> {
  const simulator = createSimulator();
  const worker = setupWorker(...simulator.handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
