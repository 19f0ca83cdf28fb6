import { mutationOptions, useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import {
  audienceBodyOf,
  contentBodyOf,
  editorFieldOfRefusal,
  missingForSave,
  partsToSave,
  savedValuesOf,
  type DocumentPart,
  type EditorValues,
  type MissingField,
} from '../model/editor-form';
import { getDocument } from './get-document';
import { documentKeys } from './keys';
import { renameDocument, setDocumentAudience, setDocumentContent, setDocumentPriority } from './mutations';
import type { Document } from './schemas';

export interface SaveDocumentInput {
  /** The values the edit started from (what the server had then, as the form shows it). */
  saved: EditorValues;
  /** The values to save. */
  current: EditorValues;
}

/** A part the service refused, with its message. */
export interface RefusedPart {
  part: DocumentPart;
  message: string;
}

export type SaveDocumentResult =
  /** Nothing changed: nothing was sent. */
  | { state: 'nothing' }
  /** The content part needs fields that are empty: nothing was sent. */
  | { state: 'incomplete'; missing: MissingField[] }
  /** Someone saved the document since `current` was loaded: nothing was sent; the person decides first. */
  | { state: 'changed-elsewhere'; latest: Document }
  | {
      state: 'done';
      ran: DocumentPart[];
      failed: RefusedPart[];
      /** The service's field errors, on the editor's field names. */
      fieldErrors: { field: string; message: string }[];
      /** The new starting point when at least one part ran (the refused parts are still to be saved). */
      saved: EditorValues | null;
      /** A refusal that was not about the values (not a 400): shown with a retry. */
      failure: unknown;
    };

const refusalMessage = (error: unknown) => {
  const named = isApiError(error) ? error.fieldErrors.map((entry) => entry.message).filter(Boolean) : [];
  return named.length ? named.join(' ') : error instanceof Error ? error.message : 'Refused.';
};

/**
 * Saving the document editor's values: only the parts that changed, each with its own operation, one after
 * another and each independent of the others (a refused part does not hold back the rest). The server's
 * version is fetched first: when it moved on since the edit started, nothing is sent. Owns the cache: the
 * detail takes the server's answer; the lists, the slug check and the profiles' documents are refetched.
 * A failed first fetch rejects; refusals of parts are in the result.
 */
export const saveDocumentMutation = (ws: string, id: string) =>
  mutationOptions({
    mutationKey: [...documentKeys.detail(ws, id), 'save'],
    mutationFn: async ({ saved, current }: SaveDocumentInput, { client }): Promise<SaveDocumentResult> => {
      const parts = partsToSave(saved, current);
      if (parts.length === 0) return { state: 'nothing' };
      const missing = missingForSave(parts, current);
      if (missing.length > 0) return { state: 'incomplete', missing };

      let latest = await getDocument(id);
      client.setQueryData(documentKeys.detail(ws, id), latest);
      if (latest.updatedAt !== current.baseUpdatedAt) return { state: 'changed-elsewhere', latest };

      const operations: Record<DocumentPart, () => Promise<Document>> = {
        name: () => renameDocument(id, current.name.trim()),
        content: () => setDocumentContent(id, contentBodyOf(current)),
        audience: () => setDocumentAudience(id, audienceBodyOf(current)),
        priority: () => setDocumentPriority(id, current.priority),
      };
      const ran: DocumentPart[] = [];
      const failed: RefusedPart[] = [];
      const fieldErrors: { field: string; message: string }[] = [];
      let failure: unknown = null;
      for (const part of parts) {
        try {
          latest = await operations[part]();
          ran.push(part);
        } catch (error) {
          failed.push({ part, message: refusalMessage(error) });
          if (isApiError(error)) {
            for (const entry of error.fieldErrors) {
              const field = editorFieldOfRefusal(part, entry.field);
              if (field) fieldErrors.push({ field, message: entry.message ?? 'This value was refused.' });
            }
            if (error.status !== 400) failure = error;
          }
        }
      }
      if (ran.length > 0) client.setQueryData(documentKeys.detail(ws, id), latest);
      return {
        state: 'done',
        ran,
        failed,
        fieldErrors,
        saved: ran.length > 0 ? savedValuesOf(latest, current, ran) : null,
        failure,
      };
    },
    onSuccess: (result, { current }, _onMutateResult, { client }) => {
      if (result.state !== 'done' || result.ran.length === 0) return;
      void client.invalidateQueries({ queryKey: documentKeys.lists(ws) });
      void client.invalidateQueries({ queryKey: documentKeys.slugUse(ws, current.slug) });
      void client.invalidateQueries({ queryKey: documentKeys.forProfiles(ws) });
    },
  });

export const useSaveDocument = (ws: string, id: string) => useMutation(saveDocumentMutation(ws, id));
