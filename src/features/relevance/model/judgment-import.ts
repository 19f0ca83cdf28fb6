/**
 * The field's judgment files read into one shape (issue 38, "Imports"): Quepid CSV (`query,docid,rating`), TREC
 * qrels (`qid 0 docid grade`), RRE JSON ratings and TREC topics (`id<TAB>text`, queries only). A byte order mark,
 * quoted commas and CRLF are accepted; a grade outside 0–3 refuses the file with its line number; a (query, item)
 * given twice keeps the last grade and is counted as a conflict. Pure: the page runs it in a worker
 * (judgment-import-worker.ts) so 10,000 lines never hold the main thread.
 */
import Papa from 'papaparse';
import { counted } from '../../../lib/counted';
import { gradeScale, isGrade, type Grade, type Suite, type SuiteQuery } from './suite';

export type JudgmentFormat = 'quepid-csv' | 'trec-qrels' | 'rre-json' | 'trec-topics';

export interface ImportedQuery {
  /** The query's id in the file (qrels, topics, RRE group), or its text (Quepid, which has no ids). */
  key: string;
  text: string;
}

export interface ImportedJudgment {
  queryKey: string;
  itemId: string;
  grade: Grade;
}

export interface ImportError {
  /** The file's line (1-based); RRE JSON has none and names its query group instead. */
  line?: number;
  message: string;
}

export interface JudgmentImport {
  format: JudgmentFormat;
  queries: ImportedQuery[];
  judgments: ImportedJudgment[];
  /** (query, item) pairs given more than once: the last grade was kept. */
  conflicts: number;
  /** Any error refuses the whole file: nothing of it is imported. */
  errors: ImportError[];
}

/** At most this many errors are listed: the first ones are enough to fix the file. */
const errorLimit = 20;

const stripBom = (text: string) => text.replace(/^\uFEFF/, '');

function gradeOf(raw: string | number | undefined): Grade | null {
  const value = typeof raw === 'number' ? raw : raw !== undefined && raw.trim() !== '' ? Number(raw) : NaN;
  return isGrade(value) ? value : null;
}

const gradeMessage = (raw: unknown) =>
  `the grade ${JSON.stringify(raw)} is not a whole number from ${gradeScale.min} to ${gradeScale.max}`;

class Collector {
  readonly queries = new Map<string, ImportedQuery>();
  readonly judgments = new Map<string, ImportedJudgment>();
  conflicts = 0;
  readonly errors: ImportError[] = [];

  query(key: string, text: string) {
    if (!this.queries.has(key)) this.queries.set(key, { key, text });
  }

  judge(queryKey: string, itemId: string, grade: Grade) {
    const pair = JSON.stringify([queryKey, itemId]);
    if (this.judgments.has(pair)) {
      this.conflicts += 1;
      this.judgments.delete(pair); // re-inserted below: the last one's place in the file.
    }
    this.judgments.set(pair, { queryKey, itemId, grade });
  }

  error(message: string, line?: number) {
    if (this.errors.length < errorLimit) this.errors.push(line === undefined ? { message } : { line, message });
  }

  result(format: JudgmentFormat): JudgmentImport {
    const failed = this.errors.length > 0;
    return {
      format,
      queries: failed ? [] : [...this.queries.values()],
      judgments: failed ? [] : [...this.judgments.values()],
      conflicts: failed ? 0 : this.conflicts,
      errors: this.errors,
    };
  }
}

/** The file's lines with their numbers, CRLF or LF, blank ones left out. */
function lines(text: string): { line: number; text: string }[] {
  return stripBom(text)
    .split(/\r?\n/)
    .map((value, i) => ({ line: i + 1, text: value }))
    .filter((entry) => entry.text.trim() !== '');
}

function quepidCsv(text: string): JudgmentImport {
  const out = new Collector();
  const body = stripBom(text);
  let lineOfRow = 1;
  let cursor = 0;
  let first = true;
  Papa.parse<string[]>(body, {
    skipEmptyLines: false,
    step: (row) => {
      const line = lineOfRow;
      const consumed = body.slice(cursor, row.meta.cursor);
      // papaparse's cursor is past the row's line break: the next row starts after the breaks consumed so far.
      lineOfRow += (consumed.match(/\n/g) ?? []).length;
      cursor = row.meta.cursor;
      const cells = row.data.map((cell) => cell.trim());
      if (cells.every((cell) => cell === '')) return;
      const isHeader = first && /^(query|query text|query_text)$/i.test(cells[0] ?? '');
      first = false;
      if (isHeader) return;
      const [query, itemId, rating] = cells;
      if (!query || !itemId) return out.error('a line needs a query, a document id and a rating', line);
      const grade = gradeOf(rating);
      if (grade === null) return out.error(gradeMessage(rating ?? ''), line);
      out.query(query, query);
      out.judge(query, itemId, grade);
    },
  });
  return out.result('quepid-csv');
}

function trecQrels(text: string): JudgmentImport {
  const out = new Collector();
  for (const { line, text: value } of lines(text)) {
    const fields = value.trim().split(/\s+/);
    if (fields.length !== 4) {
      out.error(`expected "query 0 item grade", found ${fields.length} field${fields.length === 1 ? '' : 's'}`, line);
      continue;
    }
    const [queryId, , itemId, rating] = fields as [string, string, string, string];
    const grade = gradeOf(rating);
    if (grade === null) out.error(gradeMessage(rating), line);
    else {
      out.query(queryId, queryId);
      out.judge(queryId, itemId, grade);
    }
  }
  return out.result('trec-qrels');
}

function trecTopics(text: string): JudgmentImport {
  const out = new Collector();
  for (const { line, text: value } of lines(text)) {
    const tab = value.indexOf('\t');
    const id = tab < 0 ? '' : value.slice(0, tab).trim();
    const query = tab < 0 ? '' : value.slice(tab + 1).trim();
    if (!id || !query) out.error('expected "id<TAB>query text"', line);
    else out.query(id, query);
  }
  return out.result('trec-topics');
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** RRE's relevant_documents in its three spellings: {grade: [ids]}, {id: {gain}}, [{document_id, gain}]. */
function rreDocuments(value: unknown): { itemId: string; raw: unknown }[] {
  if (Array.isArray(value))
    return value.filter(isObject).map((doc) => ({ itemId: String(doc.document_id ?? doc.id ?? ''), raw: doc.gain }));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, entry]) =>
    Array.isArray(entry)
      ? entry.map((itemId) => ({ itemId: String(itemId), raw: Number(key) }))
      : [{ itemId: key, raw: isObject(entry) ? entry.gain : entry }],
  );
}

function rreJson(text: string): JudgmentImport {
  const out = new Collector();
  let value: unknown;
  try {
    value = JSON.parse(stripBom(text));
  } catch (error) {
    out.error(`not JSON (${error instanceof Error ? error.message : 'unreadable'})`);
    return out.result('rre-json');
  }
  const topics = isObject(value) && Array.isArray(value.topics) ? value.topics.filter(isObject) : [];
  const groups = topics.flatMap((topic) =>
    Array.isArray(topic.query_groups) ? topic.query_groups.filter(isObject) : [],
  );
  if (groups.length === 0) out.error('no "topics" with "query_groups": this is not an RRE ratings file');
  groups.forEach((group, i) => {
    const key = typeof group.name === 'string' && group.name ? group.name : `group ${i + 1}`;
    const firstQuery = Array.isArray(group.queries) ? group.queries.find(isObject) : undefined;
    const placeholder = isObject(firstQuery?.placeholders) ? firstQuery.placeholders['$query'] : undefined;
    out.query(key, typeof placeholder === 'string' ? placeholder : key);
    for (const doc of rreDocuments(group.relevant_documents)) {
      const grade = gradeOf(typeof doc.raw === 'number' || typeof doc.raw === 'string' ? doc.raw : undefined);
      if (grade === null || !doc.itemId)
        out.error(`query group "${key}", document "${doc.itemId}": ${gradeMessage(doc.raw ?? '')}`);
      else out.judge(key, doc.itemId, grade);
    }
  });
  return out.result('rre-json');
}

/** Which format a file is, from its name and first characters. */
export function detectFormat(name: string, text: string): JudgmentFormat {
  const lower = name.toLowerCase();
  const start = stripBom(text).trimStart();
  // Judged by the first line alone: a CSV's later lines may hold spaces and tabs.
  const firstLine = start.split(/\r?\n/, 1)[0] ?? '';
  if (lower.endsWith('.json') || start.startsWith('{')) return 'rre-json';
  if (lower.endsWith('.csv')) return 'quepid-csv';
  if (lower.endsWith('.qrels') || /^[^\s,]+[ \t]+[^\s,]+[ \t]+[^\s,]+[ \t]+[^\s,]+[ \t]*$/.test(firstLine))
    return 'trec-qrels';
  if (lower.endsWith('.tsv') || /^[^\t,]+\t[^\t]+$/.test(firstLine)) return 'trec-topics';
  return 'quepid-csv';
}

export function parseJudgmentFile(text: string, format: JudgmentFormat): JudgmentImport {
  switch (format) {
    case 'quepid-csv':
      return quepidCsv(text);
    case 'trec-qrels':
      return trecQrels(text);
    case 'rre-json':
      return rreJson(text);
    case 'trec-topics':
      return trecTopics(text);
  }
}

/** The import's report in words: "n judgments, k conflicts". */
export function importReport(result: JudgmentImport): string {
  if (result.errors.length > 0) return `Nothing imported: ${counted(result.errors.length, 'error')} in the file.`;
  if (result.format === 'trec-topics') return counted(result.queries.length, 'query', 'queries');
  return `${counted(result.judgments.length, 'judgment')}, ${counted(result.conflicts, 'conflict')}`;
}

/**
 * The import laid onto a suite: a file's query is the suite's query of that id (Quepid: none), else of that text, else a new text
 * query (its id the file's key when free); an imported grade replaces the suite's for the same (query, item) and
 * keeps the title, image and brand already stored beside it.
 */
export function applyImport(suite: Suite, result: JudgmentImport, now: Date = new Date()): Suite {
  if (result.errors.length > 0) return suite;
  const queries = [...suite.queries];
  const byId = new Map(queries.map((query) => [query.id, query]));
  const byText = new Map(queries.map((query) => [query.text, query]));
  const idOf = new Map<string, string>();
  for (const imported of result.queries) {
    // Quepid's key is the query's text, not an id.
    const found = (result.format === 'quepid-csv' ? undefined : byId.get(imported.key)) ?? byText.get(imported.text);
    if (found) {
      idOf.set(imported.key, found.id);
      continue;
    }
    let id = imported.key;
    for (let n = 2; byId.has(id); n += 1) id = `${imported.key}-${n}`;
    const query: SuiteQuery = { id, kind: 'text', text: imported.text };
    queries.push(query);
    byId.set(id, query);
    byText.set(query.text, query);
    idOf.set(imported.key, id);
  }
  const judgments = new Map(
    suite.judgments.map((judgment) => [JSON.stringify([judgment.queryId, judgment.itemId]), judgment]),
  );
  for (const imported of result.judgments) {
    const queryId = idOf.get(imported.queryKey) ?? imported.queryKey;
    const key = JSON.stringify([queryId, imported.itemId]);
    judgments.set(key, { ...judgments.get(key), queryId, itemId: imported.itemId, grade: imported.grade });
  }
  return { ...suite, queries, judgments: [...judgments.values()], updatedAt: now.toISOString() };
}
