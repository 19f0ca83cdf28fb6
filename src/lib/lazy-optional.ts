import { lazy, type ComponentType } from 'react';

function Nothing() {
  return null;
}

/**
 * A lazily loaded part the page can do without (the command palette, the notifications' outlet, the simulator's
 * button). If its code cannot be downloaded (the connection dropped as the page showed), it renders nothing rather
 * than turning the page into an error page: the browser keeps a failed module import, so it would fail on every
 * render after it too, the sign-in that follows an expired session included.
 */
export function lazyOptional(load: () => Promise<ComponentType>) {
  return lazy<ComponentType>(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing }),
    ),
  );
}
