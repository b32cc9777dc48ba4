import { describe, expect, it } from 'vitest';
import { catalogue } from '@/lib/registry/catalogue';
import { hasRowFilters, pageHref, pageQuery, readPageState, samePageState, sameRegistryFilters } from './page-state';

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

  it("reads the app's own row filters apart, and never sends them to the registry", () => {
    const values = { identity: ['verified', 'overdue'] };
    const state = readPageState({ filter: 'active', identity: 'overdue', page: '2' }, 35, { filter }, values);
    expect(state).toEqual({
      page: 2,
      pageSize: 35,
      filters: { filter: 'active' },
      rowFilters: { identity: 'overdue' },
    });
    expect(hasRowFilters(state)).toBe(true);
    expect(pageQuery(state)).toEqual({ filter: 'active', items_per_page: 35, start_index: 35 });
    // A value the filter does not take, or a list without the filter: as if it were not there.
    expect(readPageState({ identity: 'lost' }, 35, {}, values)).toEqual({ page: 1, pageSize: 35, filters: {} });
    expect(hasRowFilters(readPageState({ identity: 'overdue' }, 35))).toBe(false);
  });

  it('tells states apart by their row filters, and reads the same rows whatever they are', () => {
    const values = { identity: ['verified', 'overdue'] };
    const overdue = readPageState({ identity: 'overdue' }, 35, {}, values);
    const verified = readPageState({ identity: 'verified', page: '2' }, 35, {}, values);
    const none = readPageState({}, 35, {}, values);
    expect(samePageState(overdue, { ...overdue })).toBe(true);
    expect(samePageState(overdue, none)).toBe(false);
    expect(sameRegistryFilters(overdue, verified)).toBe(true);
  });
});
