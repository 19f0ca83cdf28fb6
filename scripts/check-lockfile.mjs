#!/usr/bin/env node
// `npm ci` refuses a lock file that names an optional dependency without recording it. npm install writes such a
// lock when the registry lacks a platform build of a native package (knip's oxc-parser 0.156 had no darwin build),
// and the machine that ran it never notices: only a clean install elsewhere fails. Checked here, before CI.
import { readFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const packages = lock.packages ?? {};

/** npm resolves a dependency from the nearest node_modules going up from the package that needs it. */
function isRecorded(packagePath, dependency) {
  let base = packagePath;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dependency}`]) return true;
    const cut = base.lastIndexOf('/node_modules/');
    if (base === '') return false;
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

const missing = [];
for (const [packagePath, entry] of Object.entries(packages)) {
  for (const dependency of Object.keys(entry.optionalDependencies ?? {})) {
    if (!isRecorded(packagePath, dependency)) missing.push(`${packagePath || '(root)'} -> ${dependency}`);
  }
}

if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} optional dependencies, so \`npm ci\` will fail:`);
  for (const line of missing) console.error(`  ${line}`);
  console.error('Pin the package that needs them to a version whose platform builds are all published.');
  process.exit(1);
}
console.log(`package-lock.json: every optional dependency is recorded (${Object.keys(packages).length} packages).`);
