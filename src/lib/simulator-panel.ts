/**
 * "Open the simulator panel", asked from anywhere (the sign-in page's link) even before the panel's code
 * has loaded: a request made early is kept until the panel subscribes.
 */
let pending = false;
const listeners = new Set<() => void>();

export function openSimulatorPanel(): void {
  if (listeners.size === 0) pending = true;
  for (const listener of listeners) listener();
}

export function onSimulatorPanelRequest(listener: () => void): () => void {
  listeners.add(listener);
  if (pending) {
    pending = false;
    listener();
  }
  return () => listeners.delete(listener);
}
