import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pagination, nounsOf, pageCount, pageNumbers, printedRangeText, showingText } from './pagination';

describe('pagination', () => {
  it('says which rows are shown', () => {
    expect(showingText({ page: 2, pageSize: 35, total: 412 }, 'officers')).toBe('Showing 36–70 of 412 officers');
    expect(showingText({ page: 12, pageSize: 35, total: 412 })).toBe('Showing 386–412 of 412 results');
    expect(showingText({ page: 1, pageSize: 35, total: 0 }, 'officers')).toBe('No officers');
    expect(showingText({ page: 2, pageSize: 25, total: 2_550 }, { one: 'filing', many: 'filings' })).toBe(
      'Showing 26–50 of 2,550 filings',
    );
  });

  it('counts a list of one in the singular', () => {
    expect(showingText({ page: 1, pageSize: 20, total: 1 })).toBe('1 result');
    expect(showingText({ page: 1, pageSize: 25, total: 8 }, 'charges')).toBe('Showing 1–8 of 8 charges');
    expect(showingText({ page: 1, pageSize: 25, total: 1 }, 'charges')).toBe('1 charge');
    expect(
      showingText({ page: 1, pageSize: 25, total: 1 }, { one: 'beneficial owner', many: 'beneficial owners' }),
    ).toBe('1 beneficial owner');
  });

  it('names the one row on a last page by its number', () => {
    expect(showingText({ page: 2, pageSize: 25, total: 26 }, 'filings')).toBe('Showing filing 26 of 26');
  });

  it('makes the plural nouns callers pass singular', () => {
    expect(nounsOf('results').one).toBe('result');
    expect(nounsOf('current appointments').one).toBe('current appointment');
    expect(nounsOf('persons with significant control').one).toBe('person with significant control');
    expect(nounsOf('companies').one).toBe('company');
    expect(nounsOf('addresses').one).toBe('address');
    expect(nounsOf({ one: 'child', many: 'children' })).toEqual({ one: 'child', many: 'children' });
  });

  it('says on paper which rows of how many were printed', () => {
    expect(printedRangeText({ page: 2, pageSize: 25, total: 255 }, 'filings')).toBe('Rows 26–50 of 255 filings');
    expect(printedRangeText({ page: 2, pageSize: 25, total: 26 }, 'filings')).toBe('Row 26 of 26 filings');
    expect(printedRangeText({ page: 1, pageSize: 25, total: 8 }, 'charges')).toBe('Rows 1–8 of 8 charges');
    expect(printedRangeText({ page: 1, pageSize: 25, total: 1 }, 'charges')).toBe('1 charge');
  });

  it('counts pages, with at least one', () => {
    expect(pageCount({ pageSize: 35, total: 412 })).toBe(12);
    expect(pageCount({ pageSize: 35, total: 0 })).toBe(1);
  });

  it('shows the ends and the pages around the current one, with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('Pagination', () => {
  const html = renderToStaticMarkup(
    <Pagination
      window={{ page: 2, pageSize: 25, total: 255 }}
      hrefForPage={(page) => `/company/00719244/filing-history?page=${page}`}
      nouns={{ one: 'filing', many: 'filings' }}
    />,
  );

  it('prints the range in place of the page links', () => {
    expect(html).toContain('<p class="hidden text-sm print:block">Rows 26–50 of 255 filings</p>');
    expect(html).toMatch(/<nav [^>]*class="[^"]*\bprint:hidden\b/);
  });

  it('shows the range and the page links on screen', () => {
    expect(html).toContain('Showing 26–50 of 255 filings');
    expect(html).toContain('href="/company/00719244/filing-history?page=3"');
  });

  it('keeps the noun callers already pass', () => {
    expect(
      renderToStaticMarkup(
        <Pagination window={{ page: 1, pageSize: 35, total: 1 }} hrefForPage={String} noun="officers" />,
      ),
    ).toContain('1 officer<');
  });
});
