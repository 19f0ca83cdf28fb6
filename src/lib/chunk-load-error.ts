/*
 * A part of the app (a route, a panel) whose file could not be downloaded: the device went offline, or a
 * new version replaced the files since the tab opened. Browsers word it differently; Vite's preloader adds
 * its own. Only reloading helps: a failed module import is not tried again in the same page.
 */
const chunkLoadMessages = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preloader
];

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkLoadMessages.some((message) => message.test(error.message));
}
