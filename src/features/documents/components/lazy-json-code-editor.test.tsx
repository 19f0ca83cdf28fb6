// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { JsonCodeEditor } from './lazy-json-code-editor';

function Field({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <JsonCodeEditor
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
  });
});
