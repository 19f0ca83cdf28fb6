import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';

// docs/benchmarks.md is written by the bench, never by hand: one section per suite, each with the day and machine
// it was measured on, so a run of some suites (BENCH_SUITES) replaces their sections and keeps the others.

const HEADER = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs); do not edit by hand. Each suite's section holds the figures of
its last run, with the day, the commit and the machine: production builds, the simulator's HTTP server, Debian's
Chromium. \`BENCH_SUITES=events,search npm run bench\` measures some suites only and leaves the other sections as
they are. KiB = 1024 bytes, KB = 1000. JavaScript sizes are gzipped script bodies; Lighthouse's are its responses
with their headers, each body counted as its gzip twin, though the preview sends the Brotli one ("as sent").

Goals (docs/performance.md): Lighthouse mobile performance ≥ 0.95 and LCP ≤ 2.5 s on every route, at most 170 KB of
JavaScript before the largest paint, at most 120 KB without a session, INP ≤ 200 ms for each interaction of the
\`inp\` suite (Lighthouse timespan on its throttled phone). Timings vary between sittings on machines of
the same kind by up to 2×, TBT by up to 300 ms and a score by up to 0.1 between runs of the same code: compare two
commits in one sitting, one after the other.
`;

const SECTION = /<!-- bench:suite (\S+) -->\n[\s\S]*?<!-- \/bench:suite -->\n?/g;

/**
 * A printed figure is "label: value"; the label may hold ": " inside parentheses and the value may too (the
 * Lighthouse runs), so the split is the last ": " outside parentheses.
 */
export function splitFigure(line) {
  let depth = 0;
  let at = -1;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ':' && line[i + 1] === ' ' && depth === 0) at = i;
  }
  return at < 0
    ? { figure: line.trim(), value: '' }
    : { figure: line.slice(0, at).trim(), value: line.slice(at + 2).trim() };
}

const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The commit measured, marked when the working tree had changes not yet committed. */
export function currentCommit() {
  try {
    const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : ''}`;
  } catch {
    return '';
  }
}

export function machineNote() {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim();
  const extra = process.env.BENCH_MACHINE_NOTE ? `; ${process.env.BENCH_MACHINE_NOTE}` : '';
  return `${cpus.length} cores${model ? ` (${model})` : ''}, ${os.type()} ${os.release()}, Node ${process.version}${extra}`;
}

/** A suite's lines: "label: value" figures, and the rows of a table of its own (lines that start with "|"). */
export function renderSuite(name, lines, { date, commit, machine }) {
  const table = lines.filter((line) => line.startsWith('|'));
  const rows = lines
    .filter((line) => line.trim() !== '' && !line.startsWith('|'))
    .map((line) => {
      const { figure, value } = splitFigure(line);
      return `| ${cell(figure)} | ${cell(value)} |`;
    });
  return [
    `<!-- bench:suite ${name} -->`,
    `## ${name}`,
    '',
    `Measured on ${date}${commit ? ` at commit ${commit}` : ''}, ${machine}.`,
    '',
    ...(table.length > 0 ? [...table, ''] : []),
    '| figure | value |',
    '|---|---|',
    ...rows,
    '<!-- /bench:suite -->',
    '',
  ].join('\n');
}

/** The whole page: the suites of this run replace their sections in place; new suites are added at the end. */
export function renderReport(existing, results, options) {
  const fresh = new Map([...results].map(([name, lines]) => [name, renderSuite(name, lines, options)]));
  const sections = [];
  for (const match of (existing ?? '').matchAll(SECTION)) {
    const name = match[1];
    sections.push(fresh.get(name) ?? match[0].replace(/\n?$/, '\n'));
    fresh.delete(name);
  }
  sections.push(...fresh.values());
  return [HEADER, ...sections].join('\n');
}

/** Writes the report (BENCH_REPORT overrides the path, so a trial run need not replace the recorded figures). */
export function writeReport(
  results,
  path = process.env.BENCH_REPORT || new URL('../../docs/benchmarks.md', import.meta.url),
) {
  if (results.size === 0) return;
  const existing = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(path, renderReport(existing, results, { date, commit: currentCommit(), machine: machineNote() }));
  console.info(`Figures written to ${path instanceof URL ? 'docs/benchmarks.md' : path}`);
}
