import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { themeStylesheet } from './theme-stylesheet.ts';

const mantineStylesDir = join(import.meta.dirname, '../node_modules/@mantine/core/styles/');
/** Marks a Mantine stylesheet the plugin wraps in its cascade layer. */
const LAYER_QUERY = '?mantine-layer';
/** The app's start-up stylesheet: Mantine's global part and the theme's styles. */
const START_STYLESHEET = /src[\\/]app[\\/]mantine-styles\.css($|\?)/;
/** One of `@mantine/core`'s class-name modules, `esm/…/<Name>.module.mjs`. */
const CLASS_NAME_MODULE = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

const layerOf = (file: string) => `mantine.${file.replace(/\.css$/, '')}`;
const layered = (file: string) => `@layer ${layerOf(file)} {\n${readFileSync(mantineStylesDir + file, 'utf8')}\n}`;

/** Every component's layer in the order of `@mantine/core/styles.css`, which decides which rule wins. */
function layerOrder(): string[] {
  const whole = readFileSync(`${mantineStylesDir}../styles.css`, 'utf8');
  const files = readdirSync(mantineStylesDir).filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'));
  const placed = files.map((file) => ({
    file,
    at: whole.indexOf(readFileSync(mantineStylesDir + file, 'utf8').trim()),
  }));
  const missing = placed.filter(({ at }) => at < 0).map(({ file }) => file);
  if (missing.length > 0) throw new Error(`Mantine styles not found in styles.css: ${missing.join(', ')}`);
  return placed.sort((a, b) => a.at - b.at).map(({ file }) => layerOf(file));
}

/**
 * Mantine's styles component by component, in Mantine's own cascade order
 * (docs/decisions/0165-build-chunks-css-and-compression.md). Each of `@mantine/core`'s class-name modules imports
 * its component's stylesheet, so a chunk carries the CSS of the components it uses and a page's render-blocking
 * stylesheet is only the global part and what the entry renders (the whole styles.css, 37 KB gzipped, blocked every
 * first paint). Chunks load in any order, so each file goes into its own layer, `mantine.<Name>`, and index.html
 * declares all the layers first: the declaration, not the arrival, decides which rule wins. As with Mantine's
 * `styles.layer.css`, the app's own (unlayered) CSS comes above all of them. The development server pre-bundles
 * Mantine (the transform does not see it): it gets `styles.layer.css`.
 */
export function mantineStylesPerComponent(command: 'build' | 'serve'): Plugin {
  return {
    name: 'mantine-styles-per-component',
    enforce: 'pre',
    // First in <head>, before any stylesheet: a layer's place is fixed where it is first named.
    transformIndexHtml() {
      if (command === 'serve') return [];
      return [{ tag: 'style', children: `@layer ${layerOrder().join(', ')};`, injectTo: 'head-prepend' }];
    },
    load(id) {
      if (!id.endsWith(LAYER_QUERY)) return null;
      const file = id.slice(0, -LAYER_QUERY.length);
      return `${layered(file.slice(file.lastIndexOf('/') + 1))}\n`;
    },
    async transform(code, id) {
      if (START_STYLESHEET.test(id)) {
        // The theme's variables unlayered, above Mantine's defaults, as MantineProvider's own <style> is.
        const theme = await themeStylesheet();
        // The file's own rules (on Mantine's components, unlayered) after the import this replaces.
        const own = code.replace(/@import\s+'@mantine\/core\/styles\.layer\.css';/, '');
        if (command === 'serve')
          return { code: `@import '@mantine/core/styles.layer.css';\n${theme}\n${own}`, map: null };
        const globals = ['baseline.css', 'default-css-variables.css', 'global.css'];
        return { code: [...globals.map(layered), theme, own].join('\n'), map: null };
      }
      if (command === 'serve') return null;
      const match = CLASS_NAME_MODULE.exec(id);
      if (!match || !existsSync(`${mantineStylesDir}${match[1]}.css`)) return null;
      return { code: `import '${mantineStylesDir}${match[1]}.css${LAYER_QUERY}';\n${code}`, map: null };
    },
  };
}
