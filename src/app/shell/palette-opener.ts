import { createDemand } from '../../lib/on-first-use';

/**
 * Opening the command palette from the shell (its button, Ctrl+K): the palette (Spotlight, its list, modal and
 * styles) is downloaded and mounted the first time it is asked for, or pointed at (src/app/shell/app-layout.tsx), and
 * opens as it mounts; the shell does not import Spotlight's store, which would bring Mantine's hooks onto every
 * page's first paint (decision 0114).
 */
let opener: (() => void) | null = null;
let pending = false;

/** Whether the palette has been asked for: the shell mounts it from then on. */
export const paletteDemand = createDemand();

/** Opens the palette, or has it open as soon as it is mounted. */
export function openPalette(): void {
  if (opener) opener();
  else {
    pending = true;
    paletteDemand.want();
  }
}

/** The mounted palette's way to open; it opens at once if it was asked for before. Returns the unregistering. */
export function setPaletteOpener(open: () => void): () => void {
  opener = open;
  if (pending) {
    pending = false;
    open();
  }
  return () => {
    if (opener === open) opener = null;
  };
}
