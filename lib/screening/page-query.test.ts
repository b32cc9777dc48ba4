import { describe, expect, it } from 'vitest';
import { exportSearch, readRunPage, runPageSearch, withFilter } from './page-query';

describe('the run page’s address', () => {
  it('reads filters, sort and page, leaving out what it does not know', () => {
    const { query, page } = readRunPage({ match: 'ambiguous', signal: 'nope', sort: 'name', order: 'desc', page: '2' });
    expect(page).toBe(2);
    expect(query).toEqual({ how: 'ambiguous', sort: 'name', order: 'desc', start_index: 50, items_per_page: 50 });
    expect(readRunPage({ page: 'x', match: 'maybe' })).toMatchObject({ page: 1, query: { start_index: 0 } });
  });

  it('writes it back, and changes a filter back to page 1', () => {
    const { query } = readRunPage({ match: 'none', page: '3' });
    expect(runPageSearch(query, 3)).toBe('?match=none&page=3');
    expect(withFilter(query, { how: undefined, signal: 'any' })).toBe('?signal=any');
    expect(exportSearch(query, 'json')).toBe('?format=json&match=none&items_per_page=10000');
  });
});
