import type { APIRequestContext } from '@playwright/test';

export const simulatorUrl = process.env.E2E_SIMULATOR_URL ?? 'http://127.0.0.1:4010';

export interface DemoUser {
  username: string;
  password: string;
  mfa: 'NONE' | 'TOTP_AUTHENTICATOR' | 'EMAIL';
}

export async function demoUser(request: APIRequestContext, username: string): Promise<DemoUser> {
  const response = await request.get(`${simulatorUrl}/__simulator/credentials`);
  const { users } = (await response.json()) as { users: DemoUser[] };
  const user = users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user;
}

/** The code a login would accept now, or null when none is (a TOTP step's code is good for one login). */
export async function currentMfaCode(request: APIRequestContext, username: string): Promise<string | null> {
  const response = await request.get(`${simulatorUrl}/__simulator/mfa-code?username=${encodeURIComponent(username)}`);
  if (response.status() === 404) return null;
  if (!response.ok()) throw new Error(`No MFA code for ${username}: ${response.status()}`);
  return ((await response.json()) as { code: string }).code;
}

/** The code to type now; when earlier logins used up the current steps, waits for the next 30-second step. */
export async function mfaCode(request: APIRequestContext, username: string): Promise<string> {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const code = await currentMfaCode(request, username);
    if (code !== null) return code;
    if (Date.now() > deadline) throw new Error(`No MFA code for ${username} within 40 s`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

export async function configureSimulator(
  request: APIRequestContext,
  config: { tokenTtlSeconds?: number; latencyMs?: number; failureRate?: number },
): Promise<void> {
  const response = await request.post(`${simulatorUrl}/__simulator/config`, { data: config });
  if (response.status() !== 204) throw new Error(`config answered ${response.status()}`);
}

export async function resetSimulator(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${simulatorUrl}/__simulator/reset`);
  if (response.status() !== 204) throw new Error(`reset answered ${response.status()}`);
}

/** Moves the simulator's clock `seconds` ahead (the control API's POST /__simulator/clock; a reset brings it back). */
export async function advanceSimulatorClock(request: APIRequestContext, seconds: number): Promise<void> {
  const response = await request.post(`${simulatorUrl}/__simulator/clock`, { data: { advanceSeconds: seconds } });
  if (response.status() !== 204) throw new Error(`clock answered ${response.status()}`);
}

/** What the service's login answers a demo account without MFA (to set up and to check, not through the dashboard). */
export async function serviceLogin(
  request: APIRequestContext,
  username: string,
): Promise<{ token: string; consumer: Record<string, unknown> }> {
  const user = await demoUser(request, username);
  if (user.mfa !== 'NONE') throw new Error(`${username} has MFA: sign in through the form`);
  const login = await request.post(`${simulatorUrl}/uauth/auth/login/user`, {
    data: { username: user.username, password: user.password },
  });
  if (!login.ok()) throw new Error(`login answered ${login.status()}`);
  return (await login.json()) as { token: string; consumer: Record<string, unknown> };
}

/** A demo account's token bound to a workspace, straight from the service. */
export async function workspaceToken(request: APIRequestContext, username: string, workspaceName: string) {
  const { token } = await serviceLogin(request, username);
  const { workspaces } = (await (await request.get(`${simulatorUrl}/__simulator/credentials`)).json()) as {
    workspaces: { guid: string; name: string }[];
  };
  const guid = workspaces.find((workspace) => workspace.name === workspaceName)!.guid;
  const selected = await request.post(`${simulatorUrl}/uauth/auth/login/user/profile/${guid}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await selected.json()) as { token: string }).token;
}
