/**
 * Every CSV the dashboard writes goes through here, so that no cell can run as a spreadsheet formula (CSV
 * injection): a profile's name, a tag or an imported column can be typed by a customer, e.g. through the
 * my-account operations, and `=HYPERLINK(…)` would otherwise become a live link or command in Excel/Sheets.
 *
 * A text cell that starts with `=`, `+`, `-`, `@`, tab, CR or LF (and their full-width forms, which some
 * spreadsheets read the same) gets a leading `'` and is quoted: the spreadsheet shows it as text. Numbers and
 * booleans are written as they are. papaparse's own `escapeFormulae: true` pattern (`^[=+\-@\t\r].*$`) misses a
 * cell with a line break after the first character, hence the pattern below.
 */

export const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

export type CsvCell = string | number | boolean | null | undefined;

/**
 * The byte order mark every CSV file starts with: without it Excel reads the file in the system's code page and
 * shows "PoznaÅ„" for "Poznań". papaparse (and so the import) skips it when reading.
 */
export const UTF8_BOM = '\uFEFF';

/**
 * The rows (objects; the first row's keys are the header) as the text of a CSV file: the UTF-8 byte order mark,
 * then the rows, formula cells escaped.
 */
export async function toCsv(rows: readonly Record<string, CsvCell>[]): Promise<string> {
  // Loaded on demand: only an export or a download needs papaparse on the main thread.
  const { unparse } = await import('papaparse');
  return UTF8_BOM + unparse([...rows], { escapeFormulae: FORMULA_START });
}

/**
 * Undoes the escaping of a cell read back from a CSV this dashboard wrote (`'+48 600…` → `+48 600…`), so an
 * exported file can be imported again unchanged. Only a `'` right before a formula character is taken away.
 */
export function unescapeCsvCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
