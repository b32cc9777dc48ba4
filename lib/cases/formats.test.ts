import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/gateway/http';
import { chronologyCsv, chronologyFilter, filterEvents, formatParameter } from './formats';
import type { ChronologyEvent } from './read';

const events: ChronologyEvent[] = [
  {
    date: '2001-01-01',
    kind: 'incorporation',
    title: 'A, incorporated',
    href: '/company/00000001',
    item_id: 'i1',
    source: 's',
    company_number: '00000001',
  },
  {
    date: '2010-05-05',
    kind: 'appointment',
    title: '=SUM(1)',
    href: '/officers/x/appointments',
    item_id: 'i2',
    source: 's',
    officer_id: 'x',
  },
];

describe('chronology parameters and exports', () => {
  it('filters by kind, dates and item', () => {
    expect(filterEvents(events, chronologyFilter(new URLSearchParams('kind=appointment')))).toHaveLength(1);
    expect(filterEvents(events, chronologyFilter(new URLSearchParams('from=2005-01-01')))).toHaveLength(1);
    expect(filterEvents(events, chronologyFilter(new URLSearchParams('to=2005-01-01&item=i1')))).toHaveLength(1);
    expect(filterEvents(events, chronologyFilter(new URLSearchParams('')))).toHaveLength(2);
  });

  it('refuses bad parameters with a 400 naming them', () => {
    for (const [query, word] of [
      ['kind=nonsense', 'kind'],
      ['from=yesterday', 'from'],
      ['to=2020-1-1', 'to'],
    ] as const) {
      let caught: unknown;
      try {
        chronologyFilter(new URLSearchParams(query));
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(HttpError);
      expect((caught as HttpError).status).toBe(400);
      expect(JSON.stringify((caught as HttpError).body)).toContain(word);
    }
    expect(() => formatParameter(new URLSearchParams('format=xml'), ['json', 'csv'] as const)).toThrow(HttpError);
    expect(formatParameter(new URLSearchParams(''), ['json', 'csv'] as const)).toBe('json');
  });

  it('writes CSV with a header, absolute links, quoting and no formulas', () => {
    const csv = chronologyCsv(events, 'https://app.example');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('date,kind,title,company_number,officer_id,href,item_id,source');
    expect(lines[1]).toContain('"A, incorporated"');
    expect(lines[1]).toContain('https://app.example/company/00000001');
    expect(lines[2]).not.toMatch(/,=SUM/);
  });
});
