import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { profileName, type Profile } from '../../profiles';
import { previewQuery } from '../api/generate';
import type { Document, Preview } from '../api/schemas';
import { runPreviews } from '../api/wall-previews';
import { doneTile, type WallProfile, type WallTile } from '../model/wall';

type Outcome = { ok: true; preview: Preview } | { ok: false; error: unknown };

/**
 * The wall's tiles for a sample: each profile's preview of the saved document, a few at a time
 * (api/wall-previews.ts). Answers are cached under the document's `updatedAt` (previewQuery), so opening the same
 * wall again asks for nothing; a failed tile is asked again only when the person says Retry.
 */
export function useWallTiles(ws: string, document: Document, profiles: readonly Profile[] | null, masked: boolean) {
  const queryClient = useQueryClient();
  // Keyed by the saved version and the profile: a newer save never shows an older answer.
  const [outcomes, setOutcomes] = useState(() => new Map<string, Outcome>());
  const keyOf = useCallback((clientId: number) => `${document.updatedAt} ${clientId}`, [document.updatedAt]);
  const options = useCallback(
    (clientId: number) => ({
      ...previewQuery(ws, document.id, clientId, document.updatedAt),
      // A failure shows at once with Retry (a 500 is not retried behind the person's back); an answer for this
      // saved version stays right until the document changes, which changes the key.
      retry: false,
      staleTime: Infinity,
    }),
    [ws, document.id, document.updatedAt],
  );

  const enabled = !!document.audience;
  useEffect(() => {
    if (!profiles || !enabled) return;
    const controller = new AbortController();
    // Answers already cached for this saved version are drawn from the cache: only the others are asked for.
    const missing = profiles.filter((profile) => !queryClient.getQueryData(options(profile.clientId).queryKey));
    void runPreviews({
      items: missing,
      preview: (profile) => queryClient.fetchQuery(options(profile.clientId)),
      onSettled: (profile, outcome) =>
        setOutcomes((current) =>
          new Map(current).set(
            keyOf(profile.clientId),
            outcome.ok ? { ok: true, preview: outcome.value } : { ok: false, error: outcome.error },
          ),
        ),
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [profiles, enabled, options, queryClient, keyOf]);

  const retry = useCallback(
    (clientId: number) => {
      setOutcomes((current) => {
        const next = new Map(current);
        next.delete(keyOf(clientId));
        return next;
      });
      queryClient.fetchQuery(options(clientId)).then(
        (preview) => setOutcomes((current) => new Map(current).set(keyOf(clientId), { ok: true, preview })),
        (error: unknown) => setOutcomes((current) => new Map(current).set(keyOf(clientId), { ok: false, error })),
      );
    },
    [options, queryClient, keyOf],
  );

  const tiles = useMemo<WallTile[]>(() => {
    if (!profiles) return [];
    const saved = { content: document.content, slug: document.slug ?? null, schema: document.schema ?? null };
    return profiles.map((record) => {
      const name = profileName(record);
      const profile: WallProfile = { clientId: record.clientId, name: masked ? `${name} (masked)` : name, record };
      const cached = queryClient.getQueryData<Preview>(options(record.clientId).queryKey);
      const outcome = outcomes.get(keyOf(record.clientId)) ?? (cached ? { ok: true, preview: cached } : undefined);
      if (!outcome) return { state: 'pending', profile };
      if (outcome.ok) return doneTile(profile, saved, outcome.preview);
      if (isApiError(outcome.error) && outcome.error.status === 404) return { state: 'not-found', profile };
      const message = outcome.error instanceof Error ? outcome.error.message : 'The preview failed';
      return { state: 'failed', profile, message };
    });
  }, [profiles, outcomes, document, masked, queryClient, options, keyOf]);

  return { tiles, retry };
}
