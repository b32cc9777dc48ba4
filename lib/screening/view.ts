// What a run's results page and GET /api/screen/{run_id}/results show of its lines: filters
// (how the line was matched, the company's status, any signal or a given one, what changed
// since the run it repeats), a sort and a page, read from the URL's query; and the exports of
// the whole run (CSV, XLSX, JSON, NDJSON), one column list for the files that have columns.
import { csvLine, CSV_BOM } from '@/lib/export/csv';
import { ParameterError } from '@/lib/registry/params';
import { SIGNAL_CODES, type SignalCode } from '@/lib/signals/rules';
import type { LineChange } from './diff';
import type { ScreenRow } from './line';
import type { MatchHow } from './match';
import type { LineRecord } from './store';
import { writeXlsx, type XlsxCell } from './xlsx';

export const MATCH_KINDS: readonly MatchHow[] = ['number', 'name', 'previous-name', 'ambiguous', 'none'];
export const SORT_KEYS = ['line', 'name', 'status', 'incorporated', 'signals', 'confidence'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const FORMATS = ['json', 'csv', 'ndjson', 'xlsx'] as const;
export type ResultsFormat = (typeof FORMATS)[number];

/** Rows on a page by default, and at most. */
export const PAGE_SIZE = 50;
// A whole run (MAX_LINES) fits one page: the JSON export is that page.
export const MAX_PAGE_SIZE = 10_000;

export interface ResultsQuery {
  how?: MatchHow;
  /** A company status (`active`, `dissolved`…). */
  status?: string;
  /** `any`: lines with a signal; a code: lines with that signal. */
  signal?: 'any' | SignalCode;
  /** Lines that changed since the run this one repeats. */
  changed?: boolean;
  sort: SortKey;
  order: 'asc' | 'desc';
  start_index: number;
  /** Undefined: every row (an export). */
  items_per_page?: number;
}

const KNOWN_SIGNALS = new Set<string>(SIGNAL_CODES);

function oneOf<T extends string>(params: URLSearchParams, name: string, values: readonly T[]): T | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  if (!values.includes(value as T)) throw new ParameterError(name, `${name} must be one of ${values.join(', ')}`);
  return value as T;
}

function whole(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new ParameterError(name, `${name} must be a whole number from ${min} to ${max}`);
  return Number(value);
}

/** The query of a results page or the results API; a bad value is a ParameterError naming it (400). */
export function parseResultsQuery(params: URLSearchParams, options: { paged: boolean }): ResultsQuery {
  const signal = params.get('signal');
  if (signal && signal !== 'any' && !KNOWN_SIGNALS.has(signal))
    throw new ParameterError('signal', 'signal must be any or a signal code (see docs/signals.md)');
  const status = params.get('status');
  if (status && !/^[a-z-]{2,40}$/.test(status))
    throw new ParameterError('status', 'status must be a company status such as active or dissolved');
  const itemsPerPage = whole(params, 'items_per_page', 1, MAX_PAGE_SIZE);
  return {
    ...(oneOf(params, 'match', MATCH_KINDS) ? { how: oneOf(params, 'match', MATCH_KINDS)! } : {}),
    ...(status ? { status } : {}),
    ...(signal ? { signal: signal as ResultsQuery['signal'] } : {}),
    ...(params.get('changed') === '1' ? { changed: true } : {}),
    sort: oneOf(params, 'sort', SORT_KEYS) ?? 'line',
    order: oneOf(params, 'order', ['asc', 'desc'] as const) ?? 'asc',
    start_index: whole(params, 'start_index', 0, 1_000_000) ?? 0,
    ...(itemsPerPage !== undefined || options.paged ? { items_per_page: itemsPerPage ?? PAGE_SIZE } : {}),
  };
}

const SEVERITY_RANK = { high: 3, medium: 2, info: 1 } as const;
const signalWeight = (row: ScreenRow) =>
  row.signals.reduce((sum, signal) => sum + 10 ** (SEVERITY_RANK[signal.severity] - 1), 0);

function compare(sort: SortKey, a: LineRecord, b: LineRecord): number {
  const ra = a.result!.row;
  const rb = b.result!.row;
  const text = (x?: string, y?: string) => (x ?? '\uffff').localeCompare(y ?? '\uffff');
  switch (sort) {
    case 'line':
      return a.line - b.line;
    case 'name':
      return text(ra.match.company_name, rb.match.company_name);
    case 'status':
      return text(ra.company?.company_status, rb.company?.company_status);
    case 'incorporated':
      return text(ra.company?.date_of_creation, rb.company?.date_of_creation);
    case 'signals':
      return signalWeight(ra) - signalWeight(rb);
    case 'confidence':
      return (ra.match.confidence ?? -1) - (rb.match.confidence ?? -1);
  }
}

/** The screened lines the query keeps, sorted, and the page of them it asks for. */
export function selectLines(
  lines: readonly LineRecord[],
  query: ResultsQuery,
  changes?: ReadonlyMap<number, LineChange>,
): { total: number; page: LineRecord[] } {
  const kept = lines.filter((line) => {
    const row = line.result?.row;
    if (!row) return false;
    if (query.how && row.match.how !== query.how) return false;
    if (query.status && row.company?.company_status !== query.status) return false;
    if (query.signal === 'any' && row.signals.length === 0) return false;
    if (query.signal && query.signal !== 'any' && !row.signals.some((signal) => signal.code === query.signal))
      return false;
    if (query.changed && !changes?.has(line.line)) return false;
    return true;
  });
  const direction = query.order === 'desc' ? -1 : 1;
  kept.sort((a, b) => direction * compare(query.sort, a, b) || a.line - b.line);
  const page =
    query.items_per_page === undefined
      ? kept.slice(query.start_index)
      : kept.slice(query.start_index, query.start_index + query.items_per_page);
  return { total: kept.length, page };
}

// ---------------------------------------------------------------------------------------------
// Files

/** The columns of the CSV and XLSX files: one definition. */
export const EXPORT_COLUMNS: readonly { header: string; value: (line: LineRecord) => XlsxCell }[] = [
  { header: 'Line', value: (line) => line.line },
  { header: 'Input company number', value: (line) => line.input.company_number },
  { header: 'Input company name', value: (line) => line.input.company_name },
  { header: 'Input postcode', value: (line) => line.input.postcode },
  { header: 'Match', value: (line) => line.result?.row.match.how },
  { header: 'Picked by the analyst', value: (line) => (line.pick ? 'yes' : undefined) },
  { header: 'Company number', value: (line) => line.result?.row.match.company_number },
  { header: 'Company name', value: (line) => line.result?.row.match.company_name },
  { header: 'Matched name', value: (line) => line.result?.matched_name },
  { header: 'Confidence', value: (line) => line.result?.row.match.confidence },
  {
    header: 'Candidates',
    value: (line) =>
      line.result?.row.match.candidates
        ?.map((c) => `${c.company_number} ${c.company_name} (${c.confidence})`)
        .join('; '),
  },
  { header: 'Status', value: (line) => line.result?.row.company?.company_status },
  { header: 'Type', value: (line) => line.result?.row.company?.type },
  { header: 'Incorporated', value: (line) => line.result?.row.company?.date_of_creation },
  { header: 'Registered office postcode', value: (line) => line.result?.row.company?.postal_code },
  { header: 'Accounts due', value: (line) => line.result?.row.company?.accounts_due_on },
  { header: 'Confirmation statement due', value: (line) => line.result?.row.company?.confirmation_statement_due_on },
  { header: 'Current officers', value: (line) => line.result?.row.company?.officers_current },
  { header: 'Current PSCs', value: (line) => line.result?.row.company?.pscs_current },
  { header: 'Signals', value: (line) => line.result?.row.signals.map((s) => `${s.code} (${s.severity})`).join('; ') },
  { header: 'Signals not checked', value: (line) => line.result?.not_checked.map((n) => n.code).join('; ') },
  { header: 'Problem', value: (line) => line.result?.error },
];

const values = (line: LineRecord) => EXPORT_COLUMNS.map((column) => column.value(line));

export function csvOf(lines: readonly LineRecord[]): string {
  return (
    CSV_BOM +
    csvLine(EXPORT_COLUMNS.map((column) => column.header)) +
    lines.map((line) => csvLine(values(line))).join('')
  );
}

export function xlsxOf(lines: readonly LineRecord[]): Buffer {
  return writeXlsx(
    'Screening',
    EXPORT_COLUMNS.map((column) => column.header),
    lines.map(values),
  );
}

export const rowsOf = (lines: readonly LineRecord[]): ScreenRow[] => lines.map((line) => line.result!.row);

export function ndjsonOf(lines: readonly LineRecord[]): string {
  return lines.map((line) => `${JSON.stringify(line.result!.row)}\n`).join('');
}
