import {
  forwardRef,
  lazy,
  Suspense,
  useImperativeHandle,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
} from 'react';
import { afterContentPaint } from '../../../lib/after-content';
import type { JsonCodeEditor as CodeMirrorEditor, JsonCodeEditorHandle } from './json-code-editor';
import { PlainJsonArea } from './plain-json-area';

function NoEditor() {
  return null;
}

// CodeMirror is 140 KB gzipped: it loads once the page has shown the document, never before (issue 14's budget
// for what a page loads before it is usable). A lazy component asks for its code when it first renders, before
// that render is even on screen: this one waits for the page's content to be on screen first (afterContentPaint). If the code cannot be
// downloaded (offline), the plain text area stays: the field works, without colours or completions.
const RealEditor = lazy<typeof CodeMirrorEditor>(async () => {
  await afterContentPaint();
  try {
    // Both asked for at once (one round trip); the core, evaluated as it arrives, takes half of CodeMirror's
    // evaluation out of the editor's (codemirror-core.ts).
    const [, editor] = await Promise.all([import('./codemirror-core'), import('./json-code-editor')]);
    return { default: editor.JsonCodeEditor };
  } catch {
    return { default: NoEditor as unknown as typeof CodeMirrorEditor };
  }
});

type Props = ComponentProps<typeof RealEditor>;

/**
 * The JSON code editor, loaded after the page shows: until then a plain text area with the same content, label
 * and state stands in, and what is typed in it is kept (it goes through the same `onChange`). When the editor
 * arrives it takes over the focus, and the caret where it was, if the text area had it.
 */
export const JsonCodeEditor = forwardRef<
  JsonCodeEditorHandle,
  Omit<Props, 'ref' | 'hidden' | 'onReady'> & { focusAt?: { start: number; end: number } | null }
>(function LazyJsonCodeEditor({ focusAt, ...props }, ref) {
  const real = useRef<JsonCodeEditorHandle | null>(null);
  const placeholder = useRef<HTMLTextAreaElement>(null);
  const placeholderFocused = useRef(false);
  // The text area stays, the same element, until CodeMirror's view exists (it is made in a task after the
  // editor's commit: json-code-editor.tsx); then one small commit swaps them.
  const [ready, setReady] = useState(false);
  const handover = useRef<{ start: number; end: number } | null>(null);

  useImperativeHandle(ref, () => ({
    insert(text: string) {
      if (ready && real.current) return real.current.insert(text);
      const area = placeholder.current;
      if (!area) return;
      const { selectionStart, selectionEnd, value } = area;
      props.onChange(value.slice(0, selectionStart) + text + value.slice(selectionEnd));
      area.focus();
    },
    focus() {
      if (ready && real.current) real.current.focus();
      else placeholder.current?.focus();
    },
  }));

  const fallback = (
    <PlainJsonArea
      ref={placeholder}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      onFocus={() => {
        placeholderFocused.current = true;
      }}
      onBlur={() => {
        placeholderFocused.current = false;
        props.onBlur?.();
      }}
      label={props.label}
      describedBy={props.describedBy}
      invalid={props.invalid}
      readOnly={props.readOnly}
      placeholder={props.placeholder}
    />
  );

  // The page's stand-in had the caret (document-editor-stand-in.tsx): it goes on here, where it was.
  const [focusAtMount] = useState(focusAt);
  useEffect(() => {
    if (!focusAtMount) return;
    const area = placeholder.current;
    area?.focus();
    area?.setSelectionRange(focusAtMount.start, focusAtMount.end);
  }, [focusAtMount]);

  // The text area had the caret: CodeMirror takes it where it was, once the text area is gone.
  useEffect(() => {
    if (!ready || !handover.current) return;
    real.current?.focus(handover.current);
    handover.current = null;
  }, [ready]);

  return (
    <>
      {!ready && fallback}
      <Suspense fallback={null}>
        <RealEditor
          {...props}
          ref={real}
          hidden={!ready}
          onReady={() => {
            const area = placeholder.current;
            if (area && placeholderFocused.current) {
              placeholderFocused.current = false;
              handover.current = { start: area.selectionStart, end: area.selectionEnd };
            }
            setReady(true);
          }}
        />
      </Suspense>
    </>
  );
});
