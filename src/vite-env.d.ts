/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `browser` (simulator inside the page, default for `npm run dev`), `http` (the local simulator server) or `off` (real regions). */
  readonly VITE_SIMULATOR?: 'browser' | 'http' | 'off';
  /** Base address of the simulator server when VITE_SIMULATOR=http. */
  readonly VITE_SIMULATOR_URL?: string;
  /** `proxy`: call real regions through the dev server's `/region/<id>` proxy (development only). */
  readonly VITE_REGION_ROUTING?: 'direct' | 'proxy';
}

/** Defined by vite.config.ts from VITE_SIMULATOR. */
declare const __SIMULATOR_MODE__: 'browser' | 'http' | 'off';

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A Mantine stylesheet wrapped in its cascade layer by build/mantine-styles-per-component.ts. */
declare module '*.css?mantine-layer';
