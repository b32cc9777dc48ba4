// CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted
// and their quotes doubled; lines end with CRLF; the file starts with a UTF-8 byte-order mark
// so that Excel reads accents. Text that a spreadsheet would run as a formula (starting with
// = + - @, or a tab or carriage return) gets a leading apostrophe, as OWASP advises: the cell
// then shows as text. Numbers and booleans are written as they are.
import type { CellValue } from './fields';

export const CSV_BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CellValue): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvLine(values: readonly CellValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
