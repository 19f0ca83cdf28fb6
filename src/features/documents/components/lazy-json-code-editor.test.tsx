// @vitest-environment jsdom
import { EditorView } from '@codemirror/view';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { JsonCodeEditor } from './lazy-json-code-editor';

function Field({
  initial,
  seen,
  focusAt,
}: {
  initial: string;
  seen: string[];
  focusAt?: { start: number; end: number };
}) {
  const [value, setValue] = useState(initial);
  return (
    <JsonCodeEditor
      focusAt={focusAt}
      label="Content (JSON)"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('JsonCodeEditor (lazy)', () => {
  it('shows the content in a plain text area at once, keeps what is typed there, then hands over to CodeMirror', async () => {
    const seen: string[] = [];
    const { container } = render(<Field initial='{"a": 1}' seen={seen} />);
    // The first render has no CodeMirror: the document's content is readable and editable straight away.
    const area = screen.getByRole('textbox', { name: 'Content (JSON)' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveValue('{"a": 1}');
    expect(container.querySelector('.cm-editor')).toBeNull();

    await userEvent.setup().type(area, ' ', { initialSelectionStart: 8, initialSelectionEnd: 8 });
    expect(seen.at(-1)).toBe('{"a": 1} ');

    // CodeMirror arrives with the text as it is now.
    await waitFor(() => expect(container.querySelector('.cm-content')).not.toBeNull(), { timeout: 10_000 });
    expect(container.querySelector('textarea')).toBeNull();
    expect(container.querySelector('.cm-content')).toHaveTextContent('{"a": 1}');
    expect(screen.getByRole('textbox', { name: 'Content (JSON)' })).toHaveClass('cm-content');
    // The text area had the caret, after the typed space: CodeMirror has it there.
    const view = EditorView.findFromDOM(container.querySelector<HTMLElement>('.cm-editor')!)!;
    await waitFor(() => expect(view.hasFocus).toBe(true));
    expect(view.state.selection.main.head).toBe(9);
  });

  // CodeMirror has arrived (the test above loaded it): it takes the caret itself.
  it('puts the caret where the page’s stand-in had it', async () => {
    const { container } = render(<Field initial='{"title": "Hi"}' seen={[]} focusAt={{ start: 2, end: 7 }} />);
    await waitFor(() => expect(container.querySelector('.cm-editor')).not.toBeNull());
    const view = EditorView.findFromDOM(container.querySelector<HTMLElement>('.cm-editor')!)!;
    await waitFor(() => expect(view.hasFocus).toBe(true));
    expect([view.state.selection.main.from, view.state.selection.main.to]).toEqual([2, 7]);
  });
});
