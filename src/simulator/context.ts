import type { SimulatorState } from './state';

/**
 * What every operation gets: the mutable state, the clock used for every time decision, and the hooks the HTTP
 * layer runs before each service operation. A domain idea, so it lives beside the state and knows no HTTP.
 */
export interface SimContext {
  state: SimulatorState;
  now: () => number;
  /** Run in order before every service operation (not the control API); domains register them (registerHooks). */
  beforeRequest: Array<() => void>;
}

export function createContext(state: SimulatorState, now: () => number): SimContext {
  return { state, now, beforeRequest: [] };
}
