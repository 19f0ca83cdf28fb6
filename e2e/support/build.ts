/** The `assets/` folder of the build the preview serves (playwright.config.ts builds it there). */
export const builtAssetsDir = `${process.env.E2E_OUT_DIR ?? 'dist-e2e'}/assets`;

/** The file name of the entry script `index.html` names (under `/assets/`). */
export const entryScriptOf = (html: string): string | undefined =>
  /<script type="module" crossorigin src="\/assets\/([^"]+)"/.exec(html)?.[1];
