/**
 * Opening the command palette from the shell (its button, Ctrl+K) before and after its code has arrived: the
 * palette loads after the page has shown (src/app/shell/app-layout.tsx), and the shell does not import Spotlight's
 * store, which would bring Mantine's hooks onto every page's first paint (decision 0114).
 */
let opener: (() => void) | null = null;
let pending = false;

/** Opens the palette, or has it open as soon as it is mounted. */
export function openPalette(): void {
  if (opener) opener();
  else pending = true;
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
