import * as z from 'zod/mini';
import { session } from '../../../lib/api';
import { loadRegionPreference } from '../../../lib/preferences';
import { apiBaseUrl } from '../../../lib/api-base-url';

/*
 * The simulator's control API (not part of the service, so not in the endpoint table): demo credentials,
 * the current MFA code, fault injection. Used only by the simulator panel, only in simulator builds.
 */
export const credentialsSchema = z.object({
  users: z.array(
    z.object({ username: z.string(), password: z.string(), mfa: z.enum(['NONE', 'TOTP_AUTHENTICATOR', 'EMAIL']) }),
  ),
  workspaces: z.array(z.object({ guid: z.string(), name: z.string(), apiKey: z.string(), trackerKey: z.string() })),
});

export const simulatorConfigSchema = z.object({
  tokenTtlSeconds: z.int().check(z.positive()),
  latencyMs: z.number().check(z.gte(0)),
  failureRate: z.number().check(z.gte(0), z.lte(1)),
});

export type SimulatorConfig = z.infer<typeof simulatorConfigSchema>;

const base = () => `${apiBaseUrl(session.get()?.regionId ?? loadRegionPreference())}/__simulator`;

/**
 * A failed call says what happened in words every button can show as it is: a fetch that never got an answer
 * (the simulator is not running, or refuses this page's origin, which the browser reports the same way) or a
 * refusal with its status.
 */
async function call<T>(path: string, schema: z.ZodMiniType<T> | null, init?: RequestInit): Promise<T | null> {
  let response: Response;
  try {
    response = await fetch(`${base()}${path}`, init);
  } catch {
    throw new Error(
      `The simulator at ${base()} could not be reached: it is not running, or it does not accept requests from this page's address.`,
    );
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The simulator refused the request (${response.status}).`);
  return schema ? z.parse(schema, await response.json()) : null;
}

export const getCredentials = () => call('/credentials', credentialsSchema);
export const getMfaCode = (username: string) =>
  call(`/mfa-code?username=${encodeURIComponent(username)}`, z.object({ code: z.string() }));
export const getConfig = () => call('/config', simulatorConfigSchema);
export const setConfig = (config: Partial<SimulatorConfig>) =>
  call('/config', null, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(config),
  });
export const resetSimulator = () => call('/reset', null, { method: 'POST' });
