import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What a production build's manifest says about the critical paths. The JavaScript a visitor without a session loads before the sign-in form shows, read from a production build's
 * manifest: the entry and the sign-in route's modules with everything they import statically (issue 14: at most
 * 120 KB gzipped; decisions 0102 and 0108). Sizes are deterministic, so this is a check, not a timing; `npm run
 * bench` measures the same bytes in a browser. It fails when a chunk group or an import drags a signed-in page's
 * library (Mantine, React Query, zod…) onto the sign-in page. And a page's data module, whose requests start once it
 * and its static imports have arrived (docs/decisions/0100-route-loading.md), reaches none of the UI chunks: a
 * module in a chunk group brings the whole group's imports along, which a check of the sources cannot see
 * (src/app/critical-path-imports.test.ts checks the sources).
 */
const budgetBytes = 120_000;
const signInModules = ['src/app/routes/sign-in.tsx', 'src/app/routes/sign-in.data.ts'];

let outDir = '';
let manifest = {};

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'production-build-'));
  // Vitest sets NODE_ENV=test, which would build React's development code; and a real deployment's build (no
  // simulator), whatever the shell says.
  const saved = { NODE_ENV: process.env.NODE_ENV, VITE_SIMULATOR: process.env.VITE_SIMULATOR };
  process.env.NODE_ENV = 'production';
  process.env.VITE_SIMULATOR = 'off';
  try {
    await build({
      logLevel: 'silent',
      mode: 'production',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The manifest entries reached from `keys` through static imports. */
function staticClosure(keys) {
  const reached = new Set();
  const visit = (key) => {
    if (reached.has(key)) return;
    reached.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...reached].map((key) => manifest[key]);
}

describe('the sign-in page of a production build', () => {
  it(`loads at most ${budgetBytes / 1000} KB of gzipped JavaScript before the form shows`, () => {
    const chunks = staticClosure(['index.html', ...signInModules]);
    const sizes = chunks.map((chunk) => ({
      file: chunk.file,
      gzipped: gzipSync(readFileSync(join(outDir, chunk.file)), { level: 9 }).length,
    }));
    const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);
    expect(total, JSON.stringify(sizes, null, 1)).toBeLessThanOrEqual(budgetBytes);
  });

  it("loads none of the signed-in pages' shared chunks (Mantine, React Query, shared components)", () => {
    const files = staticClosure(['index.html', ...signInModules]).map((chunk) => chunk.file);
    expect(files.filter((file) => /assets\/(ui|ui-base|ui-overlay|ui-form|app|app-ui|query)-/.test(file))).toEqual([]);
    expect(files.some((file) => file.includes('sign-in'))).toBe(true);
  });
});

describe('the route data modules of a production build', () => {
  const dataModules = () => Object.keys(manifest).filter((key) => /^src\/app\/routes\/.*\.data\.ts$/.test(key));

  it('start their requests without waiting for the UI chunks (Mantine, shared components)', () => {
    const waiting = dataModules().flatMap((key) =>
      staticClosure([key])
        .map((chunk) => chunk.file)
        .filter((file) => /assets\/(ui|ui-base|ui-overlay|ui-form|app-ui)-/.test(file))
        .map((file) => `${key} → ${file}`),
    );
    expect(waiting).toEqual([]);
    expect(dataModules().length).toBeGreaterThan(10);
  });
});
