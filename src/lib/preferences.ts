import { defaultRegionId, isRegionId, type RegionId } from './regions';

/*
 * Non-secret preferences that should outlive the tab (the chosen region). Tokens and anything about the
 * signed-in session never come here: they live in memory and sessionStorage only (see session.ts).
 */
const regionKey = 'cdp.region';

function storage(): Storage | undefined {
  try {
    // Preferences only, never tokens.
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function loadRegionPreference(): RegionId {
  const value = storage()?.getItem(regionKey);
  return isRegionId(value) ? value : defaultRegionId;
}

export function saveRegionPreference(id: RegionId): void {
  storage()?.setItem(regionKey, id);
}

/** Where Mantine's colour-scheme manager keeps the person's choice (`localStorageColorSchemeManager`'s default). */
export const colorSchemeKey = 'mantine-color-scheme-value';

/** The stored colour scheme ('light', 'dark', 'auto'), or null when none was chosen or storage is refused. */
export function loadColorSchemePreference(): string | null {
  try {
    return storage()?.getItem(colorSchemeKey) ?? null;
  } catch {
    return null;
  }
}
