import { DocumentEditorPage } from '../../features/documents/components/document-editor-page';

// The code editor (CodeMirror) is imported by this route module only, so no other page loads it. The loader
// (document-editor.data.ts) loads apart from it, so the document's request starts at navigation.
export const Component = DocumentEditorPage;
