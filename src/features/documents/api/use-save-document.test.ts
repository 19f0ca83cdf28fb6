import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { isApiError } from '../../../lib/api-error';
import { createTestSimulator, workspace } from '../../../simulator/testing';
import { signInForTest } from '../../../test/session';
import { editorValuesOf } from '../model/editor-values';
import { type EditorValues } from '../model/editor-form';
import { getDocument } from './get-document';
import { documentKeys } from './keys';
import { saveDocumentMutation, type SaveDocumentResult } from './use-save-document';

// The save against the simulator's own handlers (msw/node), as Ada in Northwind, with no React: the mutation
// options run through TanStack Query's own MutationObserver, so the cache updates are the real ones.
const { sim, clock, call, loginInto } = createTestSimulator(Date.now());
const server = setupServer(...sim.handlers);
const northwind = workspace(0);
const ws = northwind.guid;
const sent: string[] = [];
let token = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/schema-service\/v2/, '')}`);
  });
  token = await loginInto('ada@demo.test', 0);
});
afterAll(() => server.close());
beforeEach(() => {
  sent.length = 0;
  server.resetHandlers();
  signInForTest({
    token,
    authorities: ['ASSETS_DOCS_READ', 'ASSETS_DOCS_EDIT'],
    workspace: { guid: ws, id: northwind.id, name: northwind.name },
  });
});

async function opened(name: string): Promise<{ id: string; saved: EditorValues }> {
  const answer = await call('POST', '/schema-service/v2/documents/init', { token, body: { name } });
  expect(answer.status).toBe(200);
  const id = answer.body.docId as string;
  const saved = editorValuesOf(await getDocument(id));
  sent.length = 0;
  return { id, saved };
}

function save(
  client: QueryClient,
  id: string,
  saved: EditorValues,
  current: EditorValues,
): Promise<SaveDocumentResult> {
  return new MutationObserver(client, saveDocumentMutation(ws, id)).mutate({ saved, current });
}

/** Cached queries the save must refresh: a listing, the slug check, a profile's documents. */
function seedDependents(client: QueryClient, slug: string) {
  const keys = [
    documentKeys.list(ws, { page: 1 } as never),
    documentKeys.slugUse(ws, slug),
    documentKeys.forProfile(ws, 7),
  ];
  for (const key of keys) client.setQueryData(key, { cached: true });
  return () => keys.map((key) => client.getQueryState(key)?.isInvalidated);
}

describe('saving a document', () => {
  it('sends nothing when nothing changed', async () => {
    const { id, saved } = await opened('Unchanged');
    expect(await save(new QueryClient(), id, saved, { ...saved, content: saved.content.replace(/\s/g, '') })).toEqual({
      state: 'nothing',
    });
    expect(sent).toEqual([]);
  });

  it('names the slug and the type when the content part needs them, and sends nothing', async () => {
    const { id, saved } = await opened('Needs slug and type');
    const result = await save(new QueryClient(), id, saved, { ...saved, content: '{"a": 1}' });
    expect(result).toEqual({
      state: 'incomplete',
      missing: [
        { field: 'slug', message: 'A slug is needed to save content and configuration.' },
        { field: 'schema', message: 'Choose a type: it is needed to save content and configuration.' },
      ],
    });
    expect(sent).toEqual([]);
  });

  it('runs the changed parts in order, puts the answer in the cache and refreshes what depends on documents', async () => {
    const { id, saved } = await opened('Parts');
    const client = new QueryClient();
    const invalidated = seedDependents(client, '');
    const result = await save(client, id, saved, { ...saved, name: '  Parts renamed ', priority: 55 });

    expect(sent).toEqual([`GET /documents/${id}`, `PUT /documents/${id}/name`, `PUT /documents/${id}/priority`]);
    expect(result).toMatchObject({
      state: 'done',
      ran: ['name', 'priority'],
      failed: [],
      fieldErrors: [],
      failure: null,
    });
    const stored = await getDocument(id);
    expect(stored).toMatchObject({ name: 'Parts renamed', priority: 55 });
    expect(client.getQueryData(documentKeys.detail(ws, id))).toEqual(stored);
    expect(invalidated()).toEqual([true, true, true]);
    // The new starting point: the server's version, with the name as typed (its trimming is not a change).
    if (result.state !== 'done') throw new Error('not saved');
    expect(result.saved).toMatchObject({ name: '  Parts renamed ', priority: 55, baseUpdatedAt: stored.updatedAt });
    expect(JSON.parse(result.saved!.baseValues)).toMatchObject({ name: '  Parts renamed ', priority: 55 });
  });

  it('a refused part does not hold back the others; its 400 lands on the field the service names', async () => {
    const owner = await opened('Owner of the slug');
    const slug = `taken-${Date.now()}`;
    expect(
      (
        await call('PUT', `/schema-service/v2/documents/${owner.id}/content`, {
          token,
          body: { priority: 1, content: {}, slug, schema: 'banner' },
        })
      ).status,
    ).toBe(200);
    const { id, saved } = await opened('Wants the slug');
    const client = new QueryClient();
    const invalidated = seedDependents(client, slug);
    const result = await save(client, id, saved, {
      ...saved,
      name: 'Renamed anyway',
      slug,
      schema: 'banner',
      audience: { targetType: 'ALL', segments: [], query: '' },
    });

    expect(sent).toEqual([
      `GET /documents/${id}`,
      `PUT /documents/${id}/name`,
      `PUT /documents/${id}/content`,
      `PUT /documents/${id}/audience`,
    ]);
    expect(result).toMatchObject({
      state: 'done',
      ran: ['name', 'audience'],
      failed: [{ part: 'content', message: expect.stringMatching(/Slug is already used by Owner of the slug/) }],
      fieldErrors: [{ field: 'slug', message: expect.stringMatching(/Slug is already used by Owner of the slug/) }],
      failure: null,
    });
    if (result.state !== 'done') throw new Error('not saved');
    // The refused slug is not part of the new starting point: it is still to be saved.
    expect(result.saved).toMatchObject({ name: 'Renamed anyway', slug: '', audience: { targetType: 'ALL' } });
    expect(invalidated()).toEqual([true, true, true]);
  });

  it('a refusal that is not about the values (a 500) is the failure to show with a retry', async () => {
    const { id, saved } = await opened('Server trouble');
    server.use(
      mock.put(
        '*/documents/:id/priority',
        () => HttpResponse.json({ status: 500, error: 'Internal Server Error', message: 'Boom.' }, { status: 500 }),
        { once: true },
      ),
    );
    const client = new QueryClient();
    const invalidated = seedDependents(client, '');
    const result = await save(client, id, saved, { ...saved, priority: 9 });

    expect(result).toMatchObject({ state: 'done', ran: [], failed: [{ part: 'priority' }], saved: null });
    if (result.state !== 'done') throw new Error('not saved');
    expect(isApiError(result.failure) && result.failure.status).toBe(500);
    // Nothing ran: nothing to refresh.
    expect(invalidated()).toEqual([false, false, false]);
  });

  it('sends nothing when the document changed elsewhere since the edit started, and caches the server version', async () => {
    const { id, saved } = await opened('Changed elsewhere');
    clock.advance(60_000);
    expect((await call('PUT', `/schema-service/v2/documents/${id}/priority`, { token, body: 70 })).status).toBe(200);
    sent.length = 0;
    const client = new QueryClient();
    const result = await save(client, id, saved, { ...saved, name: 'Mine' });

    expect(sent).toEqual([`GET /documents/${id}`]);
    expect(result).toMatchObject({ state: 'changed-elsewhere', latest: { priority: 70 } });
    expect(client.getQueryData(documentKeys.detail(ws, id))).toMatchObject({ priority: 70 });
  });

  it('rejects when the server version cannot be fetched, and sends nothing else', async () => {
    const { id, saved } = await opened('Gone');
    expect((await call('DELETE', `/schema-service/v2/documents/${id}`, { token })).status).toBe(204);
    sent.length = 0;
    await expect(save(new QueryClient(), id, saved, { ...saved, name: 'Too late' })).rejects.toSatisfy(isApiError);
    expect(sent).toEqual([`GET /documents/${id}`]);
  });
});
