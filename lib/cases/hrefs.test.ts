import { describe, expect, it } from 'vitest';
import { HrefError, readHref } from './hrefs';

describe('readHref', () => {
  it('reads every kind of item from the paths of this app', () => {
    expect(readHref('/company/00006400')).toMatchObject({ kind: 'company', companyNumber: '00006400' });
    expect(readHref('/company/sc123456/officers?page=2')).toMatchObject({
      kind: 'company',
      companyNumber: 'SC123456',
      href: '/company/SC123456/officers?page=2',
    });
    expect(readHref('/company/00006400/ownership')).toMatchObject({ kind: 'ownership' });
    expect(readHref('/company/00006400/network?depth=2')).toMatchObject({
      kind: 'network',
      href: '/company/00006400/network?depth=2',
    });
    expect(readHref('/company/00006400/persons-with-significant-control/individual/abc_DEF-1')).toMatchObject({
      kind: 'psc',
    });
    expect(readHref('/officers/AbC123/appointments')).toMatchObject({ kind: 'officer', officerId: 'AbC123' });
    expect(readHref('/officers/AbC123/network')).toMatchObject({ kind: 'network', officerId: 'AbC123' });
    expect(readHref('/people/p-123')).toMatchObject({ kind: 'person', personId: 'p-123' });
    expect(readHref('/connections?from=company:00006400&to=officer:XYZ')).toMatchObject({
      kind: 'path',
      from: 'company:00006400',
      to: 'officer:XYZ',
    });
    expect(readHref('/search?q=acme')).toMatchObject({ kind: 'search', query: 'acme' });
    expect(readHref('/advanced-search?company_name_includes=acme')).toMatchObject({ kind: 'search' });
    expect(readHref('/company/00006400#top').href).toBe('/company/00006400');
  });

  it('refuses what is not a path of this app, saying why', () => {
    for (const bad of [
      'https://evil.example/company/00006400',
      '//evil.example/company/00006400',
      '/\\evil.example',
      'company/00006400',
      '/company/not-a-number!',
      '/company/00006400/nonsense',
      '/officers/AbC123',
      '/wp-admin',
      '/people/a/b',
      '/company/00006400/persons-with-significant-control/wizard/1',
    ])
      expect(() => readHref(bad), bad).toThrow(HrefError);
    expect(() => readHref('https://evil.example/')).toThrow(/single "\/"/);
  });
});
