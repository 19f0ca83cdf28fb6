// @vitest-environment jsdom
import { EditorView } from '@codemirror/view';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/query-client';
import { renderWithMantine } from '../../../test/render';
import { documentQuery } from '../api/get-document';
import { documentEditorHarness } from '../../../test/document-editor-harness';
import { DocumentEditorStandIn } from './document-editor-stand-in';

const { call, northwind, sent, editor, newDocument, openEditor, field } = documentEditorHarness();

// Typing through user-event into Mantine inputs is slow in jsdom.
describe('document editor: fields and saving', { timeout: 60_000 }, () => {
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
    const stored = await call('GET', `/schema-service/v2/documents/${id}`, { token: editor.token });
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
      token: editor.token,
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
    const stored = await call('GET', `/schema-service/v2/documents/${id}`, { token: editor.token });
    expect(stored.body.audience).toEqual({
      targetType: 'QUERY',
      query: '{"filter":"loyaltyTier = gold AND city = Warsaw"}',
    });
  });

  it('shows the document before the form has arrived, and the form keeps the caret placed meanwhile', async () => {
    const user = userEvent.setup();
    const id = await newDocument('Stand-in');
    const configured = await call('PUT', `/schema-service/v2/documents/${id}/content`, {
      token: editor.token,
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
