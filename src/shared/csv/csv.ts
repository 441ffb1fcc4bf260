/**
 * A CSV writer following RFC 4180 (comma separated, CRLF line ends, fields holding a comma, a
 * double quote or a line break enclosed in double quotes, inner quotes doubled), with one addition
 * for files opened in spreadsheets: a text cell that starts with = + - @, a tab or a carriage return
 * would be read as a formula, so it gets a leading apostrophe and stays plain text.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Excel reads a file as UTF-8 only when it starts with this byte order mark. */
export const CSV_BOM = '\uFEFF';

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  // A number written by us is data; the same characters typed by a user may be a formula.
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function csvField(cell: CsvCell): string {
  const text = cellText(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
