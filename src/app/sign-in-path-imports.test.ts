import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/**
 * What a visitor without a session loads before the sign-in form shows: the entry and the sign-in route's modules,
 * followed through their static imports (a dynamic import() loads later, and a type import not at all). The
 * libraries of the signed-in pages must not be among them: the budget is 120 KB of JavaScript (issue 14), and
 * Mantine alone was 27 KB of it (docs/decisions/0108-public-pages-without-mantine.md, 0104 for the form library and
 * zod). `npm run bench` measures the bytes; this test says which import broke the rule.
 */
const root = resolve(__dirname, '../..');
const starts = ['src/app/main.tsx', 'src/app/routes/sign-in.tsx', 'src/app/routes/sign-in.data.ts'];
const forbidden =
  /^(@mantine\/|@tabler\/|zod($|\/)|react-hook-form|@hookform\/|@tanstack\/|recharts|@codemirror\/|@uiw\/)/;

const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every package the start files reach, with the chain of files that reaches it. */
function packagesReached(): Map<string, string[]> {
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

describe('the sign-in path', () => {
  it('imports none of the signed-in pages’ libraries', () => {
    const offending = [...packagesReached()]
      .filter(([specifier]) => forbidden.test(specifier))
      .map(([specifier, chain]) => `${specifier} via ${chain.join(' → ')}`);
    expect(offending).toEqual([]);
  });

  it('follows imports far enough to see React and the router (the walk itself works)', () => {
    const reached = packagesReached();
    expect(reached.has('react-dom/client')).toBe(true);
    expect(reached.has('react-router')).toBe(true);
  });
});
