import { describe, expect, it } from 'vitest';
import { catalogue } from '@/lib/registry/catalogue';
import { pageHref, pageQuery, readPageState } from './page-state';

const { filter, order_by } = catalogue.officerList.query;

describe('page state', () => {
  it('reads the page and valid filters from the URL', () => {
    const state = readPageState({ page: '3', filter: 'active', order_by: 'surname', other: 'x' }, 35, {
      filter,
      order_by,
    });
    expect(state).toEqual({ page: 3, pageSize: 35, filters: { filter: 'active', order_by: 'surname' } });
    expect(pageQuery(state)).toEqual({ filter: 'active', order_by: 'surname', items_per_page: 35, start_index: 70 });
  });

  it('drops invalid filters and bad page numbers', () => {
    expect(readPageState({ page: '-2', filter: 'everything' }, 35, { filter })).toEqual({
      page: 1,
      pageSize: 35,
      filters: {},
    });
    expect(readPageState({ page: 'abc' }, 35).page).toBe(1);
  });

  it('builds links that keep other parameters and drop page 1', () => {
    const search = new URLSearchParams('filter=active&page=2');
    expect(pageHref('/company/00006400/officers', search, { page: 3 })).toBe(
      '/company/00006400/officers?filter=active&page=3',
    );
    expect(pageHref('/company/00006400/officers', search, { page: 1 })).toBe(
      '/company/00006400/officers?filter=active',
    );
    expect(pageHref('/company/00006400/officers', search, { filter: undefined, page: 1 })).toBe(
      '/company/00006400/officers',
    );
  });
});
