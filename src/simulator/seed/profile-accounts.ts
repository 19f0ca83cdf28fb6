import { randomUuid, rngFor } from './prng';
import type { SeedWorkspace } from './workspaces';

/**
 * Registered Profile (customer) accounts that can log in with the service's own identity provider (SYNERISE).
 * Every workspace has the same five demo logins; email is the unique identifier in all seeded workspaces.
 * `customer5@demo.test` has not confirmed its email, so the conditional login answers CONDITIONS_REQUIRED.
 */

export const IDENTITY_PROVIDERS = ['SYNERISE', 'OAUTH', 'UNKNOWN', 'FACEBOOK', 'GOOGLE', 'APPLE'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

export const PROFILE_ACCOUNTS_PER_WORKSPACE = 5;

export const DEMO_PROFILE_ACCOUNTS: ReadonlyArray<{ email: string; password: string; emailConfirmed: boolean }> =
  Array.from({ length: PROFILE_ACCOUNTS_PER_WORKSPACE }, (_, i) => ({
    email: `customer${i + 1}@demo.test`,
    password: `Customer-${i + 1}`,
    emailConfirmed: i + 1 !== PROFILE_ACCOUNTS_PER_WORKSPACE,
  }));

export interface ProfileAccount {
  clientId: number;
  workspaceGuid: string;
  email: string | null;
  /** Null for accounts of a third-party identity provider. */
  password: string | null;
  customId: string | null;
  uuid: string;
  /** The identity provider the account was created with. */
  origin: IdentityProvider;
  /** For third-party accounts: the provider token that identifies them (the simulator cannot ask the provider). */
  externalId: string | null;
  emailConfirmed: boolean;
  agreements: Record<string, boolean>;
  attributes: Record<string, unknown>;
  tags: string[];
}

/**
 * Client ids: workspace id × 1,000,000 + n. Seeded accounts take n = 1…5, accounts created by third-party
 * logins n = 1,000…99,999, anonymous profiles n ≥ 500,000. The profile records use the rest (see profiles.ts):
 * seeded profiles n = 100,000…199,999, profiles created through the API n = 200,000…499,999.
 */
export const CREATED_ACCOUNT_OFFSET = 1_000;
export const ANONYMOUS_PROFILE_OFFSET = 500_000;

export function clientIdFor(workspace: SeedWorkspace, n: number): number {
  return workspace.id * 1_000_000 + n;
}

export function seedProfileAccounts(workspace: SeedWorkspace): ProfileAccount[] {
  return DEMO_PROFILE_ACCOUNTS.map((demo, i) => {
    const n = i + 1;
    return {
      clientId: clientIdFor(workspace, n),
      workspaceGuid: workspace.guid,
      email: demo.email,
      password: demo.password,
      customId: `CUST-${String(n).padStart(4, '0')}`,
      uuid: randomUuid(rngFor('profile-account', workspace.index, n)),
      origin: 'SYNERISE',
      externalId: null,
      emailConfirmed: demo.emailConfirmed,
      agreements: { email: n % 2 === 1, sms: n % 3 === 0, push: true },
      attributes: {},
      tags: n === 1 ? ['vip'] : [],
    };
  });
}
