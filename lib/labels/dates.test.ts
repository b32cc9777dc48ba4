import { describe, it, expect } from 'vitest';
import { formatDate, formatMonthYear, isIsoDate } from './dates';

describe('formatDate', () => {
  it('writes the day without a leading zero and the month in full', () => {
    expect(formatDate('2002-07-02')).toBe('2 July 2002');
    expect(formatDate('2020-01-01')).toBe('1 January 2020');
    expect(formatDate('1999-12-31')).toBe('31 December 1999');
  });

  it('ignores a time suffix without shifting the day', () => {
    expect(formatDate('2002-07-02T23:59:59Z')).toBe('2 July 2002');
    expect(formatDate('2002-07-02T00:30:00+02:00')).toBe('2 July 2002');
    expect(formatDate('2002-07-02 10:00:00')).toBe('2 July 2002');
  });

  it('accepts leap days and rejects impossible dates', () => {
    expect(formatDate('2024-02-29')).toBe('29 February 2024');
    expect(formatDate('2023-02-29')).toBe('2023-02-29');
    expect(formatDate('2023-13-01')).toBe('2023-13-01');
  });

  it('returns anything that is not a date unchanged', () => {
    expect(formatDate('20/01/23')).toBe('20/01/23');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2002-7-2')).toBe('2002-7-2');
  });

  it('gives an empty string for no value', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
  });

  it('reads a number as epoch milliseconds in UTC', () => {
    expect(formatDate(1445904000000)).toBe('27 October 2015');
    expect(formatDate(Number.NaN)).toBe('NaN');
  });
});

describe('isIsoDate', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2015-10-27')).toBe(true);
    expect(isIsoDate('2015-02-30')).toBe(false);
    expect(isIsoDate('100,000')).toBe(false);
    expect(isIsoDate(20151027)).toBe(false);
  });
});

describe('formatMonthYear', () => {
  it('writes the month name and year', () => {
    expect(formatMonthYear({ month: 7, year: 2002 })).toBe('July 2002');
    expect(formatMonthYear({ month: '03', year: '1980' })).toBe('March 1980');
  });

  it('falls back to the year alone, or to nothing', () => {
    expect(formatMonthYear({ month: 13, year: 2002 })).toBe('2002');
    expect(formatMonthYear({ year: 2002 })).toBe('2002');
    expect(formatMonthYear({ month: 7 })).toBe('');
    expect(formatMonthYear(undefined)).toBe('');
  });
});
