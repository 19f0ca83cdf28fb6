import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/**
 * Two paths whose imports decide how soon a page shows. First, what a visitor without a session loads before the
 * sign-in form shows: the entry and the sign-in route's modules,
 * followed through their static imports (a dynamic import() loads later, and a type import not at all). The
 * libraries of the signed-in pages must not be among them: the budget is 120 KB of JavaScript (issue 14), and
 * Mantine alone was 27 KB of it (docs/decisions/0108-public-pages-without-mantine.md, 0104 for the form library and
 * zod). `npm run bench` measures the bytes; this test says which import broke the rule.
 * Second, a page's data module (`routes/<page>.data.ts`, docs/decisions/0100-route-loading.md): its requests start
 * once it and its imports have arrived, so it imports no UI library (the shell's middleware reached all of
 * Mantine through a notification, and every page's requests waited for 95 KB of it).
 */
const root = resolve(__dirname, '../..');
const signInStarts = ['src/app/main.tsx', 'src/app/routes/sign-in.tsx', 'src/app/routes/sign-in.data.ts'];
const signInForbidden =
  /^(@mantine\/|@tabler\/|zod($|\/)|react-hook-form|@hookform\/|@tanstack\/|@codemirror\/|@uiw\/)/;
const routesDir = resolve(root, 'src/app/routes');
const dataModules = readdirSync(routesDir)
  .filter((file) => file.endsWith('.data.ts'))
  .map((file) => `src/app/routes/${file}`);
const uiLibraries = /^(@mantine\/|@tabler\/|react-hook-form|@hookform\/|@codemirror\/|@uiw\/)/;

const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every package the start files reach, with the chain of files that reaches it. */
function packagesReached(starts: string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, relative(root, file)];
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      if (specifier.endsWith('.css')) continue;
      if (specifier.startsWith('.')) {
        const target = resolveLocal(file, specifier);
        if (target) visit(target, here);
      } else if (!reached.has(specifier)) {
        reached.set(specifier, here);
      }
    }
  };
  for (const start of starts) visit(resolve(root, start), []);
  return reached;
}

function offending(starts: string[], forbidden: RegExp): string[] {
  return [...packagesReached(starts)]
    .filter(([specifier]) => forbidden.test(specifier))
    .map(([specifier, chain]) => `${specifier} via ${chain.join(' → ')}`);
}

describe('the sign-in path', () => {
  it('imports none of the signed-in pages’ libraries', () => {
    expect(offending(signInStarts, signInForbidden)).toEqual([]);
  });

  it('follows imports far enough to see React and the router (the walk itself works)', () => {
    const reached = packagesReached(signInStarts);
    expect(reached.has('react-dom/client')).toBe(true);
    expect(reached.has('react-router')).toBe(true);
  });
});

describe('the route data modules', () => {
  it.each(dataModules)('%s imports no UI library', (file) => {
    expect(offending([file], uiLibraries)).toEqual([]);
  });

  it('are found, and the walk sees a UI library where one is imported', () => {
    expect(dataModules.length).toBeGreaterThan(10);
    expect(offending(['src/app/routes/shell.tsx'], uiLibraries)).not.toEqual([]);
  });
});
