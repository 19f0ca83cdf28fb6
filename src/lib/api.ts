import { createHttpClient } from './http';
import { loadRegionPreference } from './preferences';
import { apiBaseUrl } from './api-base-url';
import { createSessionStore, sessionStorageOrUndefined } from './session';

/** The app's one session and one HTTP client. The refresh operation is plugged in by the auth feature. */
export const session = createSessionStore({ storage: sessionStorageOrUndefined() });

export const http = createHttpClient({
  baseUrl: () => apiBaseUrl(session.get()?.regionId ?? loadRegionPreference()),
  tokens: session,
});
