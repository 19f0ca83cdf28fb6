import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

// docs/benchmarks.md is written by the bench, never by hand: one section per suite, each with the day and machine
// it was measured on, so a run of some suites (BENCH_SUITES) replaces their sections and keeps the others.

const HEADER = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs); do not edit by hand. Each suite's section holds the figures of
its last run, with the day and the machine it ran on: production builds, the simulator's HTTP server, Debian's
Chromium. KiB = 1024 bytes, KB = 1000. JavaScript sizes are gzipped script bodies, except Lighthouse's: what it saw on
the wire, bodies as served (precompressed since decision 0128) with their response headers. \`BENCH_SUITES=events,search
npm run bench\` measures some suites only and leaves the other sections as they are.

Timings vary between sittings on machines of the same kind, by up to 2× (sizes do not): compare two commits in one
sitting, one after the other. The figures below are of a fifteenth sitting on 2026-11-27 (commit 0bcace2, after
decision 0132: the start and what follows the first paint in short tasks, the Lighthouse suite on a reset simulator).
Against the twelfth (381d4cf, same day) the laptop figures improved (next page 68 → 40 ms, navbar click 119 → 85 ms,
timeline click 231 → 145 → 175 ms, timeline scrolling 1716 → 1177 ms of scripting, search 413 → 392 ms); against the
fourteenth (85ed987) they are within a sitting's spread: two unrecorded sittings of the same changes that afternoon
had navbar 96 and 88 ms, timeline click 163 and 212 ms, scrolling 1129 and 1627 ms, search 364 and 382 ms, and
b47c9f8 (before decision 0132) measured later that afternoon a timeline click of 215 ms and 1173 ms of scrolling. The routes' "on top of the shell" figures grew
(/profiles 18.3 → 34.8 KiB, the editor 184.7 → 214.1 KiB) because the shell no longer loads, after its first paint,
the Mantine chunks those pages import (\`ui\`, \`ui-scroll\`, \`ui-modal\`, \`ui-overlay\`): they now count them as their own, and
every page loads less in all. TBT differs by up to 300 ms between runs of the
same code (the editor's 155–449 ms over eight runs, decision 0129), and a score by up to 0.1; since 668ee17 each
Lighthouse run starts from a blank page after a pause, so the page measured before it is not still working. Since
decision 0122 Mantine's text inputs travel apart from the shell, so the routes' "on top of the shell" figures
include them where a page's form uses them (the list pages' filters after the first paint, the search playground). The Lighthouse suite first
resets the simulator to its seed (the suites before it import 50,000 profiles and add documents to the same one),
and measures the editor on a new document it makes (its settings open with it until decision 0148, folded since,
the content first). "Before the largest paint" counts what Lighthouse saw start before it: since decision 0115 the extras load
after the browser has reported the content, so it is close to what each page's first paint imports. The timeline's
"click Events" waits for the profile page to settle first (decision 0116). The simulator build's sign-in page loads
its simulator button after the form shows, plain elements since decision 0130 (it brought Mantine's chunks before:
231.0 → 161.9 KiB). For comparison, a comparable open-source React admin starter loads 170 KB of JavaScript for its
login page, measured the same way.
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

export function machineNote() {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim();
  const extra = process.env.BENCH_MACHINE_NOTE ? `; ${process.env.BENCH_MACHINE_NOTE}` : '';
  return `${cpus.length} cores${model ? ` (${model})` : ''}, ${os.type()} ${os.release()}, Node ${process.version}${extra}`;
}

export function renderSuite(name, lines, { date, machine }) {
  const rows = lines.map((line) => {
    const { figure, value } = splitFigure(line);
    return `| ${cell(figure)} | ${cell(value)} |`;
  });
  return [
    `<!-- bench:suite ${name} -->`,
    `## ${name}`,
    '',
    `Measured on ${date}, ${machine}.`,
    '',
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
  writeFileSync(path, renderReport(existing, results, { date, machine: machineNote() }));
  console.info(`Figures written to ${path instanceof URL ? 'docs/benchmarks.md' : path}`);
}
