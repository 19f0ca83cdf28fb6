// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { signInForTest } from '../../../test/session';
import { queryClient } from '../../../lib/query-client';
import { createTestSimulator, workspace, type Loose } from '../../../simulator/testing';
import { renderRoutes } from '../../../test/render';
import { documentQuery } from '../api/get-document';
import { DocumentEditorPage } from './document-editor-page';

// The preview beside the editor against the simulator's own handlers, as Ada (every authority) in Northwind.
const { sim, call, loginInto } = createTestSimulator(Date.now());
const server = setupServer(...sim.handlers);
const northwind = workspace(0);
const docs = '/schema-service/v2';
let token = '';
let someone: { clientId: number; firstName: string; lastName: string } = { clientId: 0, firstName: '', lastName: '' };

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // CodeMirror measures text; jsdom has no layout.
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  token = await loginInto('ada@demo.test', 0);
  // An identified profile with a first name (the listing's own order).
  const listed = await call('GET', '/v4/clients?pageSize=50', { token });
  someone = (listed.body as Loose[]).find((p) => p.firstName && p.lastName && !p.anonymous);
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  queryClient.clear();
  signInForTest({
    token,
    authorities: ['ASSETS_DOCS_READ', 'ASSETS_DOCS_EDIT', 'ROLE_CLIENT_SHOW', 'ROLE_CLIENT_PII_SHOW'],
    workspace: { guid: northwind.guid, id: northwind.id, name: northwind.name },
  });
});

let made = 0;
/** A saved document made through the service (a banner with an insert, audience ALL unless told). */
async function savedDocument(fields: Record<string, unknown>): Promise<string> {
  made += 1;
  const directories = await call('GET', `${docs}/directories`, { token });
  const answer = await call('POST', `${docs}/documents`, {
    token,
    body: {
      name: `Preview test ${made}`,
      priority: 0,
      schema: 'banner',
      content: { title: 'Hi {{ customer.firstName }}', subtitle: 'Fresh picks', cta: { label: 'Shop now' } },
      audience: { targetType: 'ALL' },
      directoryId: (directories.body as Loose[])[0].id,
      ...fields,
    },
  });
  expect(answer.status).toBe(200);
  return answer.body.id as string;
}

async function openEditor(id: string) {
  renderRoutes(
    [
      {
        path: '/documents/:id',
        loader: async ({ params }) => queryClient.ensureQueryData(documentQuery(northwind.guid, params.id!)),
        element: (
          <QueryClientProvider client={queryClient}>
            <DocumentEditorPage />
          </QueryClientProvider>
        ),
      },
    ],
    `/documents/${id}`,
  );
  await screen.findByRole('form', { name: 'Edit document' }, { timeout: 20_000 });
  await waitFor(() => expect(screen.queryByText('Loading the settings…')).toBeNull());
}

/** Previews as a profile found by its client id; answers the verdict (null when there is none). */
async function previewAs(clientId: number) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Preview as profile' }), String(clientId));
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await screen.findByRole('group', { name: 'Preview of saved content' }, { timeout: 10_000 });
  return screen.queryByText(/sees|won't see|is not in the audience|saved yet/, { selector: '[role="status"]' });
}

describe('document preview: the verdict first', { timeout: 60_000 }, () => {
  it('an audience chosen but not saved: says to save, never "no audience set"', async () => {
    const user = userEvent.setup();
    const init = await call('POST', `${docs}/documents/init`, { token, body: { name: 'Unsaved audience' } });
    await openEditor(init.body.docId as string);
    // A new document's settings start folded (decision 0148).
    await user.click(screen.getByRole('button', { name: 'Edit settings' }));
    await user.click(await screen.findByRole('radio', { name: 'Everyone (ALL)' }, { timeout: 10_000 }));

    const verdict = await previewAs(someone.clientId);
    expect(screen.queryByText(/no audience set/i)).toBeNull();
    expect(screen.queryByText(/not in the audience/i)).toBeNull();
    expect(verdict).toHaveTextContent('No audience saved yet: save to check who sees it.');
    // Nothing is saved: the empty preview is not blamed on an insert.
    expect(screen.queryByText(/an insert had no value/i)).toBeNull();
    expect(screen.getByText('Empty: the saved document has no content yet.')).toBeVisible();
  });

  it('an outranked customer: "won\'t see this", the document that wins and its priority, a few of the others', async () => {
    // No type: only the documents of its placement (the slug's first word, `home`) compete.
    const id = await savedDocument({ slug: 'home-preview-outranked', schema: null, priority: 0 });
    const expected = (await call('POST', `${docs}/documents/${id}/preview`, {
      token,
      body: { client: { id: someone.clientId } },
    })) as { body: { outrankedBy: { name: string; priority: number }[] } };
    const [top] = expected.body.outrankedBy;
    expect(expected.body.outrankedBy.length).toBeGreaterThan(3);
    await openEditor(id);

    const verdict = await previewAs(someone.clientId);
    expect(verdict).toHaveTextContent(
      `${someone.firstName} ${someone.lastName} won't see this: ${top!.name} (priority ${top!.priority}) wins the same placement.`,
    );
    // Evidence after the verdict: three documents by name, then how many more.
    expect(screen.getByText(/Higher priority here:/)).toHaveTextContent(
      new RegExp(`and ${expected.body.outrankedBy.length - 3} more\\.$`),
    );
  });

  it('a customer who sees it: the banner as the customer sees it, the JSON one click away', async () => {
    const user = userEvent.setup();
    const id = await savedDocument({ slug: 'zz-preview-sees', schema: 'banner', priority: 100 });
    await openEditor(id);

    const verdict = await previewAs(someone.clientId);
    expect(verdict).toHaveTextContent(`${someone.firstName} ${someone.lastName} sees this document.`);
    const saved = screen.getByRole('group', { name: 'Preview of saved content' });
    expect(within(saved).getByText(`Hi ${someone.firstName}`)).toBeVisible();
    expect(within(saved).getByText('Shop now')).toBeVisible();
    expect(within(saved).queryByRole('group', { name: /as JSON/ })).toBeNull();
    await user.click(within(saved).getByRole('button', { name: 'Show JSON' }));
    expect(within(saved).getByRole('group', { name: 'Preview of saved content, as JSON' })).toHaveTextContent(
      `"title": "Hi ${someone.firstName}"`,
    );
  });

  it('an insert with no value: says which one', async () => {
    const id = await savedDocument({
      slug: 'zz-preview-empty',
      priority: 100,
      content: { title: 'Your {{ customer.noSuchAttribute }} reward' },
    });
    await openEditor(id);
    expect(await previewAs(someone.clientId)).toHaveTextContent(
      `${someone.firstName} ${someone.lastName} sees an empty rendering: customer.noSuchAttribute is missing.`,
    );
  });

  it('picks someone from the saved audience without typing an identifier', async () => {
    const user = userEvent.setup();
    const id = await savedDocument({ slug: 'zz-preview-pick', priority: 100 });
    await openEditor(id);
    await user.click(screen.getByRole('button', { name: 'Pick someone from this audience' }));
    const list = await screen.findByRole('list', { name: 'Profiles in the saved audience' }, { timeout: 10_000 });
    const options = within(list).getAllByRole('button');
    expect(options).toHaveLength(5);
    const first = options[0]!;
    const clientId = /client id (\d+)/.exec(first.textContent ?? '')![1];
    await user.click(first);
    expect(await screen.findByText(/sees this document/, { selector: '[role="status"]' })).toBeVisible();
    expect(screen.getByText(`(client id ${clientId})`, { exact: false })).toBeVisible();
  });

  it('without the personal-data permission, the names offered are masked and said to be', async () => {
    const user = userEvent.setup();
    // Tom may read and edit documents in Contoso Pharma, without ROLE_CLIENT_PII_SHOW.
    const contoso = workspace(1);
    const ada = await loginInto('ada@demo.test', 1);
    const directories = await call('GET', `${docs}/directories`, { token: ada });
    const made = await call('POST', `${docs}/documents`, {
      token: ada,
      body: {
        name: 'Masked names',
        priority: 100,
        slug: 'zz-preview-masked',
        schema: 'push-message',
        content: { title: 'Hi {{ customer.firstName }}', body: 'Your picks are waiting' },
        audience: { targetType: 'ALL' },
        directoryId: (directories.body as Loose[])[0].id,
      },
    });
    signInForTest({
      token: await loginInto('tom@demo.test', 1),
      authorities: ['ASSETS_DOCS_READ', 'ASSETS_DOCS_EDIT', 'ROLE_CLIENT_SHOW'],
      workspace: { guid: contoso.guid, id: contoso.id, name: contoso.name },
    });
    renderRoutes(
      [
        {
          path: '/documents/:id',
          loader: async ({ params }) => queryClient.ensureQueryData(documentQuery(contoso.guid, params.id!)),
          element: (
            <QueryClientProvider client={queryClient}>
              <DocumentEditorPage />
            </QueryClientProvider>
          ),
        },
      ],
      `/documents/${made.body.id as string}`,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Pick someone from this audience' }, { timeout: 20_000 }),
    );
    const list = await screen.findByRole('list', { name: 'Profiles in the saved audience' }, { timeout: 10_000 });
    const named = within(list)
      .getAllByRole('button')
      .filter((option) => option.textContent?.includes('•••'));
    expect(named.length).toBeGreaterThan(0);
    for (const option of named) expect(option).toHaveTextContent('(masked)');
    await user.click(named[0]!);
    expect(await screen.findByText(/sees this document/, { selector: '[role="status"]' })).toHaveTextContent(
      'This profile sees this document.',
    );
    // The push message as the phone shows it, filled from the masked record.
    const saved = screen.getByRole('group', { name: 'Preview of saved content' });
    expect(within(saved).getByText('Push notification')).toBeVisible();
    expect(within(saved).getByText(/^Hi .•••$/)).toBeVisible();
  });
});
