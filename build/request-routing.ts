import type { RequestRouting } from '../src/lib/regions.ts';

type Command = 'build' | 'serve';

/** `browser` (in-page simulator; default for the dev server), `http` (local simulator server) or `off` (real regions). */
export function simulatorMode(
  env: Record<string, string | undefined>,
  command: Command,
): RequestRouting['simulatorMode'] {
  const requested = env.VITE_SIMULATOR;
  if (requested === 'browser' || requested === 'http' || requested === 'off') return requested;
  return command === 'serve' ? 'browser' : 'off';
}

/** Where this build's requests go, as src/lib/env.ts reads it in the app. */
export function requestRouting(env: Record<string, string | undefined>, command: Command): RequestRouting {
  return {
    simulatorMode: simulatorMode(env, command),
    simulatorUrl: (env.VITE_SIMULATOR_URL ?? 'http://127.0.0.1:4010').replace(/\/$/, ''),
    regionRouting: env.VITE_REGION_ROUTING === 'proxy' ? 'proxy' : 'direct',
  };
}
