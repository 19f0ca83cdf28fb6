import { useEffect, useRef, useState } from 'react';
import { draftKey, readDraft } from '../../../lib/form-draft-store';
import type { Document } from '../api/schemas';
import type { Profile } from '../../profiles';
import type { LocalRenderResult, LocalRendering } from '../model/wall-local';
import type { WallRenderRequest, WallRenderResponse } from '../model/wall-render-worker';

/*
 * The wall's renderings of the editor's unsaved content (decision 0178). The editor keeps a draft of its values
 * 300 ms after typing pauses (src/lib/form-draft.ts): the wall reads it when it opens (the same tab) and follows
 * the draft's announcements from other tabs, then renders every tile in a Web Worker with the sampled profiles'
 * records. No request is made.
 */

export type WallLocal =
  /** No unsaved content: the tiles show the service's renderings. */
  | { state: 'saved' }
  | { state: 'unsaved'; renderings: Record<number, LocalRendering> }
  /** The content typed is not valid JSON: the last good renderings are kept (none before the first). */
  | { state: 'invalid'; message: string; renderings: Record<number, LocalRendering> | null };

const contentOf = (values: unknown): string | null =>
  values && typeof values === 'object' && typeof (values as { content?: unknown }).content === 'string'
    ? (values as { content: string }).content
    : null;

/** The editor's draft content for the document (null: none), kept up to date from other tabs. */
export function useEditorDraftContent(ws: string, id: string): string | null {
  const key = draftKey(ws, 'document', id);
  const [draft, setDraft] = useState(() => ({ key, content: contentOf(readDraft(key)) }));
  if (draft.key !== key) setDraft({ key, content: contentOf(readDraft(key)) });
  useEffect(() => {
    // Read again once mounted: the editor being left writes its last keystrokes in its cleanup, which runs after
    // this page's first render.
    const again = setTimeout(() => setDraft({ key, content: contentOf(readDraft(key)) }), 0);
    // Loaded as the wall mounts, not with its first paint's code (a module every page would otherwise share).
    let stop: (() => void) | undefined;
    let left = false;
    void import('../../../lib/draft-channel').then(({ followDraft }) => {
      if (!left) stop = followDraft(key, (values) => setDraft({ key, content: contentOf(values) }));
    });
    return () => {
      left = true;
      clearTimeout(again);
      stop?.();
    };
  }, [key]);
  return draft.key === key ? draft.content : null;
}

/** The state without unsaved content: one value, so that a change of state is a change of value. */
const saved: WallLocal = { state: 'saved' };

type Renderer = (request: WallRenderRequest) => Promise<LocalRenderResult | null>;

/** The Web Worker where there is one; in Node (the tests) the same function on this thread. */
function createRenderer(): { render: Renderer; stop(): void } {
  if (typeof Worker === 'undefined') {
    let records: Extract<WallRenderRequest, { type: 'records' }>['records'] = [];
    return {
      async render(request) {
        if (request.type === 'records') return ((records = request.records), null);
        return (await import('../model/wall-local')).renderWallLocally(request.text, records);
      },
      stop() {},
    };
  }
  const worker = new Worker(new URL('../model/wall-render-worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, (result: LocalRenderResult) => void>();
  worker.onmessage = (event: MessageEvent<WallRenderResponse>) => {
    waiting.get(event.data.id)?.(event.data.result);
    waiting.delete(event.data.id);
  };
  return {
    render(request) {
      worker.postMessage(request);
      if (request.type === 'records') return Promise.resolve(null);
      return new Promise((resolve) => waiting.set(request.id, resolve));
    },
    stop: () => worker.terminate(),
  };
}

/** The local renderings for the sampled profiles (their listing rows are the records the inserts read). */
export function useWallLocal(ws: string, document: Document, profiles: readonly Profile[] | null): WallLocal {
  const text = useEditorDraftContent(ws, document.id);
  const [local, setLocal] = useState<WallLocal>(saved);
  const renderer = useRef<ReturnType<typeof createRenderer> | null>(null);
  const lastGood = useRef<Record<number, LocalRendering> | null>(null);
  const sentRecords = useRef<readonly Profile[] | null>(null);
  const asked = useRef(0);

  // Same as saved (text aside from spacing) or no draft: nothing to render locally.
  const unsaved = text !== null && !sameContent(text, document.content);

  useEffect(() => {
    // (Renderings of an earlier draft or sample stay harmless: they are matched to tiles by clientId.)
    if (!unsaved || !profiles) {
      lastGood.current = null;
      return;
    }
    renderer.current ??= createRenderer();
    const { render } = renderer.current;
    // Each sampled record crosses to the worker once per sample, not with every keystroke.
    if (sentRecords.current !== profiles) {
      sentRecords.current = profiles;
      void render({ type: 'records', records: profiles.map((record) => ({ clientId: record.clientId, record })) });
    }
    asked.current += 1;
    const id = asked.current;
    void render({ type: 'render', id, text: text ?? '' }).then((result) => {
      if (!result || id !== asked.current) return;
      if (result.state === 'rendered') {
        lastGood.current = result.renderings;
        setLocal({ state: 'unsaved', renderings: result.renderings });
      } else setLocal({ state: 'invalid', message: result.message, renderings: lastGood.current });
    });
  }, [unsaved, text, profiles]);

  useEffect(
    () => () => {
      renderer.current?.stop();
      renderer.current = null;
      sentRecords.current = null;
    },
    [],
  );
  return unsaved ? local : saved;
}

function sameContent(text: string, saved: Document['content']): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(saved);
  } catch {
    return false;
  }
}
