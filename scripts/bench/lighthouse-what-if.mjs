import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { lighthouseFlags } from './lighthouse.mjs';

/**
 * A run's network log as if some requests had not been made (`drop`: address patterns) or had carried `factor` times
 * their bytes (`scale`: [pattern, factor]). Lighthouse's simulated phone replays the recorded requests, so a
 * re-audit of the edited log says what a change to the page's files or requests would do to its figures, in seconds
 * and without the noise of a new recording (docs/performance.md, "How to measure").
 */
export function editDevtoolsLog(log, { drop = [], scale = [] } = {}) {
  const urls = new Map();
  for (const event of log)
    if (event.method === 'Network.requestWillBeSent') urls.set(event.params.requestId, event.params.request.url);
  const dropped = new Set([...urls].filter(([, url]) => drop.some((pattern) => pattern.test(url))).map(([id]) => id));
  const factorOf = (id) => scale.find(([pattern]) => pattern.test(urls.get(id) ?? ''))?.[1] ?? 1;
  const edited = [];
  for (const event of log) {
    const id = event.params?.requestId;
    if (id !== undefined && dropped.has(id)) continue;
    const factor = id === undefined ? 1 : factorOf(id);
    const bytes = event.method === 'Network.loadingFinished' || event.method === 'Network.dataReceived';
    edited.push(
      bytes && factor !== 1
        ? {
            ...event,
            params: { ...event.params, encodedDataLength: Math.round(event.params.encodedDataLength * factor) },
          }
        : event,
    );
  }
  return { log: edited, dropped: [...dropped].map((id) => urls.get(id)) };
}

/** `--drop <pattern>` and `--scale <pattern>=<factor>` (each may repeat), then the runs' artifact directories. */
export function parseArguments(args) {
  const drop = [];
  const scale = [];
  const dirs = [];
  for (let at = 0; at < args.length; at += 1) {
    if (args[at] === '--drop') drop.push(new RegExp(args[(at += 1)]));
    else if (args[at] === '--scale') {
      const match = /^(.+)=([\d.]+)$/.exec(args[(at += 1)] ?? '');
      if (!match) throw new Error(`--scale wants <pattern>=<factor>, not ${args[at]}`);
      scale.push([new RegExp(match[1]), Number(match[2])]);
    } else dirs.push(args[at]);
  }
  if (dirs.length === 0) throw new Error('Name at least one directory of BENCH_LIGHTHOUSE_ARTIFACTS');
  return { drop, scale, dirs };
}

/** The simulated largest paint, in ms, of a Lighthouse report. */
const largestPaintOf = (lhr) => Math.round(lhr.audits['largest-contentful-paint'].numericValue);

/**
 * A run's simulated largest paint as recorded (the report the bench's audit left beside its artifacts) and after
 * `editDevtoolsLog` with `options`, re-audited from a copy of the artifacts.
 */
async function whatIf(dir, options) {
  const report = join(dir, 'lhr.report.json');
  const copy = mkdtempSync(join(tmpdir(), 'lighthouse-what-if-'));
  try {
    cpSync(dir, copy, { recursive: true });
    rmSync(join(copy, 'lhr.report.json'), { force: true });
    const before = existsSync(report)
      ? largestPaintOf(JSON.parse(readFileSync(report, 'utf8')))
      : largestPaintOf((await lighthouse(undefined, { ...lighthouseFlags, auditMode: copy })).lhr);
    const logFile = join(copy, 'defaultPass.devtoolslog.json');
    const { log, dropped } = editDevtoolsLog(JSON.parse(readFileSync(logFile, 'utf8')), options);
    writeFileSync(logFile, JSON.stringify(log));
    const after = largestPaintOf((await lighthouse(undefined, { ...lighthouseFlags, auditMode: copy })).lhr);
    return { before, after, dropped };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { drop, scale, dirs } = parseArguments(process.argv.slice(2));
  for (const dir of dirs) {
    const { before, after, dropped } = await whatIf(dir, { drop, scale });
    console.log(`${dir}: LCP ${before} ms → ${after} ms (${dropped.length} requests dropped)`);
  }
}
