import { gzipAsync } from '@gfx/zopfli';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is sent compressed: the build's scripts and stylesheets (its source maps are not sent to browsers). */
const COMPRESSED = /^assets\/.+\.(js|css)$/;

/** Brotli's best, told the input is text of this size. */
const brotli = (bytes: Buffer) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

/**
 * Writes `<file>.gz` and `<file>.br` beside each script and stylesheet of the build, compressed once at build time:
 * gzip with Zopfli, a stream every browser reads, 3–4 % smaller than a server's on-the-fly gzip; and Brotli at its
 * best quality, which every current browser asks for and which no server can afford per request
 * (docs/decisions/0212-brotli-twins.md). `vite preview` serves them (build/preview-server.ts), as a static host does
 * with its precompressed-files option (docs/deployment.md). With `zopfli: false` (`PRECOMPRESS=zlib`), zlib's best
 * only: for the test builds, whose bytes on the wire nobody measures, as Zopfli spends 17 of a build's 20 s on this
 * machine.
 */
export function precompressedAssets({ zopfli = true }: { zopfli?: boolean } = {}): Plugin {
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
        // Zopfli, unless on a file of a few hundred bytes zlib's best does as well.
        const zlib = gzipSync(bytes, { level: 9 });
        const best = zopfli ? await gzipAsync(bytes, { numiterations: 5 }) : zlib;
        const twin = zlib.length < best.length ? zlib : best;
        // Small files too (the bundler's runtime, an icon): a phone pays for every byte of them before the page
        // shows. Only a file its twin would not make smaller (a chunk of two imports) goes as it is.
        if (twin.length < bytes.length) await writeFile(join(dir, `${fileName}.gz`), twin);
        // Only where it beats the gzip twin, or the file itself: a browser that takes both gets the smaller.
        const brotliTwin = brotli(bytes);
        if (brotliTwin.length < Math.min(twin.length, bytes.length))
          await writeFile(join(dir, `${fileName}.br`), brotliTwin);
      }
    },
  };
}
