/**
 * A whole suite as one JSON file (issue 38): its queries, judgments, variants and the runs kept with it, to move a
 * suite to another browser or into the command line. Versioned: a file of another version is refused whole, with
 * the reason, never half read. Written in the readers' key order, so export → import → export is byte-equal.
 */
import { readRun, readSuite, type Run, type Suite } from './suite';

export const SUITE_FILE_FORMAT = 'cdp-relevance-suite';
export const SUITE_FILE_VERSION = 1;

export interface SuiteFile {
  suite: Suite;
  runs: Run[];
}

export function exportSuite(file: SuiteFile): string {
  // Through the readers first: one key order whatever built the records, so the bytes depend only on the content.
  const suite = readSuite(file.suite);
  if (!suite) throw new Error('exportSuite: the suite has no id, name or index');
  const runs = file.runs.map(readRun).filter((run): run is Run => run !== null && run.suiteId === suite.id);
  return `${JSON.stringify({ format: SUITE_FILE_FORMAT, version: SUITE_FILE_VERSION, suite, runs }, null, 2)}\n`;
}

export type SuiteImport = { ok: true; file: SuiteFile } | { ok: false; reason: string };

export function importSuite(text: string): SuiteImport {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, reason: 'This file is not JSON: choose a suite exported from the Relevance page.' };
  }
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (record.format !== SUITE_FILE_FORMAT)
    return { ok: false, reason: 'This file is not a relevance suite (it has no "format": "cdp-relevance-suite").' };
  if (record.version !== SUITE_FILE_VERSION)
    return {
      ok: false,
      reason: `This suite file is version ${JSON.stringify(record.version ?? null)}; this dashboard reads version ${SUITE_FILE_VERSION} only, so nothing was imported.`,
    };
  const suite = readSuite(record.suite);
  if (!suite) return { ok: false, reason: 'The file has no readable suite (its id, name or index is missing).' };
  const runs = (Array.isArray(record.runs) ? record.runs : [])
    .map(readRun)
    .filter((run): run is Run => run !== null && run.suiteId === suite.id);
  return { ok: true, file: { suite, runs } };
}
