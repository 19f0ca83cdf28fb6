import {
  READ_ONLY_AUTHORITIES,
  SEED_USERS,
  USER_AUTHORITIES,
  WORKSPACE_COUNT,
  WORKSPACE_INDEX,
  WORKSPACE_KEY_PERMISSIONS,
  allWorkspaces,
  rngFor,
  rngForIndex,
  userByUsername,
  workspaceAt,
  workspaceByApiKey,
  workspaceByGuid,
  workspaceById,
  workspaceByTrackerKey,
  type WorkspaceKeyPermission,
} from './index';
import { mulberry32 } from '../../lib/seeded-random';

describe('Seed data', () => {
  it('is deterministic: the PRNG gives the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });

  it('derives the same streams with rngForIndex as with rngFor', () => {
    const streamOf = rngForIndex('profile', 3);
    for (const index of [0, 7, 41_327]) {
      const a = streamOf(index);
      const b = rngFor('profile', 3, index);
      expect(Array.from({ length: 4 }, a)).toEqual(Array.from({ length: 4 }, b));
    }
  });

  it('derives each workspace from its index alone, identically every time', () => {
    const direct = workspaceAt(27);
    expect(direct).toEqual(allWorkspaces()[27]);
    expect(JSON.stringify(workspaceAt(27))).toBe(JSON.stringify(direct));
    expect(workspaceAt(WORKSPACE_COUNT)).toBeUndefined();
  });

  it('gives every workspace unique ids, guids and keys that look right', () => {
    const all = allWorkspaces();
    for (const key of ['id', 'guid', 'apiKey', 'trackerKey', 'subdomain', 'hash'] as const) {
      expect(new Set(all.map((ws) => ws[key])).size, key).toBe(all.length);
    }
    for (const ws of all) {
      expect(ws.logo === '' || ws.logo === `/__simulator/logos/${ws.subdomain}.svg`).toBe(true);
      expect(ws.updated).toBeGreaterThan(ws.created);
      expect(ws.emailAttributeName).toBe('email');
      expect(workspaceByGuid(ws.guid)).toBe(ws);
      expect(workspaceByApiKey(ws.apiKey)).toBe(ws);
      expect(workspaceByTrackerKey(ws.trackerKey)).toBe(ws);
      expect(workspaceById(ws.id)).toBe(ws);
    }
    expect(all.some((ws) => ws.logo !== '')).toBe(true);
  });

  it('gives one workspace key no SAUTH_SERVER_LOGIN_CLIENT_CREATE, another no REALM_CLIENT, all others every permission', () => {
    const lacking = (permission: WorkspaceKeyPermission) =>
      allWorkspaces()
        .filter((ws) => !ws.apiKeyPermissions.includes(permission))
        .map((ws) => ws.index);
    expect(lacking('SAUTH_SERVER_LOGIN_CLIENT_CREATE')).toEqual([WORKSPACE_INDEX.withoutServerLoginPermission]);
    expect(lacking('REALM_CLIENT')).toEqual([WORKSPACE_INDEX.withoutRealmClientPermission]);
    const complete = allWorkspaces().filter((ws) => ws.apiKeyPermissions.length === WORKSPACE_KEY_PERMISSIONS.length);
    expect(complete).toHaveLength(WORKSPACE_COUNT - 2);
    expect(WORKSPACE_KEY_PERMISSIONS).toEqual(expect.arrayContaining(['REALM_CLIENT', 'REALM_EVENT']));
  });

  it('gives the demo users the workspace counts of the README', () => {
    const count = (u: string) => userByUsername(u)?.workspaces.length;
    expect(count('ada@demo.test')).toBe(34);
    expect(count('tom@demo.test')).toBe(5);
    expect(count('emma@demo.test')).toBe(4);
    expect(count('rita@demo.test')).toBe(3);
    expect(count('max@demo.test')).toBe(3);
  });

  it('puts Northwind Retail in every demo user list, first', () => {
    for (const user of SEED_USERS) expect(user.workspaces[0]?.workspace, user.username).toBe(WORKSPACE_INDEX.northwind);
    expect(workspaceAt(WORKSPACE_INDEX.northwind)?.name).toBe('Northwind Retail');
  });

  it('gives ada every authority everywhere and three favourites', () => {
    const ada = userByUsername('ada@demo.test');
    expect(ada?.workspaces.every((g) => g.authorities.length === USER_AUTHORITIES.length)).toBe(true);
    expect(ada?.workspaces.filter((g) => g.favorite)).toHaveLength(3);
  });

  it('gives rita only *_SHOW / *_READ authorities', () => {
    const rita = userByUsername('rita@demo.test');
    for (const grant of rita?.workspaces ?? []) {
      for (const authority of grant.authorities) expect(READ_ONLY_AUTHORITIES).toContain(authority);
    }
    expect(rita?.roles).toBe('READ_ONLY');
  });

  it('gives tom one MFA-restricted workspace and max one MFA- and one IP-restricted workspace', () => {
    const restrictions = (u: string) => userByUsername(u)?.workspaces.map((g) => workspaceAt(g.workspace)) ?? [];
    expect(restrictions('tom@demo.test').filter((ws) => ws?.mfaRestriction === 'ENABLED')).toHaveLength(1);
    expect(restrictions('max@demo.test').filter((ws) => ws?.mfaRestriction === 'ENABLED')).toHaveLength(1);
    expect(restrictions('max@demo.test').filter((ws) => ws?.ipRestriction === 'ENABLED')).toHaveLength(1);
  });
});
