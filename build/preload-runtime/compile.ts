import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify, transformWithOxc } from 'vite';
import type { PreloadArguments } from './preload.ts';

// `import.meta.dirname`, not a URL: under jsdom (the runtime's test) `URL` is the page's, not Node's.
const runtimeFile = join(import.meta.dirname, 'preload.ts');
const EXPORTED_RUNTIME = /^export function preload\(/m;

/**
 * The preload script: the runtime of ./preload.ts and a call with the build's table, minified into one line without
 * imports or exports (index.html loads it as a module; the production-build test runs it as a function body).
 * Compiled with Vite's own Oxc transform and minifier, so it needs no bundler of its own.
 */
export async function compilePreloadScript(...args: PreloadArguments): Promise<string> {
  const { code } = await transformWithOxc(readFileSync(runtimeFile, 'utf8'), runtimeFile, { lang: 'ts' });
  // Types are erased; the function is the module's one export, and the script calls it instead.
  if (!EXPORTED_RUNTIME.test(code) || /^export\b/m.test(code.replace(EXPORTED_RUNTIME, '')))
    throw new Error(`${runtimeFile} must export the function preload and nothing else at run time`);
  const call = `preload(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
  const script = `${code.replace(EXPORTED_RUNTIME, 'function preload(')}\n${call}\n`;
  const result = await minify('signed-in-preload.js', script, { module: true, compress: true, mangle: true });
  if (result.errors.length > 0) throw new Error(result.errors.map((error) => error.message).join('\n'));
  return `${result.code.trim()}\n`;
}
