import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { announce } from './draft-channel';
import { readDraft, removeDraft, writeDraft } from './form-draft-store';

/** How long after the last key press a draft is written. */
const saveDelayMs = 300;

/** A form's draft written, and announced to the app's other tabs when the form shares it. */
function saveDraft(key: string, values: unknown, share: boolean) {
  writeDraft(key, values);
  if (share) announce({ key, values });
}

/** A form's draft removed, and that announced when the form shares it. */
function dropDraft(key: string, share: boolean) {
  removeDraft(key);
  if (share) announce({ key, values: null });
}

interface FormDraftOptions {
  /**
   * Announce each change to the app's other tabs (src/lib/draft-channel.ts). Only a form another page follows
   * shares its draft (the document editor's, which the audience wall renders): a profile's fields stay in this tab.
   */
  shareWithOtherTabs?: boolean;
}

/**
 * Keeps `form`'s values as a draft under `key` (null: off). On mount a saved draft is put back into the
 * form (defaults kept, so the form is dirty and unsaved-change guards still work). Returns whether a draft
 * was restored, and `discard` to drop it (after a successful save, or when the person chooses to).
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  key: string | null,
  { shareWithOtherTabs = false }: FormDraftOptions = {},
) {
  // The draft found when the form opened under this key (read once per key, before any typing).
  const [found] = useState(() => new Map<string, T | null>());
  if (key && !found.has(key)) found.set(key, readDraft<T>(key));
  const draftAtOpen = key ? (found.get(key) ?? null) : null;
  const [discardedKey, setDiscardedKey] = useState<string | null>(null);
  const restoredKey = useRef<string | null>(null);

  useEffect(() => {
    if (!key || !draftAtOpen || restoredKey.current === key) return;
    restoredKey.current = key;
    form.reset(draftAtOpen, { keepDefaultValues: true });
  }, [form, key, draftAtOpen]);

  const pending = useRef<{ values: unknown } | null>(null);

  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      if (!pending.current) return;
      // Compared with the defaults directly: formState.isDirty is only kept up to date for subscribers.
      const changed = JSON.stringify(pending.current.values) !== JSON.stringify(form.formState.defaultValues);
      if (changed) saveDraft(key, pending.current.values, shareWithOtherTabs);
      else dropDraft(key, shareWithOtherTabs);
      pending.current = null;
    };
    const subscription = form.watch((values) => {
      pending.current = { values };
      clearTimeout(timer);
      timer = setTimeout(flush, saveDelayMs);
    });
    // Leaving the page (e.g. sent to sign-in when the session expired) must not drop the last keystrokes.
    return () => {
      flush();
      subscription.unsubscribe();
    };
  }, [form, key, shareWithOtherTabs]);

  return {
    restored: draftAtOpen !== null && discardedKey !== key,
    discard() {
      pending.current = null;
      if (key) dropDraft(key, shareWithOtherTabs);
      setDiscardedKey(key);
    },
  };
}
