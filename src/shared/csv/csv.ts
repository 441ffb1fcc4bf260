/**
 * A CSV writer following RFC 4180 (comma separated, CRLF line ends, inner double quotes doubled),
 * made safe for files opened in spreadsheets:
 * - every text cell is enclosed in double quotes, so that no separator or line break inside it
 *   starts another cell for a reader that honours quotes;
 * - text that a spreadsheet would read as a formula gets an apostrophe before it and stays plain
 *   text. That is text starting with = + - @, a tab or a carriage return, and also any such text
 *   right after a comma, a semicolon, a tab or a line break inside the cell: a spreadsheet that
 *   splits on another separator (`;` in many European locales, or a tab), or that ignores quotes,
 *   starts a new cell there.
 * Numbers, booleans and empty cells are written bare.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A separator or a line break before a character that starts a formula. */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[=+\-@\t\r])/g;

/** Excel reads a file as UTF-8 only when it starts with this byte order mark. */
export const CSV_BOM = '\uFEFF';

export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  // A number written by us is data; the same characters typed by a user may be a formula.
  const parts = cell.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const text = FORMULA_START.test(parts) ? `'${parts}` : parts;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The rows as one CSV text, the header first, each record ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** A file name carrying the given day in the local calendar, such as users-2026-11-22.csv. */
export function datedFileName(prefix: string, date: Date): string {
  const day = [
    String(date.getFullYear()).padStart(4, '0'),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');
  return `${prefix}-${day}.csv`;
}
