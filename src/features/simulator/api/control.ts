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

async function call<T>(path: string, schema: z.ZodMiniType<T> | null, init?: RequestInit): Promise<T | null> {
  const response = await fetch(`${base()}${path}`, init);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The simulator answered ${response.status}.`);
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
