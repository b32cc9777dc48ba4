import { describe, expect, it } from 'vitest';
import { exportHref, readOutcome, rowCounter } from './export-links';

describe('exportHref', () => {
  it('points at the export route with the filters, without paging', () => {
    expect(
      exportHref(
        '/company/00719244/officers',
        {
          order_by: 'surname',
          filter: 'active',
          page: 3,
          items_per_page: 35,
          start_index: 70,
          register_view: undefined,
        },
        'csv',
      ),
    ).toBe('/api/export/company/00719244/officers?filter=active&order_by=surname&format=csv');
    expect(exportHref('company/00719244/filing-history', { category: ['accounts', 'officers'] }, 'json')).toBe(
      '/api/export/company/00719244/filing-history?category=accounts%2Cofficers&format=json',
    );
    expect(exportHref('/search/companies', { q: 'Café & co' }, 'csv')).toBe(
      '/api/export/search/companies?q=Caf%C3%A9+%26+co&format=csv',
    );
  });
});

describe('rowCounter', () => {
  it('counts CSV rows by line breaks outside quotes, across chunks', () => {
    const counter = rowCounter('csv');
    counter.add('\uFEFFName,Role\r\n"SMITH, ');
    expect(counter.rows).toBe(0);
    counter.add('Jo\nhn",director\r\nDOE,secretary\r\n');
    expect(counter.rows).toBe(2);
  });

  it('counts JSON rows by lines', () => {
    const counter = rowCounter('json');
    counter.add('{"export":{},"items":[\n{"name":"a\\nb"},\n{"name":"c"}');
    expect(counter.rows).toBe(2);
  });
});

describe('readOutcome', () => {
  it('reads the partial marker of a CSV file', () => {
    expect(readOutcome('csv', 'Name\r\na\r\nb\r\n', 2)).toEqual({ rows: 2 });
    expect(readOutcome('csv', 'Name\r\na\r\n# partial: stopped after 1 row (cap)\r\n', 2)).toEqual({
      rows: 1,
      partial: 'stopped after 1 row (cap)',
    });
  });

  it('reads the end of a JSON file', () => {
    expect(readOutcome('json', '{"items":[\n{}\n],"rows":1,"complete":true}', 1)).toEqual({
      rows: 1,
      partial: undefined,
    });
    expect(
      readOutcome(
        'json',
        '{"items":[\n{}\n],"rows":1,"complete":false,"partial":{"reason":"cap","message":"stopped after 1 row (cap)"}}',
        1,
      ),
    ).toEqual({ rows: 1, partial: 'stopped after 1 row (cap)' });
    expect(readOutcome('json', '{"items":[\n{}', 1)).toEqual({ rows: 1, partial: 'the file is incomplete' });
  });
});
