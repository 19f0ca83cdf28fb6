import { useSyncExternalStore } from 'react';
import { subscribeLocal } from '../../../lib/local-store';
import type { Persona } from '../model/personas';
import { readPersonas } from '../model/personas-store';

/** The workspace's personas in this browser, kept current when one is saved, imported or deleted (any tab). */
export function usePersonas(ws: string): Persona[] {
  return useSyncExternalStore(
    subscribeLocal,
    () => readPersonas(ws),
    () => readPersonas(ws),
  );
}
