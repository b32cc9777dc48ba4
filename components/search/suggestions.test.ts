import { describe, expect, it } from 'vitest';
import { ProxyError } from '@/lib/query/proxy-fetch';
import type { SearchItem } from './search-hit';
import { groupSuggestions, mergeCompanySuggestions, pauseAfter } from './suggestions';

const company = (n: number): SearchItem =>
  ({
    kind: 'searchresults#company',
    title: `ACME ${n} LIMITED`,
    company_number: `0000000${n}`,
    company_status: 'active',
    links: { self: `/company/0000000${n}` },
  }) as SearchItem;
const officer = (n: number): SearchItem =>
  ({
    kind: 'searchresults#officer',
    title: `SMITH, Ann ${n}`,
    links: { self: `/officers/o${n}/appointments` },
  }) as SearchItem;
const disqualified = (n: number): SearchItem =>
  ({
    kind: 'searchresults#disqualified-officer',
    title: `PRYCE, Gareth ${n}`,
    links: { self: `/disqualified-officers/natural/d${n}` },
  }) as SearchItem;

describe('groupSuggestions', () => {
  it('groups a mixed search by kind, companies first, a few of each in the order the registry gave', () => {
    const items = [
      officer(1),
      company(1),
      disqualified(1),
      company(2),
      officer(2),
      company(3),
      company(4),
      company(5),
      company(6),
      officer(3),
    ];
    const groups = groupSuggestions(items);
    expect(groups.map((group) => group.label)).toEqual(['Companies', 'Officers', 'Disqualified officers']);
    expect(groups[0]!.hits.map((hit) => hit.href)).toEqual([
      '/company/00000001',
      '/company/00000002',
      '/company/00000003',
      '/company/00000004',
      '/company/00000005',
    ]);
    expect(groups[1]!.hits.map((hit) => hit.title)).toEqual(['SMITH, Ann 1', 'SMITH, Ann 2', 'SMITH, Ann 3']);
    expect(groups[2]!.hits[0]!.href).toBe('/disqualified-officers/natural/d1');
  });

  it('leaves out a kind with no results', () => {
    expect(groupSuggestions([disqualified(1)]).map((group) => group.kind)).toEqual(['disqualified-officer']);
    expect(groupSuggestions([])).toEqual([]);
  });
});

describe('pauseAfter', () => {
  it('stops suggesting for the wait a 429 names, or a minute', () => {
    expect(pauseAfter({ error: new ProxyError('busy', 429, 30) })).toBe(30_000);
    expect(pauseAfter({ error: new ProxyError('busy', 429) })).toBe(60_000);
  });

  it('stops for a while when the budget is low', () => {
    expect(pauseAfter({ budgetLow: true })).toBe(300_000);
  });

  it('carries on after other answers', () => {
    expect(pauseAfter({})).toBe(0);
    expect(pauseAfter({ error: new ProxyError('down', 503) })).toBe(0);
    expect(pauseAfter({ error: new Error('offline') })).toBe(0);
  });
});

describe('mergeCompanySuggestions', () => {
  const named = (number: string, title: string): SearchItem =>
    ({
      kind: 'searchresults#company',
      title,
      company_number: number,
      company_status: 'active',
      links: { self: `/company/${number}` },
    }) as SearchItem;
  const holland = [1, 2, 3, 4, 5].map((n) => named(`0000000${n}`, `HOLLAND ${n} LTD`));

  it('keeps the search’s first hit first, then one company per completed word, then the rest, each once', () => {
    const index = {
      offered: true,
      by: 'name' as const,
      items: [holland[0]!, named('00000010', 'HOLLIS LTD'), named('00000011', 'HOLLOWAY KEMBLE LTD')],
    };
    expect(mergeCompanySuggestions(index, holland).map((item) => item.title)).toEqual([
      'HOLLAND 1 LTD',
      'HOLLIS LTD',
      'HOLLOWAY KEMBLE LTD',
      'HOLLAND 2 LTD',
      'HOLLAND 3 LTD',
    ]);
  });

  it('puts the companies whose number starts with what is typed first', () => {
    const index = { offered: true, by: 'number' as const, items: [named('00719244', 'HOLLOWAY KEMBLE LTD')] };
    const padded = [named('00071924', 'OTHER LTD')];
    expect(mergeCompanySuggestions(index, padded).map((item) => item.title)).toEqual([
      'HOLLOWAY KEMBLE LTD',
      'OTHER LTD',
    ]);
  });

  it('is the search alone where no index answers', () => {
    expect(mergeCompanySuggestions(undefined, holland)).toEqual(holland);
  });
});
