import { getResponse, type RequestHandler } from 'msw';
import { authHandlers } from './auth/handlers';
import { controlHandlers } from './control/handlers';
import { documentHandlers } from './documents/handlers';
import { eventHandlers } from './events/handlers';
import { createContext } from './context';
import { fallbackHandlers, notFound } from './http/fallback';
import { profileHandlers } from './profiles/handlers';
import { searchHandlers } from './search/handlers';
import { myAccountHandlers } from './profiles/my-account-handlers';
import { registerProfileHooks } from './profiles/store';
import { createState, resetState, type SimulatorState } from './state';
import { restoreState, snapshotState, type StateSnapshot } from './snapshot';

/**
 * The service simulator: an in-memory implementation of the service reference with deterministic seeded data
 * (contract and layout: README.md beside this file). One set of MSW request handlers, three hosts (hosts/): the
 * browser worker, Node tests (`sim.handle(request)` or `setupServer(...sim.handlers)`), and the HTTP server.
 */

export interface SimulatorOptions {
  /**
   * The clock for every time decision (token iat/exp, EMAIL code expiry, TOTP, when queued profile changes are
   * applied). Default: Date.now. `POST /__simulator/clock` moves it ahead of this.
   */
  now?: () => number;
}

export interface Simulator {
  handlers: RequestHandler[];
  /** Answers a request like the service would; 404 with the error body when no operation matches. */
  handle(request: Request): Promise<Response>;
  state: SimulatorState;
  /** Everything back to the seed (config included). */
  reset(): void;
  /** The service data beyond the seed, as plain data (snapshot.ts); what the browser host keeps across reloads. */
  snapshot(): StateSnapshot;
  /** Puts a snapshot back into a fresh simulator; false (and nothing changed) when it is not a usable one. */
  restore(snapshot: unknown): boolean;
  /** The simulator's clock. */
  now: () => number;
}

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const state = createState();
  const hostNow = options.now ?? (() => Date.now());
  // The control API can move the clock ahead (state.clockOffsetMs), never back but by a reset.
  const now = () => hostNow() + state.clockOffsetMs;
  const ctx = createContext(state, now);
  registerProfileHooks(ctx);
  const reset = () => resetState(state);
  const handlers: RequestHandler[] = [
    ...controlHandlers(ctx, reset),
    ...authHandlers(ctx),
    ...profileHandlers(ctx),
    ...myAccountHandlers(ctx),
    ...eventHandlers(ctx),
    ...documentHandlers(ctx),
    ...searchHandlers(ctx),
    ...fallbackHandlers(),
  ];
  return {
    handlers,
    async handle(request) {
      return (await getResponse(handlers, request)) ?? notFound(request);
    },
    state,
    reset,
    snapshot: () => snapshotState(ctx),
    restore: (snapshot) => restoreState(ctx, snapshot),
    now,
  };
}

export type { SimulatorState } from './state';
export type { StateSnapshot } from './snapshot';
export { TOM_TOTP_SECRET } from './seed';
export { MAX_CHANGE_DELAY_MS } from './profiles/store';
