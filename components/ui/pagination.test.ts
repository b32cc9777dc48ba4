import { describe, expect, it } from 'vitest';
import { pageCount, pageNumbers, showingText } from './pagination';

describe('pagination', () => {
  it('says which rows are shown', () => {
    expect(showingText({ page: 2, pageSize: 35, total: 412 }, 'officers')).toBe('Showing 36–70 of 412 officers');
    expect(showingText({ page: 12, pageSize: 35, total: 412 })).toBe('Showing 386–412 of 412 results');
    expect(showingText({ page: 1, pageSize: 35, total: 0 }, 'officers')).toBe('No officers');
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
