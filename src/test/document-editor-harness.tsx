import { EditorView } from '@codemirror/view';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { signInForTest } from '../test/session';
import { queryClient } from '../lib/query-client';
import { createTestSimulator, workspace } from '../simulator/testing';
import { renderRoutes } from '../test/render';
import { documentQuery } from '../features/documents/api/get-document';
import { DocumentEditorPage } from '../features/documents/components/document-editor-page';

/**
 * The document editor against the simulator's own handlers (msw/node), as Ada (every ASSETS_DOCS authority) in
 * Northwind: what document-editor.test.tsx and document-editor-drafts.test.tsx share (two files, so neither takes
 * over 15 s). Call it once at the top of a test file: it registers the file's hooks. The simulator's clock stands
 * still unless moved: moved before each change made "elsewhere".
 */
export function documentEditorHarness() {
  const { sim, clock, call, loginInto } = createTestSimulator(Date.now());
  const server = setupServer(...sim.handlers);
  const northwind = workspace(0);
  const sent: string[] = [];
  const editor = { token: '' };

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
    editor.token = await loginInto('ada@demo.test', 0);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    sent.length = 0;
    sessionStorage.clear();
    queryClient.clear();
    signInForTest({
      token: editor.token,
      authorities: ['ASSETS_DOCS_READ', 'ASSETS_DOCS_CREATE', 'ASSETS_DOCS_EDIT', 'ASSETS_DOCS_DELETE'],
      workspace: { guid: northwind.guid, id: northwind.id, name: northwind.name },
    });
  });

  async function newDocument(name: string): Promise<string> {
    const answer = await call('POST', '/schema-service/v2/documents/init', { token: editor.token, body: { name } });
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

  return { sim, clock, call, northwind, sent, editor, newDocument, openEditor, field, setContent, contentValue };
}
