/*
 * Drafts announced to the app's other tabs (src/lib/form-draft.ts writes them): the audience wall follows the
 * editor's typing in another tab with no request (docs/decisions/0178-audience-wall-unsaved-edits.md). A module of
 * its own so that a page following drafts loads this, not the forms' hook.
 */

/** Where a draft's changes are announced to the other tabs of the app (the audience wall follows the editor's). */
const draftChannelName = 'cdp.drafts';

interface DraftAnnouncement {
  key: string;
  /** The draft's values, or null once it is gone (saved or discarded). */
  values: unknown;
}

let channel: BroadcastChannel | null | undefined;
export function announce(message: DraftAnnouncement): void {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(draftChannelName);
    // Node (the tests) would otherwise stay alive for the channel; browsers have no unref.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  channel?.postMessage(message);
}

/** Calls `listener` with each draft written or removed in another tab under `key`; returns the unsubscribe. */
export function followDraft(key: string, listener: (values: unknown) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const receiver = new BroadcastChannel(draftChannelName);
  receiver.onmessage = (event: MessageEvent<DraftAnnouncement>) => {
    if (event.data?.key === key) listener(event.data.values);
  };
  return () => receiver.close();
}
