import Papa from 'papaparse';
import { ApiError } from '../../../lib/api-error';
import {
  batchErrorsByIndex,
  cellsOfItem,
  guessMapping,
  itemOfRow,
  mappingProblems,
  matchKeysOf,
  planImport,
  rejectedRowsCsv,
  rowsOfJson,
  validateRows,
} from './import-rows';
import type { findProfileBy } from '../api/find-profile';
import type { ProfilePage } from '../api/list-profiles';
import type { ProfileListParams } from './list-params';
import { findExistingRows, sendImport } from '../api/send-import';

describe('import mapping', () => {
  it('guesses targets from common header names', () => {
    expect(
      guessMapping([
        'E-mail',
        'First Name',
        'surname',
        'Country',
        'zip',
        'agreements.sms',
        'tags',
        'Loyalty Tier',
        'firstname',
        'id',
      ]),
    ).toEqual({
      'E-mail': { kind: 'field', field: 'email' },
      'First Name': { kind: 'field', field: 'firstName' },
      surname: { kind: 'field', field: 'lastName' },
      Country: { kind: 'field', field: 'countryCode' },
      zip: { kind: 'field', field: 'zipCode' },
      'agreements.sms': { kind: 'agreement', key: 'sms' },
      tags: { kind: 'tags' },
      'Loyalty Tier': { kind: 'attribute', name: 'Loyalty Tier' },
      firstname: { kind: 'field', field: 'firstName' },
      id: { kind: 'clientId' },
    });
  });

  it('reports a mapping without identifier, two columns on one target, and reserved attribute names', () => {
    expect(mappingProblems({ a: { kind: 'field', field: 'city' } })).toEqual([
      expect.stringContaining('at least one identifier'),
    ]);
    expect(mappingProblems({ a: { kind: 'field', field: 'email' }, b: { kind: 'field', field: 'email' } })).toEqual([
      expect.stringContaining('both go to email'),
    ]);
    expect(mappingProblems({ a: { kind: 'field', field: 'email' }, b: { kind: 'attribute', name: 'ip' } })).toEqual([
      expect.stringContaining('reserved'),
    ]);
  });
});

describe('import row validation', () => {
  const mapping = guessMapping(['email', 'customId', 'countryCode', 'birthDate', 'agreements.email', 'tags', 'tier']);

  it('turns a good row into a changeset, leaving empty cells out', () => {
    expect(
      itemOfRow(
        {
          email: 'a@b.co',
          customId: '',
          countryCode: 'de',
          birthDate: '1990-01-31',
          'agreements.email': 'yes',
          tags: 'x|y',
          tier: 'gold',
        },
        mapping,
      ),
    ).toEqual({
      ok: true,
      item: {
        email: 'a@b.co',
        countryCode: 'DE',
        birthDate: '1990-01-31',
        agreements: { email: true },
        tags: ['x', 'y'],
        attributes: { tier: 'gold' },
      },
    });
  });

  it('says why a row cannot be sent, naming the column and the value', () => {
    const outcome = itemOfRow(
      { email: 'nope', countryCode: 'XX', birthDate: '31.01.1990', 'agreements.email': 'maybe' },
      mapping,
    );
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.reason).toMatch(
      /email “nope”.*countryCode “XX”.*birthDate “31.01.1990”.*agreements.email “maybe”/,
    );
  });

  it('refuses a row without any identifier', () => {
    expect(itemOfRow({ tier: 'gold' }, mapping)).toEqual({
      ok: false,
      reason: expect.stringContaining('No identifier'),
    });
  });

  it('numbers rows by their spreadsheet line (the header is line 1) and keeps the rejected values', () => {
    const result = validateRows([{ email: 'a@b.co' }, { email: 'bad' }], mapping);
    expect(result.items.map((entry) => entry.row)).toEqual([2]);
    expect(result.rejected).toEqual([{ row: 3, reason: expect.any(String), values: { email: 'bad' } }]);
  });

  it('numbers the elements of a JSON array from one', () => {
    const result = validateRows([{ email: 'bad' }], mapping, 1);
    expect(result.rejected.map((entry) => entry.row)).toEqual([1]);
  });

  it('reads a JSON array of objects as rows of text', () => {
    expect(rowsOfJson('[{"email":"a@b.co","vip":true,"n":null,"o":{"x":1}}]')).toEqual({
      columns: ['email', 'vip', 'n', 'o'],
      rows: [{ email: 'a@b.co', vip: 'true', n: '', o: '{"x":1}' }],
    });
    expect(() => rowsOfJson('{"email":"x"}')).toThrow('array');
  });

  it('writes a changeset back as cells for the rejected-rows download', () => {
    expect(cellsOfItem({ email: 'a@b.co', agreements: { sms: true }, clientId: 5 })).toEqual({
      email: 'a@b.co',
      agreements: '{"sms":true}',
      clientId: '5',
    });
  });

  it('reads the service batch errors by item index', () => {
    expect(
      batchErrorsByIndex([
        { field: '[3].email', message: 'bad' },
        { field: '[3].phone', message: 'also' },
        { field: 'other' },
      ]),
    ).toEqual(new Map([[3, 'email: bad phone: also']]));
  });
});

describe('created, updated and skipped rows', () => {
  const rows = [2, 3, 4, 5].map((row) => ({ row, item: { email: `r${row}@example.com` } }));

  it('skips the rows that match an existing profile, or updates them when the person chooses so', () => {
    const matches = new Set([3, 5]);
    const skip = planImport(rows, matches, 'skip');
    expect([skip.create, skip.update, skip.skipped].map((part) => part.map((entry) => entry.row))).toEqual([
      [2, 4],
      [],
      [3, 5],
    ]);
    const update = planImport(rows, matches, 'update');
    expect([update.create, update.update, update.skipped].map((part) => part.map((entry) => entry.row))).toEqual([
      [2, 4],
      [3, 5],
      [],
    ]);
  });

  it('matches a row as the batch operation does: client id alone, else custom id, email, uuid in turn', () => {
    expect(matchKeysOf({ clientId: 7, email: 'a@b.co' })).toEqual([{ kind: 'id', value: '7' }]);
    expect(matchKeysOf({ email: 'a@b.co', customId: 'C-1', uuid: 'u' }).map((key) => key.kind)).toEqual([
      'customId',
      'email',
      'uuid',
    ]);
  });

  it('finds the rows that match, trying each identifier until one names a profile', async () => {
    const asked: string[] = [];
    const matches = await findExistingRows(
      [
        { row: 2, item: { customId: 'NEW', email: 'known@example.com' } },
        { row: 3, item: { email: 'new@example.com' } },
      ],
      () => undefined,
      new AbortController().signal,
      {
        find: async (kind, value) => {
          asked.push(`${kind}:${value}`);
          return value === 'known@example.com' ? ({ clientId: 1 } as Awaited<ReturnType<typeof findProfileBy>>) : null;
        },
        list: () => Promise.reject(new Error('a small file is looked up row by row')),
      },
    );
    expect([...matches]).toEqual([2]);
    expect(asked.sort()).toEqual(['customId:NEW', 'email:known@example.com', 'email:new@example.com']);
  });

  describe('a large file', () => {
    // A workspace of 1,200 profiles: ids 1..1200, custom ids C-n, emails pn@example.com, uuids on even ids.
    const workspace = Array.from({ length: 1200 }, (_, index) => {
      const id = index + 1;
      return {
        clientId: id,
        customId: `C-${id}`,
        email: `P${id}@Example.com`,
        uuid: id % 2 === 0 ? `00000000-0000-4000-8000-${String(id).padStart(12, '0')}` : null,
      };
    });
    const listing = (pagesAsked: number[]) => async (params: ProfileListParams) => {
      pagesAsked.push(params.page);
      const start = (params.page - 1) * params.pageSize;
      return {
        profiles: workspace.slice(start, start + params.pageSize) as ProfilePage['profiles'],
        totalCount: workspace.length,
        totalPages: Math.ceil(workspace.length / params.pageSize),
        page: params.page,
        pageSize: params.pageSize,
      };
    };
    const fileOf = (count: number) =>
      Array.from({ length: count }, (_, index) => {
        const n = index + 1;
        // Every third row names an existing profile, each by another identifier; the rest are new.
        const item =
          n % 3 !== 0
            ? { email: `new${n}@example.com` }
            : n % 9 === 0
              ? { email: `p${n}@example.COM` }
              : n % 9 === 3
                ? { customId: `C-${n}`, email: `fresh${n}@example.com` }
                : { uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`.toUpperCase() };
        return { row: n + 1, item };
      });

    it('is matched against the listing, 500 profiles a request, when that takes fewer requests than lookups', async () => {
      const pagesAsked: number[] = [];
      const progress: string[] = [];
      const file = fileOf(300);
      const matches = await findExistingRows(
        file,
        (step) => progress.push(`${step.sent}/${step.total} ${step.of}`),
        new AbortController().signal,
        {
          find: () => Promise.reject(new Error('no lookups when the listing is cheaper')),
          list: listing(pagesAsked),
        },
      );
      expect(pagesAsked.sort()).toEqual([1, 2, 3]);
      expect(progress.at(-1)).toBe('1200/1200 profiles');
      // Rows n = 3, 6, 9, …: by custom id, by uuid (upper case; only even ids have one), by email (any case).
      const expected = file
        .filter(({ row }) => {
          const n = row - 1;
          return n % 3 === 0 && (n % 9 !== 6 || n % 2 === 0);
        })
        .map(({ row }) => row);
      expect([...matches].sort((a, b) => a - b)).toEqual(expected);
    });

    it('is looked up row by row when the workspace is larger than the file', async () => {
      const pagesAsked: number[] = [];
      const asked: string[] = [];
      const matches = await findExistingRows(fileOf(60).slice(0, 2), () => undefined, new AbortController().signal, {
        find: async (kind, value) => {
          asked.push(`${kind}:${value}`);
          return null;
        },
        list: listing(pagesAsked),
      });
      expect(pagesAsked).toEqual([]);
      expect(asked).toHaveLength(2);
      expect(matches.size).toBe(0);

      const bigWorkspace = async (params: ProfileListParams) => ({
        ...(await listing(pagesAsked)(params)),
        totalPages: 1000,
        totalCount: 500_000,
      });
      asked.length = 0;
      pagesAsked.length = 0;
      await findExistingRows(fileOf(60), () => undefined, new AbortController().signal, {
        find: async (kind, value) => {
          asked.push(`${kind}:${value}`);
          return null;
        },
        list: bigWorkspace,
      });
      expect(pagesAsked).toEqual([1]);
      expect(asked.length).toBeGreaterThanOrEqual(60);
    });
  });

  it('reports created and updated rows apart, and the skipped ones', async () => {
    const plan = planImport(rows, new Set([3, 4]), 'update');
    const skipped = planImport(rows, new Set([3]), 'skip');
    const sent: number[][] = [];
    const send = async (chunk: unknown[]) => void sent.push(chunk.map((_, index) => index));
    const report = await sendImport(
      { items: rows, rejected: [] },
      plan,
      () => ({}),
      () => undefined,
      new AbortController().signal,
      send,
    );
    expect(report).toEqual({ created: 2, updated: 2, skipped: 0, rejected: [], cancelled: false });
    const other = await sendImport(
      { items: rows, rejected: [] },
      skipped,
      () => ({}),
      () => undefined,
      new AbortController().signal,
      send,
    );
    expect(other).toEqual({ created: 3, updated: 0, skipped: 1, rejected: [], cancelled: false });
    expect(sent.map((chunk) => chunk.length)).toEqual([4, 3]);
  });
});

describe('sending an import', () => {
  const items = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ row: index + 2, item: { customId: `C-${index + 2}` } }));
  const createAll = (entries: ReturnType<typeof items>) => ({ create: entries, update: [], skipped: [] });

  it('sends in chunks of 1000 and reports progress', async () => {
    const sent: number[] = [];
    const progress: number[] = [];
    const report = await sendImport(
      { items: items(2500), rejected: [] },
      createAll(items(2500)),
      () => ({}),
      (p) => progress.push(p.sent),
      new AbortController().signal,
      async (chunk) => void sent.push(chunk.length),
    );
    expect(sent).toEqual([1000, 1000, 500]);
    expect(progress).toEqual([1000, 2000, 2500]);
    expect(report).toEqual({ created: 2500, updated: 0, skipped: 0, rejected: [], cancelled: false });
  });

  it('resends a chunk without the items the service refused, and reports them', async () => {
    let calls = 0;
    const report = await sendImport(
      { items: items(3), rejected: [] },
      createAll(items(3)),
      (row) => ({ customId: `C-${row}` }),
      () => undefined,
      new AbortController().signal,
      async () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError({
            kind: 'http',
            status: 400,
            method: 'POST',
            path: '/v4/clients/batch',
            body: { errors: [{ field: '[1].customId', message: 'is taken' }] },
          });
      },
    );
    expect(report.created).toBe(2);
    expect(report.rejected).toEqual([
      { row: 3, reason: 'Refused by the service: customId: is taken', values: { customId: 'C-3' } },
    ]);
  });

  it('stops between chunks when cancelled', async () => {
    const controller = new AbortController();
    const report = await sendImport(
      { items: items(3000), rejected: [] },
      createAll(items(3000)),
      () => ({}),
      () => controller.abort(),
      controller.signal,
      async () => undefined,
    );
    expect(report).toMatchObject({ created: 1000, cancelled: true });
  });
});

describe('rejected rows download', () => {
  it('writes the cells of the uploaded file as text, so a planted formula does not run in a spreadsheet', async () => {
    const rows = [{ email: 'not-an-email', firstName: '=HYPERLINK("http://x","Open")', '@evil': '+1+1' }];
    const { rejected } = validateRows(rows, guessMapping(Object.keys(rows[0]!)));
    expect(rejected).toHaveLength(1);
    const csv = await rejectedRowsCsv(rejected);
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(['row', 'reason', 'email', 'firstName', "'@evil"]);
    expect(parsed.data[0]).toMatchObject({ row: '2', firstName: `'=HYPERLINK("http://x","Open")`, "'@evil": "'+1+1" });
  });
});
