/// <reference lib="webworker" />
import Papa from 'papaparse';
import { firstCsvLine, rowsOfJson, validateRows, type ImportMapping, type ImportRow } from './import-rows';

/*
 * Parses and validates an import file off the main thread, so a 50,000-row file never freezes the page.
 * Messages in: {type:'parse', file} then {type:'validate', mapping}. Out: parsed / validated / error.
 */
export type ImportWorkerRequest = { type: 'parse'; file: File } | { type: 'validate'; mapping: ImportMapping };
export type ImportWorkerResponse =
  | { type: 'parsed'; columns: string[]; preview: ImportRow[]; total: number }
  | { type: 'validated'; result: ReturnType<typeof validateRows> }
  | { type: 'error'; message: string };

let rows: ImportRow[] = [];
// The number of the first row as the person sees it: its spreadsheet line in a CSV, its element in JSON.
let firstLine = firstCsvLine;

function reply(message: ImportWorkerResponse) {
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);
}

async function parse(file: File) {
  const text = await file.text();
  if (file.name.toLowerCase().endsWith('.json') || text.trimStart().startsWith('[')) {
    const parsed = rowsOfJson(text);
    rows = parsed.rows;
    firstLine = 1;
    return reply({ type: 'parsed', columns: parsed.columns, preview: rows.slice(0, 5), total: rows.length });
  }
  const result = Papa.parse<ImportRow>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const fatal = result.errors.find((error) => error.type === 'Delimiter' || error.code === 'MissingQuotes');
  if (fatal) throw new Error(`Line ${(fatal.row ?? 0) + 2}: ${fatal.message}`);
  rows = result.data;
  firstLine = firstCsvLine;
  reply({ type: 'parsed', columns: result.meta.fields ?? [], preview: rows.slice(0, 5), total: rows.length });
}

self.onmessage = (event: MessageEvent<ImportWorkerRequest>) => {
  const message = event.data;
  const run = async () => {
    if (message.type === 'parse') await parse(message.file);
    else reply({ type: 'validated', result: validateRows(rows, message.mapping, firstLine) });
  };
  run().catch((error: unknown) =>
    reply({ type: 'error', message: error instanceof Error ? error.message : 'The file could not be read.' }),
  );
};
