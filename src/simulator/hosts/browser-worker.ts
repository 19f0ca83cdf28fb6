// First: MSW (imported by ./index) needs `localStorage`, which workers lack.
import './worker-env';
// Then, before any schema is built: no `new Function` probe under the Content-Security-Policy.
import '../../lib/zod-config';
import { createSimulator } from '../index';
import { serveRequests, type MessagePortLike } from './worker-bridge';
import { SNAPSHOT_VERSION } from '../snapshot';
import { indexedDbStore, persistSimulator } from './browser-persistence';

/**
 * The simulator's home in the browser: a module Web Worker started by browser.ts. It owns the one simulator
 * instance (seeded data, queued profile changes, tokens), so generating 50,000 profiles or sorting them never
 * blocks the page. Each message is one request; the answer goes back with the same id. The demo's changes are
 * kept in IndexedDB and read back before the first answer (browser-persistence.ts).
 */
const simulator = persistSimulator(createSimulator(), indexedDbStore(`demo-v${SNAPSHOT_VERSION}`));
serveRequests(globalThis as unknown as MessagePortLike, (request) => simulator.handle(request));
