// A list as POST /api/screen receives it: read within MAX_BODY_BYTES (413 past it, whatever the
// Content-Length says), then parsed by its type: CSV (a header naming the columns), JSON,
// pasted text, an XLSX workbook, or the /screen page's form (a file or pasted lines, and the
// columns the analyst picked). Everything is checked before a run is made (input.ts).
import 'server-only';
import { HttpError } from '@/lib/gateway/http';
import {
  columnCount,
  decodeText,
  guessMapping,
  InputError,
  linesFromCsv,
  linesFromJson,
  linesFromTable,
  linesFromValues,
  MAX_BODY_BYTES,
  parseCsv,
  tableOfText,
  tooLarge,
  type ColumnMapping,
  type ScreenInput,
  type Table,
} from './input';
import { isZip, readXlsx, XLSX_TYPE } from './xlsx';

/** Room for a form's own parts around a file of MAX_BODY_BYTES. */
const FORM_OVERHEAD = 64 * 1024;

/** The body's bytes, refused with a 413 past `max`. */
export async function readBody(request: Request, max = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** A file's table: XLSX when it is a zip, else text read as CSV (or lines). */
export async function tableOfFile(bytes: Uint8Array, fileName = ''): Promise<{ table: Table; single: boolean }> {
  if (isZip(bytes)) return { table: await readXlsx(bytes), single: false };
  if (/\.xlsx$/i.test(fileName)) throw new InputError('the file is named .xlsx but is not a workbook (no zip inside)');
  const table = parseCsv(decodeText(bytes));
  return { table, single: columnCount(table) === 1 };
}

/** The lines of a table, by the analyst's columns when given, else by the likeliest ones. */
export function linesOfTable(parsed: { table: Table; single: boolean }, mapping?: ColumnMapping): ScreenInput[] {
  if (parsed.single && !mapping) return linesFromValues(parsed.table);
  const chosen = mapping ?? guessMapping(parsed.table);
  const columns = columnCount(parsed.table);
  for (const field of ['company_number', 'company_name', 'postcode'] as const) {
    const column = chosen[field];
    if (column !== undefined && (column < 0 || column >= columns))
      throw new InputError(
        `the ${field.replace('_', ' ')} column (${column + 1}) is not in the file, which has ${columns}`,
        field,
      );
  }
  if (parsed.single && chosen.company_number === undefined && chosen.company_name === undefined)
    return linesFromValues(parsed.table);
  return linesFromTable(parsed.table, chosen);
}

/** The mapping a form names (`company_number_column`…: a column's index, or empty for none), with its header box. */
export function mappingOfForm(form: FormData): ColumnMapping | undefined {
  const column = (name: string) => {
    const value = form.get(`${name}_column`);
    if (typeof value !== 'string' || value === '') return undefined;
    if (!/^\d{1,3}$/.test(value)) throw new InputError(`${name}_column must be a column number`, `${name}_column`);
    return Number(value);
  };
  if (!['company_number', 'company_name', 'postcode'].some((name) => form.has(`${name}_column`))) return undefined;
  const mapping: ColumnMapping = { header: form.get('header') === '1' || form.get('header') === 'on' };
  const number = column('company_number');
  const name = column('company_name');
  const postcode = column('postcode');
  if (number !== undefined) mapping.company_number = number;
  if (name !== undefined) mapping.company_name = name;
  if (postcode !== undefined) mapping.postcode = postcode;
  return mapping;
}

/** A form's list: the file if one was chosen, else the pasted lines. */
async function parsedOfForm(form: FormData): Promise<{ parsed: { table: Table; single: boolean }; name: string }> {
  const file = form.get('file');
  if (file && typeof file !== 'string' && file.size > 0) {
    if (file.size > MAX_BODY_BYTES) throw tooLarge();
    return {
      parsed: await tableOfFile(new Uint8Array(await file.arrayBuffer()), file.name),
      name: file.name || 'Uploaded list',
    };
  }
  const text = form.get('text');
  if (typeof text === 'string' && text.trim()) return { parsed: tableOfText(text), name: 'Pasted list' };
  throw new InputError('nothing to screen: paste lines or choose a CSV or XLSX file', 'body');
}

async function formOf(request: Request): Promise<FormData> {
  const bytes = await readBody(request, MAX_BODY_BYTES + FORM_OVERHEAD);
  try {
    return await new Response(bytes, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw new InputError('the form could not be read', 'body');
  }
}

/** The preview the /screen page shows when a file is chosen or lines are pasted: the columns and a guess at them. */
export async function previewOfRequest(request: Request) {
  const { parsed, name } = await parsedOfForm(await formOf(request));
  const columns = columnCount(parsed.table);
  const mapping = parsed.single ? { header: false } : guessMapping(parsed.table);
  const header = mapping.header ? (parsed.table.rows[0]?.cells ?? []) : [];
  const from = mapping.header ? 1 : 0;
  return {
    name,
    single: parsed.single,
    rows: Math.max(0, parsed.table.rows.length - from),
    columns: Array.from({ length: columns }, (_, index) => ({
      index,
      header: header[index] ?? '',
      samples: parsed.table.rows.slice(from, from + 4).map((row) => row.cells[index] ?? ''),
    })),
    mapping,
  };
}

/** The list of a POST /api/screen, by its Content-Type; a 415 for a type it does not read. */
export async function listOfRequest(request: Request): Promise<{ lines: ScreenInput[]; name: string }> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    const form = await formOf(request);
    const { parsed, name } = await parsedOfForm(form);
    return { lines: linesOfTable(parsed, mappingOfForm(form)), name };
  }
  const bytes = await readBody(request);
  if (type === 'application/json') {
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      throw new InputError(
        'the body is not JSON: send {"lines": [{"company_number": …, "company_name": …, "postcode": …}]}',
      );
    }
    return { lines: linesFromJson(body), name: 'List sent as JSON' };
  }
  if (type === 'text/csv') {
    if (isZip(bytes)) throw new InputError('the body is a zip (an XLSX workbook?), not CSV: send it as ' + XLSX_TYPE);
    return { lines: linesFromCsv(decodeText(bytes)), name: 'List sent as CSV' };
  }
  if (type === 'text/plain') return { lines: linesOfTable(tableOfText(decodeText(bytes))), name: 'Pasted list' };
  if (type === XLSX_TYPE) {
    if (!isZip(bytes)) throw new InputError('the body is not an XLSX workbook');
    return { lines: linesOfTable({ table: await readXlsx(bytes), single: false }), name: 'Workbook' };
  }
  throw new HttpError(415, {
    errors: [
      {
        error: 'unsupported-media-type',
        type: 'ch:validation',
        error_values: {
          message: `send text/csv or application/json (or text/plain, ${XLSX_TYPE}, multipart/form-data)`,
        },
      },
    ],
  });
}

/** The error body and status of a list that cannot be screened: the message names what is wrong. */
export function inputErrorResponse(error: InputError) {
  return {
    status: error.status,
    body: {
      errors: [
        {
          error: error.message,
          type: 'ch:validation',
          location: error.location,
          location_type: 'request-body',
        },
      ],
    },
  };
}
