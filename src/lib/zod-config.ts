import { config } from 'zod/mini';

/*
 * Imported before any schema is built by code that uses classic `zod` in the browser (the in-page simulator's
 * worker). Classic zod objects find out whether they may compile fast parsers with `new Function` by trying
 * it once: under the production Content-Security-Policy (no 'unsafe-eval', src/app/content-security-policy.ts)
 * that probe is refused and reported as a violation. The app's own schemas use `zod/mini`, which never compiles.
 */
config({ jitless: true });
