import { describe, expect, it } from 'vitest';
import { networkApiPath, networkPageHref, recordHref } from './network-requests';

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
