import { describe, expect, it } from 'vitest';
import { applyImport, detectFormat, importReport, parseJudgmentFile } from './judgment-import';
import type { Suite } from './suite';
import { suiteDefaults } from './suite-fixture';

describe('Quepid CSV', () => {
  it('reads a header, a byte order mark, quoted commas and CRLF', () => {
    const text = '\uFEFFquery,docid,rating\r\n"red, shoes",i1,3\r\nboots,"i,2",0\r\n';
    const result = parseJudgmentFile(text, 'quepid-csv');
    expect(result.errors).toEqual([]);
    expect(result.queries).toEqual([
      { key: 'red, shoes', text: 'red, shoes' },
      { key: 'boots', text: 'boots' },
    ]);
    expect(result.judgments).toEqual([
      { queryKey: 'red, shoes', itemId: 'i1', grade: 3 },
      { queryKey: 'boots', itemId: 'i,2', grade: 0 },
    ]);
  });

  it('refuses a grade outside the scale with its line, counting a quoted line break', () => {
    const text = 'query,docid,rating\n"two\nlines",i1,2\n\nboots,i2,4\nboots,i3,x\n';
    const result = parseJudgmentFile(text, 'quepid-csv');
    expect(result.errors).toEqual([
      { line: 5, message: 'the grade "4" is not a whole number from 0 to 3' },
      { line: 6, message: 'the grade "x" is not a whole number from 0 to 3' },
    ]);
    expect(result.judgments).toEqual([]);
    expect(importReport(result)).toBe('Nothing imported: 2 errors in the file.');
  });

  it('keeps the last of a duplicate and counts the conflicts', () => {
    const result = parseJudgmentFile('a,i1,1\nb,i1,2\na,i1,3\na,i1,0\n', 'quepid-csv');
    expect(result.judgments).toEqual([
      { queryKey: 'b', itemId: 'i1', grade: 2 },
      { queryKey: 'a', itemId: 'i1', grade: 0 },
    ]);
    expect(result.conflicts).toBe(2);
    expect(importReport(result)).toBe('2 judgments, 2 conflicts');
  });

  it('writes large counts with thousands separators, and one of each in the singular', () => {
    const lines = Array.from({ length: 10_000 }, (_, n) => `q${n},i1,1`).join('\n');
    expect(importReport(parseJudgmentFile(`${lines}\nq0,i1,2\n`, 'quepid-csv'))).toBe('10,000 judgments, 1 conflict');
  });
});

describe('TREC qrels', () => {
  it('reads "qid 0 docid grade" lines, tabs or spaces, CRLF', () => {
    const result = parseJudgmentFile('1 0 i1 3\r\n1\t0\ti2\t1\r\n\r\n2 0 i1 0\r\n1 0 i1 2\r\n', 'trec-qrels');
    expect(result.judgments).toEqual([
      { queryKey: '1', itemId: 'i2', grade: 1 },
      { queryKey: '2', itemId: 'i1', grade: 0 },
      { queryKey: '1', itemId: 'i1', grade: 2 },
    ]);
    expect(result.conflicts).toBe(1);
    expect(result.queries.map((q) => q.key)).toEqual(['1', '2']);
  });

  it('names the line of a bad grade or a short line', () => {
    expect(parseJudgmentFile('1 0 i1 3\n1 0 i2 -1\n1 0 i3\n', 'trec-qrels').errors).toEqual([
      { line: 2, message: 'the grade "-1" is not a whole number from 0 to 3' },
      { line: 3, message: 'expected "query 0 item grade", found 3 fields' },
    ]);
  });

  it('parses 10,000 judgments', () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `${i % 100} 0 item-${i} ${i % 4}`).join('\n');
    const result = parseJudgmentFile(text, 'trec-qrels');
    expect(result.judgments).toHaveLength(10_000);
    expect(result.queries).toHaveLength(100);
  });
});

describe('RRE JSON ratings', () => {
  it('reads every spelling of relevant_documents', () => {
    const file = {
      index: 'core',
      id_field: 'id',
      topics: [
        {
          description: 'shoes',
          query_groups: [
            {
              name: 'red',
              queries: [{ template: 'q.json', placeholders: { $query: 'red shoes' } }],
              relevant_documents: { '3': ['i1', 'i2'], '1': ['i3'] },
            },
            { name: 'boots', relevant_documents: { i4: { gain: 2 }, i5: 0 } },
            { name: 'old', relevant_documents: [{ document_id: 'i6', gain: 1 }] },
          ],
        },
      ],
    };
    const result = parseJudgmentFile(`\uFEFF${JSON.stringify(file)}`, 'rre-json');
    expect(result.errors).toEqual([]);
    expect(result.queries).toEqual([
      { key: 'red', text: 'red shoes' },
      { key: 'boots', text: 'boots' },
      { key: 'old', text: 'old' },
    ]);
    expect(result.judgments.map((j) => `${j.queryKey}/${j.itemId}=${j.grade}`)).toEqual([
      'red/i3=1',
      'red/i1=3',
      'red/i2=3',
      'boots/i4=2',
      'boots/i5=0',
      'old/i6=1',
    ]);
  });

  it('refuses a grade outside the scale, naming the group', () => {
    const text = JSON.stringify({ topics: [{ query_groups: [{ name: 'red', relevant_documents: { '5': ['i1'] } }] }] });
    expect(parseJudgmentFile(text, 'rre-json').errors).toEqual([
      { message: 'query group "red", document "i1": the grade 5 is not a whole number from 0 to 3' },
    ]);
    expect(parseJudgmentFile('{"ratings": []}', 'rre-json').errors[0]?.message).toContain('not an RRE ratings file');
  });
});

describe('TREC topics', () => {
  it('reads id<TAB>text lines as queries', () => {
    const result = parseJudgmentFile('\uFEFF1\tred shoes\r\n2\tboots, black\r\n3 no tab\r\n', 'trec-topics');
    expect(result.errors).toEqual([{ line: 3, message: 'expected "id<TAB>query text"' }]);
    const good = parseJudgmentFile('1\tred shoes\r\n2\tboots, black\r\n', 'trec-topics');
    expect(good.queries).toEqual([
      { key: '1', text: 'red shoes' },
      { key: '2', text: 'boots, black' },
    ]);
    expect(importReport(good)).toBe('2 queries');
  });
});

describe('detectFormat', () => {
  it('tells the formats apart by name, then by content', () => {
    expect(detectFormat('ratings.json', '')).toBe('rre-json');
    expect(detectFormat('x.qrels', '')).toBe('trec-qrels');
    expect(detectFormat('file', '1 0 i1 3\n')).toBe('trec-qrels');
    expect(detectFormat('topics.tsv', '')).toBe('trec-topics');
    expect(detectFormat('file', '1\tred shoes\n')).toBe('trec-topics');
    expect(detectFormat('judgments.csv', 'query,docid,rating\n')).toBe('quepid-csv');
    // Four words across lines are not a qrels line.
    expect(detectFormat('file', 'query,docid,rating\nred shoes,i1,2\n')).toBe('quepid-csv');
    expect(detectFormat('file', 'red shoes,i1,2\n1\t0\n')).toBe('quepid-csv');
  });
});

describe('the import off the main thread', () => {
  it('answers with the parser result where no worker exists', async () => {
    const { parseJudgmentsOffThread } = await import('./parse-judgments-off-thread');
    const result = await parseJudgmentsOffThread('1 0 i1 3\n', 'trec-qrels');
    expect(result.judgments).toEqual([{ queryKey: '1', itemId: 'i1', grade: 3 }]);
  });
});

describe('applyImport', () => {
  const suite: Suite = {
    ...suiteDefaults,
    id: 's1',
    name: 'Shoes',
    indexId: 'idx',
    scale: { 0: 'a', 1: 'b', 2: 'c', 3: 'd' },
    queries: [
      { id: '1', kind: 'text', text: 'red shoes' },
      { id: 'q2', kind: 'text', text: 'boots' },
    ],
    judgments: [{ queryId: 'q2', itemId: 'i1', grade: 1, title: 'Boot', brand: 'Acme' }],
    variants: [],
  };

  it('matches queries by id then text, adds the rest, and replaces grades keeping what is stored beside them', () => {
    const result = parseJudgmentFile('boots,i1,3\nred shoes,i2,2\n1,i3,0\n', 'quepid-csv');
    const next = applyImport(suite, result, new Date('2026-11-03T00:00:00.000Z'));
    expect(next.queries.map((q) => [q.id, q.text])).toEqual([
      ['1', 'red shoes'],
      ['q2', 'boots'],
      ['1-2', '1'],
    ]);
    expect(next.judgments).toEqual([
      { queryId: 'q2', itemId: 'i1', grade: 3, title: 'Boot', brand: 'Acme' },
      { queryId: '1', itemId: 'i2', grade: 2 },
      { queryId: '1-2', itemId: 'i3', grade: 0 },
    ]);
    expect(next.updatedAt).toBe('2026-11-03T00:00:00.000Z');
  });

  it('changes nothing for a refused file', () => {
    expect(applyImport(suite, parseJudgmentFile('1 0 i1 9\n', 'trec-qrels'))).toBe(suite);
  });
});
