// @vitest-environment jsdom
import { EditorView } from '@codemirror/view';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { signInForTest } from '../../../test/session';
import { queryClient } from '../../../lib/query-client';
import { createTestSimulator, workspace } from '../../../simulator/testing';
import { renderRoutes, renderWithMantine } from '../../../test/render';
import { documentQuery } from '../api/get-document';
import { documentKeys } from '../api/keys';
import { DocumentEditorPage } from './document-editor-page';
import { DocumentEditorStandIn } from './document-editor-stand-in';

// The editor against the simulator's own handlers (msw/node), as Ada (every ASSETS_DOCS authority) in Northwind.
// The simulator's clock stands still unless moved: moved before each change made "elsewhere".
const { sim, clock, call, loginInto } = createTestSimulator(Date.now());
const server = setupServer(...sim.handlers);
const northwind = workspace(0);
const sent: string[] = [];
let token = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET')
      sent.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/schema-service\/v2/, '')}`);
  });
  // CodeMirror measures text; jsdom has no layout.
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  // jsdom has no font loading API; Mantine's autosizing textarea (the audience's query) listens to it.
  if (!document.fonts)
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener() {}, removeEventListener() {} },
      configurable: true,
    });
  token = await loginInto('ada@demo.test', 0);
});
afterAll(() => server.close());
beforeEach(() => {
  sent.length = 0;
  sessionStorage.clear();
  queryClient.clear();
  signInForTest({
    token,
    authorities: ['ASSETS_DOCS_READ', 'ASSETS_DOCS_CREATE', 'ASSETS_DOCS_EDIT', 'ASSETS_DOCS_DELETE'],
    workspace: { guid: northwind.guid, id: northwind.id, name: northwind.name },
  });
});

async function newDocument(name: string): Promise<string> {
  const answer = await call('POST', '/schema-service/v2/documents/init', { token, body: { name } });
  expect(answer.status).toBe(200);
  return answer.body.docId as string;
}

/** Opens the editor of document `id`; `settings`: unfolds its settings too (folded at the start, decision 0148). */
async function openEditor(id: string, { settings = false } = {}) {
  const rendered = renderRoutes(
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
      { path: '/documents', element: <h1>Document list</h1> },
    ],
    `/documents/${id}`,
  );
  // The first opening seeds the workspace's documents: slow on a busy machine.
  await screen.findByRole('form', { name: 'Edit document' }, { timeout: 20_000 });
  if (settings) {
    const toggle = screen.getByRole('button', { name: /^(Edit|Show|Hide) settings$/ });
    if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
    // The settings' fields arrive after the form.
    await screen.findByRole('textbox', { name: 'Name' }, { timeout: 10_000 });
  }
  sent.length = 0;
  return rendered;
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** Replaces the content: in the plain text area until CodeMirror has arrived, in CodeMirror's view after. */
async function setContent(text: string) {
  const box = field('Content (JSON)');
  if (box instanceof HTMLTextAreaElement) {
    await userEvent.clear(box);
    if (text) await userEvent.click(box).then(() => userEvent.paste(text));
    return;
  }
  const view = EditorView.findFromDOM(box)!;
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

/** The content's text as the field shows it. */
function contentValue(): string {
  const box = field('Content (JSON)');
  return box instanceof HTMLTextAreaElement ? box.value : EditorView.findFromDOM(box)!.state.doc.toString();
}

// Typing through user-event into Mantine inputs is slow in jsdom.
describe('document editor', { timeout: 60_000 }, () => {
  it('refuses priority 101 and slug "Bad Slug" at the fields, keeps what was typed, sends nothing', async () => {
    const user = userEvent.setup();
    await openEditor(await newDocument('Refusals'), { settings: true });
    await user.clear(field('Priority'));
    await user.type(field('Priority'), '101');
    await user.type(field('Slug'), 'Bad Slug');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Priority is a whole number from 0 to 100.')).toBeVisible();
    expect(screen.getByText(/Use lower-case letters and digits/)).toBeVisible();
    expect(field('Priority')).toHaveValue('101');
    expect(field('Priority')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Slug')).toHaveValue('Bad Slug');
    expect(sent).toEqual([]);
  });

  it('saves only the parts that changed and says which ran', async () => {
    const user = userEvent.setup();
    const id = await newDocument('Parts');
    await openEditor(id, { settings: true });
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Parts renamed');
    await user.clear(field('Priority'));
    await user.type(field('Priority'), '55');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // What the save did is said in the save bar's status, beside the button that was pressed.
    const bar = screen.getByRole('group', { name: 'Save changes' });
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('Saved: name (rename), priority.'));
    expect(within(bar).getByRole('button', { name: 'Save' })).toBeVisible();
    expect(sent).toEqual([`PUT /documents/${id}/name`, `PUT /documents/${id}/priority`]);
    const stored = await call('GET', `/schema-service/v2/documents/${id}`, { token });
    expect(stored.body).toMatchObject({ name: 'Parts renamed', priority: 55 });

    // Audience alone: one call.
    sent.length = 0;
    await user.click(screen.getByRole('radio', { name: 'Everyone (ALL)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: audience.')).toBeVisible();
    expect(sent).toEqual([`PUT /documents/${id}/audience`]);
  });

  it("puts the service's 400 on the field it names (a slug another document uses)", async () => {
    const user = userEvent.setup();
    const first = await newDocument('Owner of the slug');
    const slug = `taken-${Date.now()}`;
    const owned = await call('PUT', `/schema-service/v2/documents/${first}/content`, {
      token,
      body: { priority: 1, content: {}, slug, schema: 'banner' },
    });
    expect(owned.status).toBe(200);
    const id = await newDocument('Wants the slug');
    await openEditor(id, { settings: true });
    await user.type(field('Slug'), slug);
    // The type is needed for the content operation.
    await user.click(await screen.findByPlaceholderText('Choose a type'));
    await user.click(await screen.findByRole('option', { name: 'banner', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(field('Slug')).toHaveAccessibleDescription(/Slug is already used by Owner of the slug/));
    expect(sent).toEqual([`PUT /documents/${id}/content`]);
    expect(
      await screen.findByText(/content and configuration: Slug is already used by Owner of the slug/, undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    expect(field('Slug')).toHaveValue(slug);
  });

  it('priority: the slider never shows a value the number field does not (150 is off its scale, not 100)', async () => {
    const user = userEvent.setup();
    await openEditor(await newDocument('Priority scale'), { settings: true });
    const slider = () => screen.queryByRole('slider', { name: 'Priority slider' });
    await user.clear(field('Priority'));
    await user.type(field('Priority'), '60');
    expect(slider()).toHaveAttribute('aria-valuenow', '60');

    await user.clear(field('Priority'));
    await user.type(field('Priority'), '150');
    expect(field('Priority')).toHaveValue('150');
    expect(await screen.findByText('Priority is a whole number from 0 to 100.')).toBeVisible();
    expect(slider()).toBeNull();

    await user.clear(field('Priority'));
    expect(slider()).toBeNull();
    await user.type(field('Priority'), '100');
    expect(slider()).toHaveAttribute('aria-valuenow', '100');
    // The keyboard on the slider moves the number too.
    screen.getByRole('slider', { name: 'Priority slider' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(field('Priority')).toHaveValue('99');
  });

  it('folds the settings of a document that has them, and unfolds them at a problem', async () => {
    const user = userEvent.setup();
    const id = await newDocument('Folded settings');
    const configured = await call('PUT', `/schema-service/v2/documents/${id}/content`, {
      token,
      body: { priority: 5, content: { a: 'b' }, slug: `folded-${Date.now()}`, schema: 'banner' },
    });
    expect(configured.status).toBe(200);
    const first = await openEditor(id);
    expect(screen.queryByRole('textbox', { name: 'Slug' })).toBeNull();
    expect(screen.getByText(/banner · priority 5 · audience: no audience yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit settings' }));
    await user.clear(await screen.findByRole('textbox', { name: 'Slug' }));
    await user.type(field('Slug'), 'Bad Slug');
    await user.click(screen.getByRole('button', { name: 'Hide settings' }));
    expect(screen.queryByRole('textbox', { name: 'Slug' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Slug')).toHaveFocus());
    expect(field('Slug')).toHaveAccessibleDescription(/Use lower-case letters and digits/);
    expect(screen.getByRole('button', { name: 'Hide settings' })).toHaveAttribute('aria-expanded', 'true');
    expect(sent).toEqual([]);

    // After a reload the draft comes back with the settings folded and their fields never drawn: Save still opens
    // them at the problem, with the focus in the field.
    first.unmount();
    await openEditor(id);
    expect(screen.getByText('Unsaved changes restored')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Slug' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Slug')).toHaveFocus());
    expect(field('Slug')).toHaveValue('Bad Slug');
    expect(field('Slug')).toHaveAccessibleDescription(/Use lower-case letters and digits/);
    expect(sent).toEqual([]);
  });

  it('suggests the slug from the name and says when it is free', async () => {
    const user = userEvent.setup();
    await openEditor(await newDocument(`Spring sale ${Date.now()}`), { settings: true });
    // The empty field's placeholder reads as an example, not as a value.
    expect(field('Slug')).toHaveValue('');
    expect(field('Slug')).toHaveAttribute('placeholder', expect.stringMatching(/^e\.g\. spring-sale-\d+$/));
    expect(field('Slug')).toHaveAccessibleDescription(/lower-case words joined by hyphens/);
    const suggest = screen.getByRole('button', { name: /^Use “spring-sale-\d+”$/ });
    await user.click(suggest);
    expect((field('Slug') as HTMLInputElement).value).toMatch(/^spring-sale-\d+$/);
    expect(await screen.findByText('Free to use', undefined, { timeout: 5000 })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Edit document' });
    expect(within(form).getByText(/Unsaved: content and configuration/)).toBeVisible();
  });

  it('keeps a draft through a reload and warns when the document changed on the server since', async () => {
    const user = userEvent.setup();
    const id = await newDocument('Draft and conflict');
    const first = await openEditor(id, { settings: true });
    await user.clear(field('Name'));
    await user.type(field('Name'), 'My new name');
    first.unmount(); // a reload, or being sent to sign-in: the draft is written at once

    // Meanwhile someone else changes the priority.
    clock.advance(60_000);
    expect((await call('PUT', `/schema-service/v2/documents/${id}/priority`, { token, body: 70 })).status).toBe(200);
    queryClient.clear();
    await openEditor(id, { settings: true });
    expect(screen.getByText('Unsaved changes restored')).toBeVisible();
    expect(field('Name')).toHaveValue('My new name');
    expect(screen.getByRole('alert', { name: /This document changed on the server/ })).toBeVisible();
    // Saving first asks to decide: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([]));

    await user.click(screen.getByRole('button', { name: 'Keep my changes on top of their version' }));
    expect(screen.queryByRole('alert', { name: /This document changed on the server/ })).toBeNull();
    expect(field('Priority')).toHaveValue('70');
    expect(field('Name')).toHaveValue('My new name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: name (rename).')).toBeVisible();
    expect(sent).toEqual([`PUT /documents/${id}/name`]);
    const stored = await call('GET', `/schema-service/v2/documents/${id}`, { token });
    expect(stored.body).toMatchObject({ name: 'My new name', priority: 70 });

    // A change elsewhere while nothing is being edited is simply shown.
    clock.advance(60_000);
    expect((await call('PUT', `/schema-service/v2/documents/${id}/priority`, { token, body: 12 })).status).toBe(200);
    await queryClient.invalidateQueries({ queryKey: documentKeys.detail(northwind.guid, id) });
    await waitFor(() => expect(field('Priority')).toHaveValue('12'));
    expect(screen.queryByRole('alert', { name: /This document changed on the server/ })).toBeNull();
  });

  it('shows what changed on the server beside what was typed, and saves a merge chosen part by part', async () => {
    const user = userEvent.setup();
    const id = await newDocument('Merge base');
    const slug = `merge-${Date.now()}`;
    const content = (value: object) => ({ priority: 5, content: value, slug, schema: 'banner' });
    const start = { title: 'Hi', cta: 'Go', footer: 'x' };
    expect(
      (await call('PUT', `/schema-service/v2/documents/${id}/content`, { token, body: content(start) })).status,
    ).toBe(200);
    await openEditor(id, { settings: true });
    await user.clear(field('Name'));
    await user.type(field('Name'), 'My name');
    await setContent(JSON.stringify({ title: 'Hello', cta: 'Go', footer: 'mine' }, null, 2));

    // Meanwhile someone else renames it, changes the priority and two of the content's keys.
    clock.advance(60_000);
    expect((await call('PUT', `/schema-service/v2/documents/${id}/name`, { token, body: 'Their name' })).status).toBe(
      200,
    );
    const theirs = { ...content({ title: 'Hi', cta: 'Buy', footer: 'theirs' }), priority: 40 };
    expect((await call('PUT', `/schema-service/v2/documents/${id}/content`, { token, body: theirs })).status).toBe(200);
    await queryClient.invalidateQueries({ queryKey: documentKeys.detail(northwind.guid, id) });

    // The verdict first: priority and $.cta are theirs alone; the name and $.footer changed on both sides.
    const alert = await screen.findByRole('alert', { name: /This document changed on the server/ });
    expect(
      within(alert).getByText(
        "The server's version changed 2 fields you did not touch and 2 fields you both changed differently.",
      ),
    ).toBeVisible();
    const compare = within(alert).getByRole('button', { name: 'Compare and choose part by part' });
    await user.click(compare);
    let dialog = await screen.findByRole('dialog', { name: 'Their version beside yours' });
    const row = (name: RegExp) => within(dialog).getByRole('radiogroup', { name });
    expect(within(row(/^Name/)).getByRole('radio', { name: /Theirs/ })).toHaveAccessibleDescription('Their name');
    expect(within(row(/^Name/)).getByRole('radio', { name: /Yours/ })).toHaveAccessibleDescription('My name');
    expect(row(/^Name/)).toHaveAccessibleName(/Conflict: you both changed it differently/);
    // Prefilled where one side changed: theirs for the priority and $.cta, mine for $.title.
    expect(within(row(/^Priority/)).getByRole('radio', { name: /Theirs/ })).toBeChecked();
    expect(within(row(/^\$\.cta/)).getByRole('radio', { name: /Theirs/ })).toBeChecked();
    expect(within(row(/^\$\.title/)).getByRole('radio', { name: /Yours/ })).toBeChecked();
    expect(within(row(/^\$\.footer/)).getByRole('radio', { name: /Yours/ })).not.toBeChecked();

    // Cancelling changes nothing typed, and gives the focus back to the button that opened it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel (back to my edits)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(compare).toHaveFocus());
    expect(field('Name')).toHaveValue('My name');
    expect(JSON.parse(contentValue())).toEqual({ title: 'Hello', cta: 'Go', footer: 'mine' });

    // A conflict needs a choice before the merge is saved.
    await user.click(compare);
    dialog = await screen.findByRole('dialog', { name: 'Their version beside yours' });
    await user.click(within(dialog).getByRole('button', { name: 'Save this merge' }));
    expect(await within(dialog).findAllByText('Choose theirs or yours for this conflict.')).toHaveLength(2);
    expect(sent).toEqual([]);
    await user.click(within(row(/^Name/)).getByRole('radio', { name: /Theirs/ }));
    await user.click(within(row(/^\$\.footer/)).getByRole('radio', { name: /Yours/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save this merge' }));

    expect(await screen.findByText('Saved: content and configuration.')).toBeVisible();
    expect(sent).toEqual([`PUT /documents/${id}/content`]);
    const stored = await call('GET', `/schema-service/v2/documents/${id}`, { token });
    expect(stored.body).toMatchObject({
      name: 'Their name',
      priority: 40,
      content: { title: 'Hello', cta: 'Buy', footer: 'mine' },
    });
    expect(screen.queryByRole('alert', { name: /This document changed on the server/ })).toBeNull();
    expect(field('Name')).toHaveValue('Their name');
  });

  it('a new document opens with the content first: its settings are one line saying what a save needs', async () => {
    const id = await newDocument('Fresh banner');
    const document = await queryClient.fetchQuery(documentQuery(northwind.guid, id));
    const standIn = renderWithMantine(
      <QueryClientProvider client={queryClient}>
        <DocumentEditorStandIn initial={document} workspaceGuid={northwind.guid} />
      </QueryClientProvider>,
    );
    // Before the form's code: the settings folded, the content's field drawn.
    expect(screen.getByRole('button', { name: 'Edit settings' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('To save the content, set a slug and a type in the settings.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Content (JSON)' })).toBeVisible();
    standIn.unmount();

    // The form: the same, and the content takes typing at once.
    const user = userEvent.setup();
    await openEditor(id);
    expect(screen.getByRole('button', { name: 'Edit settings' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Slug' })).toBeNull();
    expect(screen.getByText(/no slug · no type · priority 0 · audience: no audience yet/)).toBeVisible();
    expect(screen.getByText('To save the content, set a slug and a type in the settings.')).toBeVisible();
    await setContent('{"note": "Hi"}');

    // Saving the content without a slug or a type unfolds the settings, puts the focus in the slug and says why.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Slug')).toHaveFocus(), { timeout: 5000 });
    expect(field('Slug')).toHaveAccessibleDescription(/A slug is needed to save content and configuration/);
    expect(screen.getByText('Choose a type: it is needed to save content and configuration.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide settings' })).toHaveAttribute('aria-expanded', 'true');
    expect(sent).toEqual([]);

    // The line follows what is set.
    await user.type(field('Slug'), `fresh-${Date.now()}`);
    expect(screen.getByText('To save the content, set a type in the settings.')).toBeVisible();
  });

  it('choosing a type starts an empty content from its template, and never replaces what was written', async () => {
    const user = userEvent.setup();
    await openEditor(await newDocument('Templates'), { settings: true });
    const chooseType = async (name: string) => {
      await user.click(screen.getByRole('combobox', { name: 'Type (schema)' }));
      await user.click(await screen.findByRole('option', { name, hidden: true }));
    };
    expect(contentValue()).toBe('');
    await chooseType('banner');
    await waitFor(() =>
      expect(contentValue()).toContain('"title": "Hi {{ customer.firstName }}, something new is here"'),
    );
    expect(JSON.parse(contentValue())).toEqual({
      title: 'Hi {{ customer.firstName }}, something new is here',
      subtitle: 'Fresh picks, chosen for you',
      imageUrl: '',
      cta: { label: 'Shop now', url: 'https://www.example.com/' },
    });
    expect(screen.getByText('Started from the banner template: change any text.')).toBeVisible();
    // Valid for the form's checks: no error at the content.
    expect(field('Content (JSON)')).not.toHaveAttribute('aria-invalid', 'true');

    // An untouched template follows the type; a written one stays.
    await chooseType('push-message');
    await waitFor(() =>
      expect(JSON.parse(contentValue())).toHaveProperty('body', '{{ customer.firstName }}, see what is new for you'),
    );
    await setContent('{"title": "Mine"}');
    await chooseType('popup');
    expect(contentValue()).toBe('{"title": "Mine"}');
  });

  it('a query audience says how it is written, offers an example while empty, and refuses text that is not JSON', async () => {
    const user = userEvent.setup();
    const id = await newDocument('Query audience');
    await openEditor(id, { settings: true });
    await user.click(screen.getByRole('radio', { name: 'Query' }));
    const query = field('Query');
    expect(query).toHaveAccessibleDescription(/Written as JSON: \{"filter": "…"\} with conditions like city = Warsaw/);

    // Typed text that is not the stringified object the service takes: said at the field, and no example offered.
    await user.type(query, 'city = Oslo');
    expect(query).toHaveAccessibleDescription(
      /Write the query as a JSON object, like \{"filter":"loyaltyTier = gold"\}\./,
    );
    expect(screen.queryByRole('button', { name: 'Insert example' })).toBeNull();

    // Emptied, the example fills the box and the focus stays in it; it saves.
    await user.clear(query);
    await user.click(screen.getByRole('button', { name: 'Insert example' }));
    expect(query).toHaveValue('{"filter":"loyaltyTier = gold AND city = Warsaw"}');
    expect(query).toHaveFocus();
    expect(query).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Insert example' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: audience.', undefined, { timeout: 5000 })).toBeVisible();
    const stored = await call('GET', `/schema-service/v2/documents/${id}`, { token });
    expect(stored.body.audience).toEqual({
      targetType: 'QUERY',
      query: '{"filter":"loyaltyTier = gold AND city = Warsaw"}',
    });
  });

  it('shows the document before the form has arrived, and the form keeps the caret placed meanwhile', async () => {
    const user = userEvent.setup();
    const id = await newDocument('Stand-in');
    const configured = await call('PUT', `/schema-service/v2/documents/${id}/content`, {
      token,
      body: { priority: 3, content: { title: 'Hello there' }, slug: `stand-in-${Date.now()}`, schema: 'banner' },
    });
    expect(configured.status).toBe(200);
    const document = await queryClient.fetchQuery(documentQuery(northwind.guid, id));
    const standIn = renderWithMantine(
      <QueryClientProvider client={queryClient}>
        <DocumentEditorStandIn initial={document} workspaceGuid={northwind.guid} />
      </QueryClientProvider>,
    );
    // What the form will show, drawn without it: the content (read only for this moment), the settings' line.
    const content = screen.getByRole('textbox', { name: 'Content (JSON)' }) as HTMLTextAreaElement;
    expect(content.value).toContain('"title": "Hello there"');
    expect(content).toHaveAttribute('readonly');
    expect(screen.getByText(/banner · priority 3 · audience: no audience yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('form', { name: 'Edit document' })).toBeNull();

    await user.click(content);
    content.setSelectionRange(5, 12);
    // React reports a selection change on the next key or pointer event.
    await user.keyboard('{Shift}');
    standIn.unmount();

    // The form takes over: the caret is where it was, in a field that takes typing (the plain text area, or
    // CodeMirror if it has arrived by then).
    await openEditor(id);
    const field = screen.getByRole('textbox', { name: 'Content (JSON)' });
    await waitFor(() => expect(field).toHaveFocus());
    if (field instanceof HTMLTextAreaElement) {
      expect([field.selectionStart, field.selectionEnd]).toEqual([5, 12]);
      expect(field).not.toHaveAttribute('readonly');
    } else {
      const { from, to } = EditorView.findFromDOM(field)!.state.selection.main;
      expect([from, to]).toEqual([5, 12]);
      expect(field).toHaveAttribute('contenteditable', 'true');
    }
  });
});
