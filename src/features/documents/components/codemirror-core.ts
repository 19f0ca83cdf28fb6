/**
 * CodeMirror's core (its state and view), which the JSON editor (json-code-editor.tsx) takes from here. The editor's
 * loader (lazy-json-code-editor.tsx) imports this module on its own as well: its files (a chunk group of
 * build/route-chunks.ts) are then evaluated as they arrive, and CodeMirror in two tasks, this half and the rest,
 * instead of one long one.
 */
export { EditorState } from '@codemirror/state';
export { EditorView } from '@codemirror/view';
