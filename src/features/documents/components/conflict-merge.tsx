import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { overlayOnFirstOpen } from '../../../lib/on-first-use';
import type { Document } from '../api/schemas';
import type { EditorValues } from '../model/editor-form';
import { editableFields, editorValuesOf, type Editable } from '../model/editor-values';
import { compareThreeWays, conflictVerdict } from '../model/three-way';

// Their version beside the person's: its code loads when a conflict happens, not with the editor (docs/performance.md).
const loadMergeDialog = () => import('./conflict-merge-dialog');
const ConflictMergeDialog = overlayOnFirstOpen(async () => (await loadMergeDialog()).default);

const editableOf = (values: Editable): Editable =>
  Object.fromEntries(editableFields.map((field) => [field, values[field]])) as unknown as Editable;

/** The version the person's edit started from (kept in the form); without a record of it, every change is theirs'. */
function baseOf(values: EditorValues, fallback: Editable): Editable {
  try {
    return { ...fallback, ...(JSON.parse(values.baseValues) as Partial<Editable>) };
  } catch {
    return fallback;
  }
}

interface ConflictMergeOptions {
  form: UseFormReturn<EditorValues>;
  /** The server's version now. */
  server: Document;
  /** The form's values. */
  values: EditorValues;
  /** The server moved on since the version the (unsaved) edit started from. */
  conflicted: boolean;
  /** Saves the form's values counting the parts to send from `saved` (their version). */
  send(saved: EditorValues): void;
}

/**
 * A save conflict compared three ways (model/three-way.ts): what the editor's notice says, `open` for its button, and
 * the dialog that merges part by part. Saving a merge makes their version the form's starting point, the merge its
 * values, and saves; cancelling changes nothing in the form.
 */
export function useConflictMerge({ form, server, values, conflicted, send }: ConflictMergeOptions): {
  /** What the editor's notice says of the conflict, when there is one. */
  notice: { serverUpdatedAt: string; baseUpdatedAt: string; verdict: string } | null;
  open(): void;
  dialog: ReactNode;
} {
  const [comparing, setComparing] = useState(false);
  const theirs = useMemo(() => editorValuesOf(server), [server]);
  const comparison = useMemo(() => {
    if (!conflicted) return null;
    const mine = editableOf(values);
    const rows = compareThreeWays(baseOf(values, editableOf(theirs)), mine, editableOf(theirs));
    return { rows, mine, verdict: conflictVerdict(rows) };
  }, [conflicted, values, theirs]);
  useEffect(() => {
    // Fetched as the conflict shows, so that it is there by the time the person asks to compare.
    if (conflicted) void loadMergeDialog().catch(() => undefined);
  }, [conflicted]);

  const saveMerge = (merged: Editable) => {
    setComparing(false);
    form.reset(theirs);
    form.reset({ ...theirs, ...merged }, { keepDefaultValues: true });
    send(theirs);
  };

  return {
    notice: comparison && {
      serverUpdatedAt: server.updatedAt,
      baseUpdatedAt: values.baseUpdatedAt,
      verdict: comparison.verdict,
    },
    open: () => setComparing(true),
    dialog: comparison && (
      <ConflictMergeDialog
        opened={comparing}
        rows={comparison.rows}
        mine={comparison.mine}
        theirs={editableOf(theirs)}
        onClose={() => setComparing(false)}
        onSave={saveMerge}
      />
    ),
  };
}
