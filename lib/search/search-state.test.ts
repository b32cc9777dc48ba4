import { describe, expect, it } from 'vitest';
import { companyNumberQuery, isReachablePage, lastReachablePage, readSearchKind, searchHref } from './search-state';

describe('search state', () => {
  it('reads the kind, falling back to all', () => {
    expect(readSearchKind('officers')).toBe('officers');
    expect(readSearchKind(['disqualified-officers', 'x'])).toBe('disqualified-officers');
    expect(readSearchKind('everything')).toBe('all');
    expect(readSearchKind(undefined)).toBe('all');
  });

  it('stops paging where the registry does (1,000 results)', () => {
    expect(lastReachablePage(0)).toBe(1);
    expect(lastReachablePage(412)).toBe(21);
    expect(lastReachablePage(1000)).toBe(50);
    expect(lastReachablePage(250_000)).toBe(50);
    expect(isReachablePage(50)).toBe(true);
    expect(isReachablePage(51)).toBe(false);
  });

  it('builds search links without defaults', () => {
    expect(searchHref({ q: 'tesco' })).toBe('/search?q=tesco');
    expect(searchHref({ q: 'a&b', kind: 'officers', page: 3 })).toBe('/search?q=a%26b&kind=officers&page=3');
    expect(searchHref({ q: 'x', kind: 'all', page: 1 })).toBe('/search?q=x');
    expect(searchHref({})).toBe('/search');
  });

  it.each([
    ['00006400', '00006400'],
    ['6400', '00006400'],
    ['sc123456', 'SC123456'],
    [' SC 123456 ', 'SC123456'],
    ['oc301234', 'OC301234'],
  ])('reads %j as company number %s', (q, number) => {
    expect(companyNumberQuery(q)).toBe(number);
  });

  it.each(['BARCLAYS', 'tesco plc', '3M', '123456789', 'A1 Motors Ltd', '12-34', ''])(
    'does not read %j as a company number',
    (q) => {
      expect(companyNumberQuery(q)).toBeNull();
    },
  );
});
