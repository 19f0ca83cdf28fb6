// @vitest-environment jsdom
import { undoDepth } from '@codemirror/commands';
import { diagnosticCount, forceLinting } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { act, render } from '@testing-library/react';
import { JsonCodeEditor } from './json-code-editor';

describe('JsonCodeEditor', () => {
  afterEach(() => vi.useRealTimers());

  it('makes its state and its view in two tasks, the view with the text as it is when it is made', () => {
    vi.useFakeTimers();
    const onReady = vi.fn();
    const field = (value: string) => (
      <JsonCodeEditor label="Content (JSON)" value={value} onChange={() => undefined} hidden onReady={onReady} />
    );
    const { container, rerender } = render(field('{"a": 1}'));
    expect(container.querySelector('.cm-editor')).toBeNull();
    // The first task: the state (the parse), no view yet.
    act(() => vi.advanceTimersToNextTimer());
    expect(container.querySelector('.cm-editor')).toBeNull();
    expect(onReady).not.toHaveBeenCalled();
    // Typed into the stand-in meanwhile.
    rerender(field('{"a": 12}'));
    act(() => vi.advanceTimersToNextTimer());
    const view = EditorView.findFromDOM(container.querySelector<HTMLElement>('.cm-editor')!)!;
    expect(view.state.doc.toString()).toBe('{"a": 12}');
    expect(onReady).toHaveBeenCalledTimes(1);
    // That catching up is not an edit made in the editor: there is nothing to undo.
    expect(undoDepth(view.state)).toBe(0);
  });
});

describe('JsonCodeEditor marks', () => {
  async function lintedView(value: string) {
    vi.useFakeTimers();
    const { container } = render(<JsonCodeEditor label="Content (JSON)" value={value} onChange={() => undefined} />);
    act(() => vi.runOnlyPendingTimers());
    act(() => vi.runOnlyPendingTimers());
    const view = EditorView.findFromDOM(container.querySelector<HTMLElement>('.cm-editor')!)!;
    vi.useRealTimers();
    forceLinting(view);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    return { view, container };
  }

  it('shows no error in an empty editor (a new document), and an error once the text is not JSON', async () => {
    const empty = await lintedView('');
    expect(diagnosticCount(empty.view.state)).toBe(0);
    expect(empty.container.querySelector('.cm-lint-marker-error')).toBeNull();
    expect(empty.view.contentDOM).not.toHaveAttribute('aria-invalid');
    empty.view.dispatch({ changes: { from: 0, insert: '{"title": ' } });
    forceLinting(empty.view);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(diagnosticCount(empty.view.state)).toBe(1);
  });

  it('marks invalid JSON it opens with', async () => {
    const { view } = await lintedView('{"title": }');
    expect(diagnosticCount(view.state)).toBe(1);
  });

  it('gives a long document’s scroller focusable content (keyboard access, axe scrollable-region-focusable)', async () => {
    const long = `{\n${Array.from({ length: 60 }, (_, line) => `  "line${line}": ${line},`).join('\n')}\n  "end": 0\n}`;
    const { view } = await lintedView(long);
    expect(view.contentDOM).toHaveAttribute('tabindex', '0');
    expect(view.scrollDOM).toContainElement(view.contentDOM);
  });
});
