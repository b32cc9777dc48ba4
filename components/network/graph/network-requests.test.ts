import { describe, expect, it } from 'vitest';
import { networkApiPath, networkPageHref, recordHref, requestsFor } from './network-requests';
import { DEFAULT_VIEW } from './view-state';

describe('network requests', () => {
  it('asks the API in its own terms', () => {
    expect(
      networkApiPath('company:00719244', {
        depth: 1,
        status: 'active',
        addresses: true,
        samePerson: true,
        disqualified: true,
        expand: ['officer:a', 'address:N120DR-2@2'],
      }),
    ).toBe(
      '/api/network/company/00719244?depth=1&status=active&addresses=1&same_person=1&disqualified=1&expand=officer%3Aa%2Caddress%3AN120DR-2%402',
    );
    expect(networkApiPath('officer:a/b', { depth: 2, status: 'all' }, 'gexf')).toBe(
      '/api/network/officer/a%2Fb?depth=2&status=all&format=gexf',
    );
    expect(networkApiPath('address:N120DR-2', { depth: 1, status: 'all' })).toBeUndefined();
  });

  it('links a node to its record and its own connections, an address to neither', () => {
    expect(recordHref('company:SC123456')).toBe('/company/SC123456');
    expect(recordHref('officer:abc')).toBe('/officers/abc/appointments');
    expect(networkPageHref('officer:abc')).toBe('/officers/abc/network');
    expect(recordHref('address:N120DR-2')).toBeUndefined();
    expect(recordHref('nonsense')).toBeUndefined();
  });
});

describe('the requests a view makes', () => {
  const expandOf = (path: string) => new URLSearchParams(path.split('?')[1]).get('expand');

  it('asks for the seed with every node expanded, as the API is asked with the same expand', () => {
    // "Expand anyway" on an officer page's own seed (ASHCOMBE, over his cap): the seed's build
    // expands him and goes on to the view's depth (322 nodes), not one hop (67).
    const seed = 'officer:ash';
    const requests = requestsFor([seed], { ...DEFAULT_VIEW, expand: [seed] }, false);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.key).toBe(seed);
    expect(expandOf(requests[0]!.path)).toBe(seed);
    expect(new URLSearchParams(requests[0]!.path.split('?')[1]).get('depth')).toBe('2');
  });

  it('reads a node other than the seed one hop further too, and a hub’s pages in the seed’s build', () => {
    const requests = requestsFor(
      ['company:00719244'],
      { ...DEFAULT_VIEW, expand: ['officer:a', 'address:N120DR-2@2'] },
      false,
    );
    expect(requests.map((request) => request.key)).toEqual(['company:00719244', 'officer:a']);
    expect(expandOf(requests[0]!.path)).toBe('officer:a,address:N120DR-2@2');
    expect(requests[1]!.path).toContain('depth=1');
    // Every request judges identity verification and checks disqualifications.
    for (const { path } of requests) expect(path).toMatch(/disqualified=1&verification=1/);
  });

  it('on a given network (a path), expands the ends one hop', () => {
    const requests = requestsFor(['company:1', 'company:2'], { ...DEFAULT_VIEW, expand: ['company:1'] }, true);
    expect(requests.map((request) => request.key)).toEqual(['company:1']);
  });
});
