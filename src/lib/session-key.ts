/** Where the session lives in sessionStorage (src/lib/session.ts); the build's preload script reads it too (build/signed-in-preload.ts). */
export const sessionKey = 'cdp.session';
