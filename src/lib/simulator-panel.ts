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

/**
 * Where the shell wants the simulator's button: a spot in its header. Without one (sign-in, the workspace
 * chooser) the button sits in the page's flow at its end, so it never covers what the page shows.
 */
let buttonSlot: HTMLElement | null = null;
const slotListeners = new Set<() => void>();

export function setSimulatorButtonSlot(element: HTMLElement | null): void {
  if (element === buttonSlot) return;
  buttonSlot = element;
  for (const listener of slotListeners) listener();
}

export function subscribeSimulatorButtonSlot(listener: () => void): () => void {
  slotListeners.add(listener);
  return () => slotListeners.delete(listener);
}

export const getSimulatorButtonSlot = (): HTMLElement | null => buttonSlot;
