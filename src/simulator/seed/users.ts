import { WORKSPACE_INDEX } from './workspaces';

/** Every user authority the simulator grants. The dashboard checks exactly these names. */
export const USER_AUTHORITIES = [
  'ROLE_CLIENT_SHOW',
  'ROLE_CLIENT_EDIT',
  'ROLE_CLIENT_CREATE',
  'ROLE_CLIENT_DELETE',
  'ROLE_CLIENT_PII_SHOW',
  'ASSETS_DOCS_READ',
  'ASSETS_DOCS_CREATE',
  'ASSETS_DOCS_EDIT',
  'ASSETS_DOCS_DELETE',
  'CLIENT_ACTIVITIES_READ',
  'ITEMS_SEARCH_READ',
] as const;
export type UserAuthority = (typeof USER_AUTHORITIES)[number];

/** The read-only subset: every `*_SHOW` / `*_READ` authority. */
export const READ_ONLY_AUTHORITIES: UserAuthority[] = USER_AUTHORITIES.filter(
  (a) => a.endsWith('_SHOW') || a.endsWith('_READ'),
);

export type MfaMethod = 'TOTP_AUTHENTICATOR' | 'EMAIL';
export const MFA_METHODS: readonly MfaMethod[] = ['TOTP_AUTHENTICATOR', 'EMAIL'];

/** TOTP secrets (base32; SHA-1, 6 digits, 30 s) of the demo users with an authenticator app. */
export const TOM_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const MIA_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF';

export interface WorkspaceGrant {
  /** Index of the workspace (see workspaces.ts). */
  workspace: number;
  favorite: boolean;
  authorities: UserAuthority[];
}

export interface SeedUser {
  id: number;
  username: string;
  password: string;
  name: string;
  /** Empty when the user has no multi-factor authentication. */
  mfaMethods: MfaMethod[];
  totpSecret?: string;
  roles: 'ADMIN' | 'READ_ONLY';
  /** In listing order. */
  workspaces: WorkspaceGrant[];
}

const ALL: UserAuthority[] = [...USER_AUTHORITIES];
const READ_WITHOUT_PII: UserAuthority[] = READ_ONLY_AUTHORITIES.filter((a) => a !== 'ROLE_CLIENT_PII_SHOW');
/** tom's grants in Contoso Pharma: may view and edit, not create, delete or see PII. */
const EDITOR_WITHOUT_PII: UserAuthority[] = [
  'ROLE_CLIENT_SHOW',
  'ROLE_CLIENT_EDIT',
  'ASSETS_DOCS_READ',
  'ASSETS_DOCS_EDIT',
  'CLIENT_ACTIVITIES_READ',
  'ITEMS_SEARCH_READ',
];

function grants(
  indexes: readonly number[],
  favorites: readonly number[] = [],
  authorities: (index: number) => UserAuthority[] = () => ALL,
): WorkspaceGrant[] {
  return indexes.map((workspace) => ({
    workspace,
    favorite: favorites.includes(workspace),
    authorities: [...authorities(workspace)],
  }));
}

const range = (from: number, toExclusive: number): number[] =>
  Array.from({ length: toExclusive - from }, (_, i) => from + i);

/**
 * The demo users. Passwords are public on purpose (README, control API): this is a simulator.
 * Workspace 0 ("Northwind Retail") is in everyone's list.
 */
export const SEED_USERS: readonly SeedUser[] = [
  {
    id: 101,
    username: 'ada@demo.test',
    password: 'Ada-Demo-2026',
    name: 'Ada Lovelace',
    mfaMethods: [],
    roles: 'ADMIN',
    workspaces: grants(range(0, 34), [0, 3, 7]),
  },
  {
    id: 102,
    username: 'tom@demo.test',
    password: 'Tom-Demo-2026',
    name: 'Tom Kowalski',
    mfaMethods: ['TOTP_AUTHENTICATOR'],
    totpSecret: TOM_TOTP_SECRET,
    roles: 'ADMIN',
    workspaces: grants([0, 1, 34, 35, WORKSPACE_INDEX.mfaRestricted], [34], (i) =>
      i === 1 ? EDITOR_WITHOUT_PII : ALL,
    ),
  },
  {
    id: 103,
    username: 'emma@demo.test',
    password: 'Emma-Demo-2026',
    name: 'Emma Nowak',
    mfaMethods: ['EMAIL'],
    roles: 'ADMIN',
    workspaces: grants([0, 1, 2, 39], [2]),
  },
  {
    id: 104,
    username: 'mia@demo.test',
    password: 'Mia-Demo-2026',
    name: 'Mia Wiśniewska',
    mfaMethods: ['TOTP_AUTHENTICATOR', 'EMAIL'],
    totpSecret: MIA_TOTP_SECRET,
    roles: 'ADMIN',
    workspaces: grants([0, 4, 35]),
  },
  {
    id: 105,
    username: 'rita@demo.test',
    password: 'Rita-Demo-2026',
    name: 'Rita Zielińska',
    mfaMethods: [],
    roles: 'READ_ONLY',
    // Read-only everywhere; PII only in Northwind Retail, so the dashboard can show both PII states.
    workspaces: grants([0, 1, 2], [], (i) => (i === 0 ? READ_ONLY_AUTHORITIES : READ_WITHOUT_PII)),
  },
  {
    id: 106,
    username: 'max@demo.test',
    password: 'Max-Demo-2026',
    name: 'Max Lewandowski',
    mfaMethods: [],
    roles: 'ADMIN',
    workspaces: grants([0, WORKSPACE_INDEX.mfaRestricted, WORKSPACE_INDEX.ipRestricted]),
  },
];

export type ControlMfa = 'NONE' | MfaMethod;

export function userByUsername(username: string): SeedUser | undefined {
  const wanted = username.trim().toLowerCase();
  return SEED_USERS.find((u) => u.username === wanted);
}

export function userById(id: number): SeedUser | undefined {
  return SEED_USERS.find((u) => u.id === id);
}

/** The mfa value the control API reports: the first method (mia: TOTP_AUTHENTICATOR). */
export function controlMfaOf(user: SeedUser): ControlMfa {
  return user.mfaMethods[0] ?? 'NONE';
}
