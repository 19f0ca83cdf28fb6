// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/query-client';
import { documentKeys } from '../api/keys';
import { documentQuery } from '../api/get-document';
import { renderWithMantine } from '../../../test/render';
import { documentEditorHarness } from '../../../test/document-editor-harness';
import { DocumentEditorStandIn } from './document-editor-stand-in';

const { clock, call, northwind, sent, editor, newDocument, openEditor, field, setContent, contentValue } =
  documentEditorHarness();

// Typing through user-event into Mantine inputs is slow in jsdom.
describe('document editor: settings, drafts and conflicts', { timeout: 60_000 }, () => {
  it('folds the settings of a document that has them, and unfolds them at a problem', async () => {
    const user = userEvent.setup();
    const id = await newDocument('Folded settings');
    const configured = await call('PUT', `/schema-service/v2/documents/${id}/content`, {
      token: editor.token,
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
    expect(
      (await call('PUT', `/schema-service/v2/documents/${id}/priority`, { token: editor.token, body: 70 })).status,
    ).toBe(200);
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
    const stored = await call('GET', `/schema-service/v2/documents/${id}`, { token: editor.token });
    expect(stored.body).toMatchObject({ name: 'My new name', priority: 70 });

    // A change elsewhere while nothing is being edited is simply shown.
    clock.advance(60_000);
    expect(
      (await call('PUT', `/schema-service/v2/documents/${id}/priority`, { token: editor.token, body: 12 })).status,
    ).toBe(200);
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
      (await call('PUT', `/schema-service/v2/documents/${id}/content`, { token: editor.token, body: content(start) }))
        .status,
    ).toBe(200);
    await openEditor(id, { settings: true });
    await user.clear(field('Name'));
    await user.type(field('Name'), 'My name');
    await setContent(JSON.stringify({ title: 'Hello', cta: 'Go', footer: 'mine' }, null, 2));

    // Meanwhile someone else renames it, changes the priority and two of the content's keys.
    clock.advance(60_000);
    expect(
      (await call('PUT', `/schema-service/v2/documents/${id}/name`, { token: editor.token, body: 'Their name' }))
        .status,
    ).toBe(200);
    const theirs = { ...content({ title: 'Hi', cta: 'Buy', footer: 'theirs' }), priority: 40 };
    expect(
      (await call('PUT', `/schema-service/v2/documents/${id}/content`, { token: editor.token, body: theirs })).status,
    ).toBe(200);
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
    const stored = await call('GET', `/schema-service/v2/documents/${id}`, { token: editor.token });
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
});
