import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { defaultProfileListParams, listProfiles, type Profile } from '../../profiles';
import { previewQuery } from '../api/generate';
import { documentKeys } from '../api/keys';
import type { Document } from '../api/schemas';
import type { BalancedProgress } from '../model/wall-balanced';

/** The draw so far and its line in the summary (model/wall-balanced.ts `balancedSentence`). */
export type BalancedDraw = BalancedProgress<Profile> & { sentence: string };

/**
 * The Balanced sample as it is drawn (api/wall-balanced.ts): the kept profiles grow while the previews come in,
 * so the wall shows them at once. Each preview goes through the same cache as the tiles' (previewQuery, keyed by
 * the document's `updatedAt`), so the tiles ask for nothing again; a finished draw is kept per document version,
 * so going to a profile and back reads nothing. `null` when the wall shows another sample.
 */
export function useBalancedSample(
  ws: string,
  document: Document,
  choice: { seed: number; size: number } | null,
): { progress: BalancedDraw | null; error: unknown; retry(): void } | null {
  const queryClient = useQueryClient();
  const seed = choice?.seed ?? 0;
  const size = choice?.size ?? 0;
  const key = documentKeys.wallBalanced(ws, document.id, document.updatedAt, seed, size);
  const keyText = JSON.stringify(key);
  const [drawn, setDrawn] = useState<{
    key: string;
    progress: BalancedDraw | null;
    error?: unknown;
  } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const active = choice !== null && !!document.audience;

  useEffect(() => {
    if (!active) return;
    // A finished draw is read from the cache while rendering: nothing to draw.
    if (queryClient.getQueryData(JSON.parse(keyText) as unknown[])) return;
    const controller = new AbortController();
    // The draw's code loads only when a Balanced sample is asked for: it is not the wall's first paint.
    void import('../api/wall-balanced')
      .then(({ drawBalanced, balancedSentence }) =>
        drawBalanced<Profile>({
          size,
          seed,
          readPage: (page, pageSize, signal) => listProfiles({ ...defaultProfileListParams, page, pageSize }, signal),
          included: async (profile) =>
            (
              await queryClient.fetchQuery({
                ...previewQuery(ws, document.id, profile.clientId, document.updatedAt),
                retry: false,
                staleTime: Infinity,
              })
            ).audience.included,
          onProgress: (progress) => {
            setDrawn({ key: keyText, progress: { ...progress, sentence: balancedSentence(progress, size) } });
            if (progress.state !== 'drawing')
              queryClient.setQueryData(
                JSON.parse(keyText) as unknown[],
                { ...progress, sentence: balancedSentence(progress, size) },
                { updatedAt: Date.now() },
              );
          },
          signal: controller.signal,
        }),
      )
      .catch((error: unknown) => {
        // A listing read failed: the draw stops where it was; the wall says so and offers to draw again.
        if (!controller.signal.aborted)
          setDrawn((current) => ({
            key: keyText,
            progress: current?.key === keyText ? current.progress : null,
            error,
          }));
      });
    return () => controller.abort();
  }, [active, keyText, queryClient, ws, document.id, document.updatedAt, seed, size, attempt]);

  if (!active) return null;
  const mine = drawn?.key === keyText ? drawn : null;
  // A finished draw shows at once (no "Drawing…" flash when coming back to it).
  const finished = mine ? null : queryClient.getQueryData<BalancedDraw>(key);
  return {
    progress: mine?.progress ?? finished ?? null,
    error: mine?.error ?? null,
    retry: () => {
      setDrawn(null);
      setAttempt((n) => n + 1);
    },
  };
}
