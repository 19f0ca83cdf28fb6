import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { getProfile, type Profile } from '../../profiles';
import type { Persona } from '../model/personas';
import { documentKeys } from './keys';
import { runPreviews } from './wall-previews';
import type { WallSample } from './wall-sample';

/*
 * A persona's profiles (model/personas.ts): each record read once, 4 at a time (the wall's runner). A profile that
 * no longer exists (404) stays in the sample as its id alone: its preview answers 404 too and the wall shows
 * "Profile not found (404)", counted apart from in and out (issue 36).
 */
async function personaSample(persona: Persona, signal: AbortSignal): Promise<WallSample> {
  const found = new Map<number, Profile>();
  let failure: unknown = null;
  await runPreviews({
    items: persona.clientIds,
    preview: (clientId, runSignal) => getProfile(clientId, runSignal),
    onSettled: (clientId, outcome) => {
      if (outcome.ok) found.set(clientId, outcome.value);
      else if (isApiError(outcome.error) && outcome.error.status === 404) found.set(clientId, { clientId });
      else failure ??= outcome.error;
    },
    signal,
  });
  if (failure) throw failure;
  const profiles = persona.clientIds.flatMap((clientId) => found.get(clientId) ?? []);
  return { profiles, totalCount: profiles.length };
}

export const personaSampleQuery = (ws: string, persona: Persona) =>
  queryOptions({
    queryKey: [...documentKeys.wallSample(ws, { kind: 'personas', persona: persona.id }), persona],
    queryFn: ({ signal }) => personaSample(persona, signal),
    staleTime: 5 * 60_000,
  });
