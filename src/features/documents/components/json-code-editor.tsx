import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
  type CompletionContext,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, linter, lintKeymap } from '@codemirror/lint';
import { Transaction, type Extension } from '@codemirror/state';
import {
  Decoration,
  highlightActiveLine,
  keymap,
  lineNumbers,
  MatchDecorator,
  placeholder as placeholderText,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { INSERT_PATTERN } from '../../../lib/inserts';
import { customerFields } from '../model/inserts';
import { EditorState, EditorView } from './codemirror-core';
import classes from './json-code-editor.module.css';

export interface JsonCodeEditorHandle {
  /** Puts `text` at the cursor (replacing a selection) and focuses the editor. */
  insert(text: string): void;
  /** Focuses the editor, with the caret (or selection) at `selection` when given (offsets in the text). */
  focus(selection?: { start: number; end: number }): void;
}

interface JsonCodeEditorProps {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** Accessible name of the editing area. */
  label: string;
  describedBy?: string;
  invalid?: boolean;
  readOnly?: boolean;
  /** Shown while the editor is empty (a new document's content starts empty). */
  placeholder?: string;
  /** Not drawn until `onReady` (its stand-in is): the view is made in a task after the commit that mounts it. */
  hidden?: boolean;
  /** The view exists: the editor can be shown, focused and written into (before, its handle does nothing). */
  onReady?(): void;
}

const highlightStyle = HighlightStyle.define([
  { tag: tags.propertyName, class: classes.property },
  { tag: tags.string, class: classes.string },
  { tag: tags.number, class: classes.number },
  { tag: [tags.bool, tags.null], class: classes.keyword },
  { tag: [tags.brace, tags.squareBracket, tags.separator, tags.punctuation], class: classes.punctuation },
]);

// Inserts (`{{ customer.firstName }}`) stand out inside the strings they live in.
const insertMarks = new MatchDecorator({
  regexp: new RegExp(INSERT_PATTERN.source, 'g'),
  decoration: Decoration.mark({ class: classes.insert }),
});
const insertHighlighter = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = insertMarks.createDeco(view);
    }
    update(update: ViewUpdate) {
      this.decorations = insertMarks.updateDeco(update, this.decorations);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

const parseLinter = jsonParseLinter();
/**
 * Syntax errors are marked, except in an empty editor: a new document's content starts empty and that is the empty
 * object when saved (docs/decisions/0047-empty-document-content.md), so there is nothing wrong to show before the
 * person types (docs/decisions/0145-document-first-use.md).
 */
function contentLinter(view: EditorView) {
  return view.state.doc.toString().trim() === '' ? [] : parseLinter(view);
}

/** After `{{` the customer fields are offered. */
function insertCompletions(context: CompletionContext) {
  const before = context.matchBefore(/\{\{\s*[\w.-]*/);
  if (!before) return null;
  const typedFrom = before.from + (/^\{\{\s*/.exec(before.text)?.[0].length ?? 2);
  return {
    from: typedFrom,
    options: customerFields.map((field) => ({
      label: field.path,
      detail: field.label,
      type: 'variable',
      apply: field.path.endsWith('.') ? field.path : `${field.path} }}`,
    })),
    validFor: /^[\w.-]*$/,
  };
}

const theme = EditorView.theme({
  '&': {
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
    fontSize: 'var(--mantine-font-size-sm)',
  },
  '.cm-content': {
    fontFamily: 'var(--mantine-font-family-monospace)',
    caretColor: 'var(--mantine-color-text)',
    minHeight: '16rem',
  },
  '.cm-scroller': { maxHeight: '32rem' },
  '.cm-gutters': {
    backgroundColor: 'var(--mantine-color-default)',
    color: 'var(--mantine-color-text)',
    borderRight: '1px solid var(--mantine-color-default-border)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--mantine-color-default-hover)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-tooltip': {
    backgroundColor: 'var(--mantine-color-body)',
    color: 'var(--mantine-color-text)',
    border: '1px solid var(--mantine-color-default-border)',
  },
  '.cm-diagnosticText': { color: 'var(--mantine-color-text)' },
  // Dark enough for WCAG AA on both backgrounds (the default grey is not).
  '.cm-placeholder': { color: 'light-dark(#495057, #c1c2c5)', fontStyle: 'italic' },
});

/** Room kept between the caret and a bar stuck to the bottom of the window. */
const caretClearance = 8;

/**
 * The top of what is stuck to the bottom of the window over the page (the document editor's save bar, marked
 * `data-sticky-bottom` in editor-frames.tsx), or null when there is none.
 */
function stickyBottomTop(): number | null {
  let top: number | null = null;
  for (const element of document.querySelectorAll('[data-sticky-bottom]')) {
    const rect = element.getBoundingClientRect();
    if (rect.height > 0 && rect.top < window.innerHeight) top = Math.min(top ?? rect.top, rect.top);
  }
  return top;
}

/**
 * Keeps the caret clear of the sticky save bar: when the editor takes the focus (Tab, a click, Insert field) and as
 * the caret moves, the window scrolls the caret above the bar rather than leaving it behind it. After CodeMirror's
 * own scrolling (a measure request), which knows only the window's edge.
 */
const clearOfStickyBars = ViewPlugin.fromClass(
  class {
    constructor(readonly view: EditorView) {}
    update(update: ViewUpdate) {
      if (!update.view.hasFocus || !(update.selectionSet || update.docChanged || update.focusChanged)) return;
      update.view.requestMeasure({
        read: (view) => {
          const caret = view.coordsAtPos(view.state.selection.main.head);
          const bar = stickyBottomTop();
          return caret && bar !== null ? caret.bottom + caretClearance - bar : 0;
        },
        write: (covered) => {
          if (covered > 0) window.scrollBy(0, covered);
        },
      });
    }
  },
);

/** A small React wrapper around a CodeMirror 6 view for JSON content (syntax errors marked, insert completions). */
export const JsonCodeEditor = forwardRef<JsonCodeEditorHandle, JsonCodeEditorProps>(function JsonCodeEditor(
  { value, onChange, onBlur, label, describedBy, invalid, readOnly = false, placeholder, hidden = false, onReady },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest props, read by the view's listeners (created once) and when the view is made.
  const latest = useRef({ onChange, onBlur, onReady, value, invalid, describedBy });
  useEffect(() => {
    latest.current = { onChange, onBlur, onReady, value, invalid, describedBy };
  });

  useEffect(() => {
    const extensions: Extension[] = [
      lineNumbers(),
      history(),
      indentOnInput(),
      bracketMatching(),
      closeBrackets(),
      highlightActiveLine(),
      json(),
      syntaxHighlighting(highlightStyle),
      linter(contentLinter, { delay: 250 }),
      lintGutter(),
      autocompletion({ override: [insertCompletions] }),
      insertHighlighter,
      keymap.of([
        ...closeBracketsKeymap,
        ...defaultKeymap,
        ...historyKeymap,
        ...completionKeymap,
        ...lintKeymap,
        indentWithTab,
      ]),
      theme,
      EditorView.lineWrapping,
      clearOfStickyBars,
      EditorState.readOnly.of(readOnly),
      // In the tab order as an editable element is anyway, said outright: the scroller of a long document then
      // holds focusable content by every checker's rules (axe's scrollable-region-focusable), read-only too.
      EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
      ...(placeholder ? [placeholderText(placeholder)] : []),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        if (update.focusChanged && !update.view.hasFocus) latest.current.onBlur?.();
      }),
    ];
    // Making the editor (the parse and the extensions' state, then the view's DOM and first decorations) is the
    // heaviest step of its arrival: in tasks of their own rather than in the commit that mounts this component, with
    // whatever else that commit mounts, and the state apart from the view, so that neither is one long task on a
    // phone (docs/decisions/0129-editor-view-in-its-own-task.md).
    let created: EditorView | undefined;
    let making = setTimeout(() => {
      let state = EditorState.create({ doc: latest.current.value, extensions });
      making = setTimeout(() => {
        const props = latest.current;
        // Typed into the text area that stands in meanwhile: the view starts from what is there now.
        const text = state.doc.toString();
        if (text !== props.value)
          state = state.update({
            changes: { from: 0, to: text.length, insert: props.value },
            annotations: Transaction.addToHistory.of(false),
          }).state;
        created = new EditorView({ parent: host.current!, state });
        view.current = created;
        setFieldAttributes(created, props.invalid, props.describedBy);
        props.onReady?.();
      }, 0);
    }, 0);
    return () => {
      clearTimeout(making);
      created?.destroy();
      view.current = null;
    };
    // The view is made once, with the value of its moment; later values are applied by the effect below.
  }, [label, readOnly, placeholder]);

  // A value set from outside (a restored draft, "Format", undo all) replaces the text.
  useEffect(() => {
    const current = view.current;
    if (!current) return;
    const text = current.state.doc.toString();
    if (text !== value) current.dispatch({ changes: { from: 0, to: text.length, insert: value } });
  }, [value]);

  // Set on the editing element directly: changing them must not rebuild the view (cursor, undo history).
  useEffect(() => {
    if (view.current) setFieldAttributes(view.current, invalid, describedBy);
  }, [invalid, describedBy, label, readOnly]);

  useImperativeHandle(ref, () => ({
    insert(text: string) {
      const current = view.current;
      if (!current) return;
      const { from, to } = current.state.selection.main;
      current.dispatch({ changes: { from, to, insert: text }, selection: { anchor: from + text.length } });
      current.focus();
    },
    focus(selection?: { start: number; end: number }) {
      if (view.current) focusView(view.current, selection);
    },
  }));

  return (
    <div
      ref={host}
      className={classes.frame}
      data-invalid={invalid || undefined}
      style={hidden ? { display: 'none' } : undefined}
    />
  );
});

function setFieldAttributes(view: EditorView, invalid: boolean | undefined, describedBy: string | undefined) {
  const element = view.contentDOM;
  if (invalid) element.setAttribute('aria-invalid', 'true');
  else element.removeAttribute('aria-invalid');
  if (describedBy) element.setAttribute('aria-describedby', describedBy);
  else element.removeAttribute('aria-describedby');
}

function focusView(view: EditorView, selection?: { start: number; end: number }) {
  if (selection) {
    const length = view.state.doc.length;
    view.dispatch({ selection: { anchor: Math.min(selection.start, length), head: Math.min(selection.end, length) } });
  }
  view.focus();
}
