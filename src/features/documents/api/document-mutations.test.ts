// @vitest-environment jsdom
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { draftKey, readDraft, writeDraft } from '../../../lib/form-draft-store';
import { createTestSimulator, workspace } from '../../../simulator/testing';
import { signInForTest } from '../../../test/session';
import { documentKeys } from './keys';
import { deleteDocumentMutation } from './use-delete-document';
import { initializeDocumentMutation } from './use-initialize-document';

// Creating and deleting against the simulator (msw/node) with no React: each mutation owns its cache updates.
// jsdom only for sessionStorage, where the editor's drafts live.
const { sim, loginInto } = createTestSimulator(Date.now());
const server = setupServer(...sim.handlers);
const northwind = workspace(0);
const ws = northwind.guid;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const token = await loginInto('ada@demo.test', 0);
  signInForTest({
    token,
    authorities: ['ASSETS_DOCS_READ', 'ASSETS_DOCS_CREATE', 'ASSETS_DOCS_DELETE'],
    workspace: { guid: ws, id: northwind.id, name: northwind.name },
  });
});
afterAll(() => server.close());

const listKey = documentKeys.list(ws, { page: 1 } as never);

it('creating a document refreshes the listings and the directories (their counts)', async () => {
  const client = new QueryClient();
  client.setQueryData(listKey, { cached: true });
  client.setQueryData(documentKeys.directories(ws), []);
  client.setQueryData(documentKeys.segments(ws), []);
  const created = await new MutationObserver(client, initializeDocumentMutation(ws)).mutate({
    name: 'Created in a test',
  });
  expect(created).toMatchObject({ name: 'Created in a test', status: 'DRAFT' });
  expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  expect(client.getQueryState(documentKeys.directories(ws))?.isInvalidated).toBe(true);
  expect(client.getQueryState(documentKeys.segments(ws))?.isInvalidated).toBe(false);
});

it('deleting a document drops its draft and its cached detail, and refreshes the listings', async () => {
  const client = new QueryClient();
  const { docId } = await new MutationObserver(client, initializeDocumentMutation(ws)).mutate({
    name: 'Deleted in a test',
  });
  const draft = draftKey(ws, 'document', docId);
  writeDraft(draft, { name: 'unsaved' });
  expect(readDraft(draft)).toEqual({ name: 'unsaved' });
  client.setQueryData(documentKeys.detail(ws, docId), { id: docId });
  client.setQueryData(listKey, { cached: true });
  await new MutationObserver(client, deleteDocumentMutation(ws, docId)).mutate();
  expect(readDraft(draft)).toBeNull();
  expect(client.getQueryData(documentKeys.detail(ws, docId))).toBeUndefined();
  expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
});
