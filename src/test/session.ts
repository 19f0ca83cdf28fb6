import { session } from '../lib/api';

export interface TestSignIn {
  /** What the signed-in person may do. */
  authorities: string[];
  /** A real token from the simulator when the test talks to it; any string when requests are stubbed. */
  token?: string;
  username?: string;
  name?: string;
  roles?: string;
  workspace?: { guid: string; id: number; name: string };
}

/** Puts a person signed in to a workspace into the app's session, as the sign-in flow would leave it. */
export function signInForTest({
  authorities,
  token = 'user-jwt',
  username = 'ada@demo.test',
  name = 'Ada',
  roles = 'ADMIN',
  workspace = { guid: 'ws-test', id: 1, name: 'Northwind Retail' },
}: TestSignIn): void {
  session.set({
    regionId: 'azure-eu',
    token,
    stage: 'workspace',
    username,
    mfaMethods: [],
    consumer: { id: 1, name, businessProfileId: workspace.id, authorities, roles },
    workspace,
  });
}
