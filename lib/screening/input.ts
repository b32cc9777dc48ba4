// A list to screen, from what a person or a program sends: CSV (as spreadsheets write it:
// a byte-order mark, CRLF, quoted fields with commas, quotes and line breaks; a semicolon or
// a tab between fields; UTF-8, UTF-16 or Windows-1252), pasted lines, an XLSX sheet (xlsx.ts)
// or JSON. Everything is checked before a run exists: a binary file, a quote never closed, a
// line too long or more than MAX_LINES lines is refused whole, with a message naming the
// line, so no run is ever half made.
import { z } from 'zod';
import { trailingPostcode, postcodeKey } from './names';
import { typedCompanyNumber } from './numbers';

/** Lines one run takes at most. */
export const MAX_LINES = 10_000;
/** The largest body POST /api/screen reads (a file, pasted text or JSON). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Characters in one line of the list (a CSV record as written, or one JSON line's fields together). */
export const MAX_LINE_CHARS = 1_000;
/** Characters in one field. */
export const MAX_FIELD_CHARS = 300;

/** One line of the list, as the analyst wrote it (trimmed). */
export interface ScreenInput {
  company_number?: string;
  company_name?: string;
  postcode?: string;
}

export type InputField = keyof ScreenInput;
export const INPUT_FIELDS: readonly InputField[] = ['company_number', 'company_name', 'postcode'];

/** A list that cannot be screened; `status` 400, or 413 for a body past MAX_BODY_BYTES. */
export class InputError extends Error {
  constructor(
    message: string,
    /** Where: a line ("line 12"), a column or field, or the body. */
    readonly location = 'body',
    readonly status = 400,
  ) {
    super(message);
    this.name = 'InputError';
  }
}

export const tooLarge = () =>
  new InputError(
    `the list is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB; split it into smaller lists`,
    'body',
    413,
  );

/** A table read from a file: each row's cells and the line of the file it starts on. */
export interface Table {
  rows: { cells: string[]; line: number }[];
}

// ---------------------------------------------------------------------------------------------
// Text

/** Magic numbers of files that are not text (a zip is read as XLSX before this is asked). */
const BINARY_MAGIC: readonly [string, number[]][] = [
  ['a PDF', [0x25, 0x50, 0x44, 0x46]],
  ['a PNG image', [0x89, 0x50, 0x4e, 0x47]],
  ['a GIF image', [0x47, 0x49, 0x46, 0x38]],
  ['a JPEG image', [0xff, 0xd8, 0xff]],
  ['a zip archive', [0x50, 0x4b, 0x03, 0x04]],
  ['an old Excel (.xls) or Word file', [0xd0, 0xcf, 0x11, 0xe0]],
  ['a gzip archive', [0x1f, 0x8b]],
];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => bytes[i] === byte);

/**
 * The text of an uploaded file: UTF-8 (a byte-order mark dropped), UTF-16 with its mark (Excel's
 * "Unicode text"), or Windows-1252 when it is not valid UTF-8 (an older Excel's CSV). A file
 * with NUL bytes or many control characters is binary, and refused.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
    return checkText(new TextDecoder('utf-16le').decode(bytes.subarray(2)));
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
    return checkText(new TextDecoder('utf-16be').decode(bytes.subarray(2)));
  for (const [kind, magic] of BINARY_MAGIC)
    if (startsWith(bytes, magic)) throw new InputError(`the file is ${kind}, not a CSV or XLSX list`);
  if (bytes.includes(0)) throw new InputError('the file is not text (it holds NUL bytes): upload a CSV or XLSX file');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return checkText(text);
}

function checkText(text: string): string {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let control = 0;
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    if (code === 0 || (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) control++;
  }
  if (control > Math.max(2, body.length / 100))
    throw new InputError('the file is not text (it is full of control characters): upload a CSV or XLSX file');
  return body;
}

// ---------------------------------------------------------------------------------------------
// CSV

/** The separator of a CSV's first line: the one of comma, semicolon and tab it holds most of, outside quotes. */
export function sniffDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length && i < 10_000; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c in counts) counts[c as keyof typeof counts]++;
  }
  if (counts['\t'] > counts[','] && counts['\t'] >= counts[';']) return '\t';
  if (counts[';'] > counts[',']) return ';';
  return ',';
}

/**
 * The records of a CSV (RFC 4180 as spreadsheets write it). A quote may only open a field and
 * close it (doubled inside); a quote never closed, or text after a closing quote, is an error
 * naming the line. Blank records are left out. Stops with an error past `maxRows` records or
 * a record of more than MAX_LINE_CHARS characters.
 */
export function parseCsv(text: string, options: { delimiter?: string; maxRows?: number } = {}): Table {
  const delimiter = options.delimiter ?? sniffDelimiter(text);
  const maxRows = options.maxRows ?? MAX_LINES + 1;
  const rows: Table['rows'] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const start = i;
    const startLine = line;
    const cells: string[] = [];
    let ended = false;
    while (!ended) {
      let cell = '';
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= n)
            throw new InputError(
              `line ${startLine}: a quoted field is never closed (a quote is missing)`,
              `line ${startLine}`,
            );
          const c = text[i]!;
          if (c === '"') {
            if (text[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
          cell += c;
          i++;
          if (i - start > MAX_LINE_CHARS) throw lineTooLong(startLine, true);
        }
        // After the closing quote: the separator, the end of the record, or the end of the text.
        while (text[i] === ' ') i++;
        if (i < n && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r')
          throw new InputError(
            `line ${line}: text after the closing quote of a field (a quote inside a quoted field must be doubled: "")`,
            `line ${line}`,
          );
      } else {
        while (i < n && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') cell += text[i++];
      }
      if (i - start > MAX_LINE_CHARS) throw lineTooLong(startLine, false);
      cells.push(cell.trim());
      if (i >= n) ended = true;
      else if (text[i] === delimiter) i++;
      else {
        // CRLF, LF or a lone CR ends the record.
        if (text[i] === '\r' && text[i + 1] === '\n') i++;
        i++;
        line++;
        ended = true;
      }
    }
    if (cells.some((cell) => cell !== '')) {
      rows.push({ cells, line: startLine });
      if (rows.length > maxRows) break;
    }
  }
  return { rows };
}

const lineTooLong = (line: number, quoted: boolean) =>
  new InputError(
    quoted
      ? `line ${line}: a quoted field runs on past ${MAX_LINE_CHARS.toLocaleString('en-GB')} characters (is a closing quote missing?)`
      : `line ${line} is too long (more than ${MAX_LINE_CHARS.toLocaleString('en-GB')} characters)`,
    `line ${line}`,
  );

// ---------------------------------------------------------------------------------------------
// Columns

/** Which column holds what; `header` says whether the first row names the columns. */
export interface ColumnMapping {
  header: boolean;
  company_number?: number;
  company_name?: number;
  postcode?: number;
}

const HEADER_PATTERNS: Record<InputField, RegExp> = {
  company_number:
    /^(?:company|companies house|registered|registration|reg)?[\s_-]*(?:registration[\s_-]*)?(?:number|no\.?|num|nr|#)$|^crn$|^company[\s_-]*(?:reg|id)$/i,
  company_name:
    /^(?:(?:company|registered|legal|business|supplier|customer|vendor|entity|organi[sz]ation|trading)[\s_-]*)?name$|^(?:company|supplier|customer|vendor|entity|organi[sz]ation|business)$/i,
  postcode: /^(?:registered[\s_-]*(?:office[\s_-]*)?)?(?:post[\s_-]*code|postal[\s_-]*code|zip(?:[\s_-]*code)?)$/i,
};

/** The field a header cell names, by the app's own names or the usual words for them. */
export function fieldOfHeader(cell: string): InputField | undefined {
  const text = cell.trim();
  for (const field of INPUT_FIELDS) if (HEADER_PATTERNS[field].test(text)) return field;
  return undefined;
}

type Kind = 'number' | 'postcode' | 'text' | 'empty';
const kindOf = (value: string): Kind =>
  value === '' ? 'empty' : postcodeKey(value) ? 'postcode' : typedCompanyNumber(value) ? 'number' : 'text';

/** What most of a column's values are, over its first rows. */
function columnKind(table: Table, column: number, from: number): Kind {
  const counts: Record<Kind, number> = { number: 0, postcode: 0, text: 0, empty: 0 };
  for (const row of table.rows.slice(from, from + 200)) counts[kindOf(row.cells[column] ?? '')]++;
  const filled = counts.number + counts.postcode + counts.text;
  if (filled === 0) return 'empty';
  if (counts.number >= filled * 0.8) return 'number';
  if (counts.postcode >= filled * 0.8) return 'postcode';
  return 'text';
}

/** Columns of a table: the widest row's. */
export const columnCount = (table: Table) => table.rows.reduce((most, row) => Math.max(most, row.cells.length), 0);

/**
 * The mapping a person most likely means: columns named by their header (or, with none, by what
 * their values look like: company numbers, postcodes, names).
 */
export function guessMapping(table: Table): ColumnMapping {
  const first = table.rows[0]?.cells ?? [];
  const named: ColumnMapping = { header: false };
  first.forEach((cell, column) => {
    const field = fieldOfHeader(cell);
    if (field && named[field] === undefined) {
      named[field] = column;
      named.header = true;
    }
  });
  if (named.header) return named;
  const columns = columnCount(table);
  const kinds = Array.from({ length: columns }, (_, column) => columnKind(table, column, 1));
  // A first row whose values are not like the rest of their column is a header.
  const header = first.some(
    (cell, column) => kinds[column] !== 'text' && kinds[column] !== 'empty' && kindOf(cell) !== kinds[column],
  );
  const mapping: ColumnMapping = { header };
  const from = header ? 1 : 0;
  kinds.forEach((kind, column) => {
    if (kind === 'number' && mapping.company_number === undefined) mapping.company_number = column;
    if (kind === 'postcode' && mapping.postcode === undefined) mapping.postcode = column;
  });
  // The name: the text column with the most letters.
  let best = -1;
  let bestLetters = 0;
  kinds.forEach((kind, column) => {
    if (kind !== 'text') return;
    const letters = table.rows
      .slice(from, from + 200)
      .reduce((sum, row) => sum + (row.cells[column] ?? '').replace(/[^\p{L}]/gu, '').length, 0);
    if (letters > bestLetters) {
      best = column;
      bestLetters = letters;
    }
  });
  if (best >= 0) mapping.company_name = best;
  return mapping;
}

/** One line from a cell of a one-column list: a number when it reads as one, else a name (with a postcode at its end). */
export function inputOfValue(value: string): ScreenInput {
  const text = value.trim();
  const number = typedCompanyNumber(text);
  if (number) return { company_number: text };
  const split = trailingPostcode(text);
  return split ? { company_name: split.rest, postcode: split.postcode } : { company_name: text };
}

function checkField(value: string | undefined, field: InputField, where: string): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.length > MAX_FIELD_CHARS)
    throw new InputError(`${where}: ${field} is too long (at most ${MAX_FIELD_CHARS} characters)`, where);
  return text;
}

function checkCount(count: number, unit = 'lines') {
  if (count > MAX_LINES)
    throw new InputError(
      `the list has more than ${MAX_LINES.toLocaleString('en-GB')} ${unit}; split it into lists of ${MAX_LINES.toLocaleString('en-GB')} at most`,
    );
}

/** The lines of a table under a mapping: rows with neither a number nor a name are left out. */
export function linesFromTable(table: Table, mapping: ColumnMapping): ScreenInput[] {
  const { company_number, company_name, postcode } = mapping;
  if (company_number === undefined && company_name === undefined)
    throw new InputError(
      'no usable column: choose the column with company numbers or the one with company names',
      'columns',
    );
  const rows = mapping.header ? table.rows.slice(1) : table.rows;
  checkCount(rows.length);
  const lines: ScreenInput[] = [];
  for (const row of rows) {
    const where = `line ${row.line}`;
    const cell = (column: number | undefined) => (column === undefined ? undefined : row.cells[column]);
    const line: ScreenInput = {};
    const number = checkField(cell(company_number), 'company_number', where);
    const name = checkField(cell(company_name), 'company_name', where);
    const code = checkField(cell(postcode), 'postcode', where);
    if (number) line.company_number = number;
    if (name) line.company_name = name;
    if (code) line.postcode = code;
    if (line.company_number || line.company_name) lines.push(line);
  }
  if (lines.length === 0) throw new InputError('the list has no lines with a company number or name');
  return lines;
}

/**
 * POST /api/screen's CSV: a header row naming `company_number`, `company_name` and `postcode`
 * where present (case, spaces and dashes aside; the usual words for them are read too).
 */
export function linesFromCsv(text: string): ScreenInput[] {
  const table = parseCsv(text);
  const header = table.rows[0]?.cells ?? [];
  if (header.length === 0) throw new InputError('the CSV is empty: it needs a header row and at least one line');
  const mapping: ColumnMapping = { header: true };
  header.forEach((cell, column) => {
    const field = fieldOfHeader(cell.replace(/[\s-]+/g, '_'));
    if (field && mapping[field] === undefined) mapping[field] = column;
  });
  if (mapping.company_number === undefined && mapping.company_name === undefined)
    throw new InputError(
      `no usable column: the header row needs company_number or company_name (it has: ${header
        .slice(0, 10)
        .map((cell) => JSON.stringify(cell.slice(0, 40)))
        .join(', ')})`,
      'header',
    );
  return linesFromTable(table, mapping);
}

/**
 * Pasted lines: a table when they hold tabs (copied from a spreadsheet) or a header naming the
 * columns; otherwise one company per line, a number when it reads as one, else a name with
 * perhaps its postcode at the end.
 */
export function tableOfText(text: string): { table: Table; single: boolean } {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = sniffDelimiter(text);
  const named = firstLine.split(delimiter).some((cell) => fieldOfHeader(cell.replace(/^"|"$/g, '')) !== undefined);
  if (text.includes('\t') || named) return { table: parseCsv(text, { delimiter }), single: false };
  const rows: Table['rows'] = [];
  const all = text.split(/\r\n|\n|\r/);
  for (let index = 0; index < all.length; index++) {
    const value = all[index]!.trim();
    if (!value) continue;
    if (value.length > MAX_LINE_CHARS) throw lineTooLong(index + 1, false);
    rows.push({ cells: [value], line: index + 1 });
    if (rows.length > MAX_LINES) break;
  }
  return { table: { rows }, single: true };
}

/** The lines of a one-column table, each read as a number or a name. */
export function linesFromValues(table: Table): ScreenInput[] {
  checkCount(table.rows.length);
  const lines = table.rows.map((row) => {
    const where = `line ${row.line}`;
    const line = inputOfValue(row.cells[0] ?? '');
    for (const field of INPUT_FIELDS) {
      const value = checkField(line[field], field, where);
      if (value) line[field] = value;
    }
    return line;
  });
  if (lines.length === 0) throw new InputError('the list is empty');
  return lines;
}

// ---------------------------------------------------------------------------------------------
// JSON

const field = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((value) => String(value).trim())
  .optional()
  .nullable();

export const screenRequestSchema = z.object({
  lines: z
    .array(z.object({ company_number: field, company_name: field, postcode: field }), {
      error: 'lines must be a list of {company_number?, company_name?, postcode?}',
    })
    .min(1, 'lines is empty'),
});

/** POST /api/screen's JSON: `{lines: [{company_number?, company_name?, postcode?}]}`. */
export function linesFromJson(body: unknown): ScreenInput[] {
  if (body && typeof body === 'object' && Array.isArray((body as { lines?: unknown }).lines))
    checkCount((body as { lines: unknown[] }).lines.length);
  const parsed = screenRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
    const where = path ? path.replace(/^\./, '') : 'body';
    throw new InputError(`${where}: ${issue.message}`, where);
  }
  return parsed.data.lines.map((raw, index) => {
    const where = `lines[${index}]`;
    const line: ScreenInput = {};
    let length = 0;
    for (const name of INPUT_FIELDS) {
      const value = checkField(raw[name] ?? undefined, name, where);
      if (value) line[name] = value;
      length += value?.length ?? 0;
    }
    if (length > MAX_LINE_CHARS) throw new InputError(`${where} is too long`, where);
    if (!line.company_number && !line.company_name)
      throw new InputError(`${where}: needs a company_number or a company_name`, where);
    return line;
  });
}
