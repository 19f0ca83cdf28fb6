import Papa from 'papaparse';
import { toCsv, unescapeCsvCell } from './csv';

const parsed = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true }).data;

describe('toCsv', () => {
  it.each([
    ['=HYPERLINK("http://x","click")'],
    ['+1+cmd|calc'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['\n=1+1'],
    ['=1+1\nsecond line'],
    ['＝1+1'],
  ])('writes %j as text: a leading quote, never a formula', async (value) => {
    const csv = await toCsv([{ firstName: value, clientId: 7 }]);
    const [row] = parsed(csv);
    expect(row!.firstName).toBe(`'${value}`);
    // Quoted too, so the quote is part of the cell a spreadsheet reads.
    expect(csv.slice(csv.indexOf('\r\n') + 2)).toMatch(/^"'/);
  });

  it('leaves other text, numbers and booleans as they are', async () => {
    const csv = await toCsv([{ a: 'Ann', b: -5, c: true, d: 'a=b', e: '', f: null }]);
    expect(csv).toBe('a,b,c,d,e,f\r\nAnn,-5,true,a=b,,');
  });

  it('escapes a header (an imported file names the columns of the rejected-rows download)', async () => {
    const csv = await toCsv([{ '=cmd()': 'x' }]);
    expect(csv.split('\r\n')[0]).toBe(`"'=cmd()"`);
  });
});

describe('unescapeCsvCell', () => {
  it('undoes the escaping, and only that', () => {
    expect(unescapeCsvCell("'+48 600 100 200")).toBe('+48 600 100 200');
    expect(unescapeCsvCell("'=1")).toBe('=1');
    expect(unescapeCsvCell("'quoted'")).toBe("'quoted'");
    expect(unescapeCsvCell("O'Brien")).toBe("O'Brien");
  });
});
