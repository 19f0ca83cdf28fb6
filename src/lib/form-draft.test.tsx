// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useFormDraft } from './form-draft';
import { clearAllDrafts, draftKey, readDraft, writeDraft } from './form-draft-store';

interface Values {
  name: string;
  note: string;
}

function useDraftedForm(key: string, shareWithOtherTabs = false) {
  const form = useForm<Values>({ defaultValues: { name: 'Original', note: '' } });
  const draft = useFormDraft(form, key, { shareWithOtherTabs });
  return { form, draft };
}

describe('form drafts', () => {
  beforeEach(() => sessionStorage.clear());

  it('keys drafts by workspace', () => {
    expect(draftKey('ws-a', 'profile', 12)).toBe('ws-a:profile:12');
  });

  it('saves what is typed and puts it back after the form is mounted again (e.g. after signing in again)', async () => {
    const key = draftKey('ws-a', 'profile', 1);
    const first = renderHook(() => useDraftedForm(key));
    act(() => first.result.current.form.setValue('note', 'half-written', { shouldDirty: true }));
    first.unmount(); // leaving the page flushes the pending save at once
    expect(readDraft<Values>(key)).toEqual({ name: 'Original', note: 'half-written' });

    const second = renderHook(() => useDraftedForm(key));
    await vi.waitFor(() => expect(second.result.current.form.getValues('note')).toBe('half-written'));
    expect(second.result.current.draft.restored).toBe(true);
    expect(second.result.current.form.formState.defaultValues?.note).toBe('');
  });

  it('does not restore a draft of another workspace', () => {
    writeDraft(draftKey('ws-a', 'profile', 1), { name: 'A', note: 'from A' });
    const other = renderHook(() => useDraftedForm(draftKey('ws-b', 'profile', 1)));
    expect(other.result.current.form.getValues('note')).toBe('');
    expect(other.result.current.draft.restored).toBe(false);
  });

  it('discard drops the draft, and unmounting afterwards does not write it back', () => {
    const key = draftKey('ws-a', 'doc', 'x');
    const hook = renderHook(() => useDraftedForm(key));
    act(() => hook.result.current.form.setValue('note', 'typed', { shouldDirty: true }));
    act(() => hook.result.current.draft.discard());
    hook.unmount();
    expect(readDraft(key)).toBeNull();
  });

  it('announces a draft to the other tabs only when the form shares it', async () => {
    const otherTab = new BroadcastChannel('cdp.drafts');
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      const kept = renderHook(() => useDraftedForm(draftKey('ws-a', 'profile', 7)));
      act(() => kept.result.current.form.setValue('note', 'private', { shouldDirty: true }));
      kept.unmount();
      const shared = renderHook(() => useDraftedForm(draftKey('ws-a', 'document', 7), true));
      act(() => shared.result.current.form.setValue('note', 'for the wall', { shouldDirty: true }));
      shared.unmount();
      await vi.waitFor(() => expect(heard).toHaveLength(1));
      expect(heard).toEqual([{ key: 'ws-a:document:7', values: { name: 'Original', note: 'for the wall' } }]);
    } finally {
      otherTab.close();
    }
  });

  it('clearAllDrafts removes every draft and nothing else', () => {
    writeDraft('a', { x: 1 });
    sessionStorage.setItem('cdp.session', '{}');
    clearAllDrafts();
    expect(readDraft('a')).toBeNull();
    expect(sessionStorage.getItem('cdp.session')).toBe('{}');
  });
});
