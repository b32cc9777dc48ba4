import { describe, expect, it } from 'vitest';
import { ParameterError } from '@/lib/registry/params';
import type { SignalCode } from '@/lib/signals/rules';
import { csvOf, parseResultsQuery, selectLines } from './view';
import type { LineRecord } from './store';

const record = (
  n: number,
  how: 'name' | 'none' | 'ambiguous',
  status?: string,
  signals: SignalCode[] = [],
): LineRecord => ({
  line: n,
  input: { company_name: `Name ${n}`, postcode: n === 1 ? 'SW1A 1AA' : undefined },
  result: {
    row: {
      line: n,
      input: { company_name: `Name ${n}` },
      match:
        how === 'name'
          ? {
              how,
              company_number: `0000000${n}`,
              company_name: `COMPANY ${String.fromCharCode(68 - n)}`,
              confidence: 1,
            }
          : how === 'ambiguous'
            ? { how, candidates: [{ company_number: '00000009', company_name: 'X, "Y" LTD', confidence: 0.9 }] }
            : { how },
      ...(status ? { company: { company_status: status, officers_current: 2 } } : {}),
      signals: signals.map((code) => ({ code, severity: 'high' as const })),
    },
    not_checked: [],
  },
});

const lines = [
  record(1, 'name', 'active', ['accounts-overdue' as SignalCode]),
  record(2, 'name', 'dissolved'),
  record(3, 'none'),
  record(4, 'ambiguous'),
  { line: 5, input: { company_name: 'not yet' } },
];
const query = (text: string, paged = true) => parseResultsQuery(new URLSearchParams(text), { paged });

describe('a run’s results: filters, sort, page, files', () => {
  it('filters by match kind, status, any signal and a given one', () => {
    const numbers = (text: string) => selectLines(lines, query(text)).page.map((line) => line.line);
    expect(numbers('')).toEqual([1, 2, 3, 4]);
    expect(numbers('match=none')).toEqual([3]);
    expect(numbers('status=dissolved')).toEqual([2]);
    expect(numbers('signal=any')).toEqual([1]);
    expect(numbers('signal=accounts-overdue')).toEqual([1]);
  });

  it('sorts and pages', () => {
    const sorted = selectLines(lines, query('sort=name&order=asc&items_per_page=2&start_index=1'));
    expect(sorted.total).toBe(4);
    expect(sorted.page.map((line) => line.line)).toEqual([1, 3]);
    expect(selectLines(lines, query('', false)).page).toHaveLength(4);
  });

  it('names a bad parameter', () => {
    expect(() => query('match=maybe')).toThrow(ParameterError);
    expect(() => query('signal=nonsense')).toThrow(/signal must be any or a signal code/);
    expect(() => query('items_per_page=0')).toThrow(/items_per_page must be a whole number from 1 to 10000/);
  });

  it('writes a CSV of every line with one header and quoted cells', () => {
    const csv = csvOf(selectLines(lines, query('', false)).page);
    const rows = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatch(/^Line,Input company number,Input company name,Input postcode,Match,/);
    expect(rows[1]).toMatch(/^1,,Name 1,SW1A 1AA,name,,00000001,COMPANY C,/);
    expect(rows[4]).toContain('"00000009 X, ""Y"" LTD (0.9)"');
  });
});
