// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

// CodeMirror's chunk cannot be downloaded (the connection dropped as the page showed).
const imports = vi.hoisted(() => ({ tried: 0 }));
vi.mock('./json-code-editor', () => {
  imports.tried += 1;
  throw new TypeError('Failed to fetch dynamically imported module');
});

const { JsonCodeEditor } = await import('./lazy-json-code-editor');

function Field({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('{"a": 1}');
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

it('keeps the plain text area, editable, when CodeMirror cannot be downloaded', async () => {
  const seen: string[] = [];
  const { container } = render(<Field seen={seen} />);
  const standIn = screen.getByRole('textbox', { name: 'Content (JSON)' });
  // Past the frame the editor waits for, and the failed import: the same text area stays, and works.
  await vi.waitFor(() => expect(imports.tried).toBe(1), { timeout: 5_000 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const area = screen.getByRole('textbox', { name: 'Content (JSON)' });
  expect(area).toBe(standIn);
  expect(area.tagName).toBe('TEXTAREA');
  expect(container.querySelector('.cm-editor')).toBeNull();
  await userEvent.setup().type(area, ' ', { initialSelectionStart: 8, initialSelectionEnd: 8 });
  expect(seen.at(-1)).toBe('{"a": 1} ');
  expect(screen.getByRole('textbox', { name: 'Content (JSON)' })).toHaveValue('{"a": 1} ');
});
