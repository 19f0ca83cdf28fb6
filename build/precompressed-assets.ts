import { gzipAsync } from '@gfx/zopfli';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Smaller files go as they are (the preview's on-the-fly compression skips them too). */
const MIN_BYTES = 1024;
/** What is sent compressed: the build's scripts and stylesheets (its source maps are not sent to browsers). */
const COMPRESSED = /^assets\/.+\.(js|css)$/;

/**
 * Writes `<file>.gz` beside each script and stylesheet of the build, compressed once at build time with Zopfli: a
 * gzip stream every browser reads, 3–4 % smaller than what a server's on-the-fly gzip sends, which it cannot afford
 * to spend the time on per request (docs/decisions/0128-precompressed-assets.md). `vite preview` serves them
 * (vite.config.ts), as a static host does with its precompressed-files option (docs/deployment.md).
 */
export function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      // One at a time: the compressor is synchronous work on this thread; in parallel it would only interleave.
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!COMPRESSED.test(fileName)) continue;
        const bytes = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (bytes.length < MIN_BYTES) continue;
        await writeFile(join(dir, `${fileName}.gz`), await gzipAsync(bytes, { numiterations: 5 }));
      }
    },
  };
}
