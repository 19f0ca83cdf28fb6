import Papa from 'papaparse';
import { toCsv, unescapeCsvCell, UTF8_BOM } from './csv';

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
    expect(csv).toBe(`${UTF8_BOM}a,b,c,d,e,f\r\nAnn,-5,true,a=b,,`);
  });

  it('escapes a header (an imported file names the columns of the rejected-rows download)', async () => {
    const csv = await toCsv([{ '=cmd()': 'x' }]);
    expect(csv.split('\r\n')[0]).toBe(`${UTF8_BOM}"'=cmd()"`);
  });

  it('starts the file with the UTF-8 byte order mark, so a spreadsheet reads "Poznań" as it is', async () => {
    const csv = await toCsv([{ city: 'Poznań' }]);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(csv.startsWith(`${UTF8_BOM}city\r\n`)).toBe(true);
    // Read back, the mark is not part of the first column's name.
    expect(parsed(csv)).toEqual([{ city: 'Poznań' }]);
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
