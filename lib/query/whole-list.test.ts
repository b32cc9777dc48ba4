import { describe, expect, it } from 'vitest';
import type { ResourceOf } from '@/lib/registry/catalogue';
import { readWholeList, WHOLE_LIST_MAX_CALLS, wholeListPageSize } from './whole-list';

type Officers = ResourceOf<'officerList'>;

/** A registry list of `size` officers, answering pages as the registry does. */
function registry(size: number) {
  const queries: Record<string, string | number>[] = [];
  const read = async (query: Record<string, string | number>): Promise<Officers> => {
    queries.push(query);
    const start = Number(query.start_index);
    const count = Math.max(0, Math.min(Number(query.items_per_page), size - start));
    return {
      kind: 'officer-list',
      etag: 'e',
      links: { self: '/company/00000001/officers' },
      items_per_page: Number(query.items_per_page),
      start_index: start,
      total_results: size,
      active_count: size,
      resigned_count: 0,
      items: Array.from({ length: count }, (_, i) => ({
        name: `OFFICER ${start + i}`,
        officer_role: 'director',
        links: { officer: { appointments: `/officers/o${start + i}/appointments` } },
      })),
    } as Officers;
  };
  return { read, queries };
}

describe('readWholeList', () => {
  it('reads at the largest page size, once for a list that fits, with the registry filters', async () => {
    const { read, queries } = registry(40);
    const whole = await readWholeList('officerList', (d) => d.total_results, { filter: 'active' }, read);
    expect(whole.items).toHaveLength(40);
    expect(queries).toEqual([{ filter: 'active', items_per_page: wholeListPageSize('officerList'), start_index: 0 }]);
    expect(wholeListPageSize('officerList')).toBe(100);
  });

  it('pages on until the list is read, and stops at the call cap', async () => {
    const mid = registry(250);
    expect((await readWholeList('officerList', (d) => d.total_results, {}, mid.read)).items).toHaveLength(250);
    expect(mid.queries.map((q) => q.start_index)).toEqual([0, 100, 200]);

    const long = registry(10_000);
    const capped = await readWholeList('officerList', (d) => d.total_results, {}, long.read);
    expect(long.queries).toHaveLength(WHOLE_LIST_MAX_CALLS);
    expect(capped.items).toHaveLength(WHOLE_LIST_MAX_CALLS * 100);
    expect(capped.total_results).toBe(10_000);
  });

  it('stops at an empty page even when the count says more', async () => {
    const { read, queries } = registry(0);
    const whole = await readWholeList('officerList', () => 99, {}, read);
    expect(whole.items).toEqual([]);
    expect(queries).toHaveLength(1);
  });
});
