/** Shared set-up of the documents tests (not used by the app). */
import { createContext } from '../context';
import { workspaceProfiles } from '../profiles/store';
import type { ProfileRecord } from '../profiles/record';
import { createTestSimulator, workspace, type CallOptions, type Loose } from '../test-support';
import { SMALL, workspaceToken } from '../profiles/test-support';
import { workspaceDocuments } from './store';

export { SMALL };
export const BASE = '/schema-service/v2';

export async function docsTestbed(wsIndex = SMALL) {
  const t = createTestSimulator();
  const ws = workspace(wsIndex);
  const token = await t.loginInto('ada@demo.test', wsIndex);
  const ctx = createContext(t.sim.state, () => t.clock.now);
  const call = (method: string, path: string, options: CallOptions = {}) =>
    t.call(method, `${BASE}${path}`, { token, ...options });
  const directories = async () => (await call('GET', '/directories')).body as Loose[];
  const groups = async () => (await call('GET', '/groups')).body as Loose[];
  const segments = async () => (await call('GET', '/segments')).body as Loose[];
  const mainDirectory = async () => ((await directories()).find((d) => d.name === 'Main') as Loose).id as string;
  /** A valid create body (override fields as needed). */
  const newDocument = async (overrides: Record<string, Loose> = {}) => ({
    name: 'Welcome banner',
    priority: 80,
    content: { greeting: 'Hi {{ customer.firstName }}' },
    slug: 'welcome-banner',
    schema: 'banner',
    audience: { targetType: 'ALL' },
    directoryId: await mainDirectory(),
    ...overrides,
  });
  const create = async (overrides: Record<string, Loose> = {}) => {
    const answer = await call('POST', '/documents', { body: await newDocument(overrides) });
    if (answer.status !== 200) throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as Loose;
  };
  const profiles = (): ProfileRecord[] => workspaceProfiles(ctx, ws).records;
  const documents = () => workspaceDocuments(ctx, ws);
  return {
    t,
    ws,
    ctx,
    token,
    call,
    directories,
    groups,
    segments,
    mainDirectory,
    newDocument,
    create,
    profiles,
    documents,
  };
}

export { workspaceToken };

export { workspaceTokenWithout } from '../events/test-support';

export const fieldsOf = (body: Loose): string[] => ((body?.errors ?? []) as Loose[]).map((e) => e.field);
