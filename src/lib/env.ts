/**
 * Where the dashboard's API calls go, fixed at build time (the MSW mocking flag cannot change at run time).
 * - `browser`: the simulator runs inside the page (MSW service worker); default for `npm run dev`.
 * - `http`: the local simulator server (`npm run simulator`), every region mapped to VITE_SIMULATOR_URL.
 * - `off`: the real regional deployments.
 */
export type SimulatorMode = 'browser' | 'http' | 'off';

// `__SIMULATOR_MODE__` is a literal defined by vite.config.ts; use it directly where code should vanish from
// builds without the simulator.
export const simulatorMode: SimulatorMode = __SIMULATOR_MODE__;
export const simulatorUrl = (import.meta.env.VITE_SIMULATOR_URL ?? 'http://127.0.0.1:4010').replace(/\/$/, '');
export const regionRouting = import.meta.env.VITE_REGION_ROUTING === 'proxy' ? 'proxy' : 'direct';
export const isSimulated = simulatorMode !== 'off';
