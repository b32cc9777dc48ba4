import { describe, expect, it } from 'vitest';
import { appHref } from './links';

describe('appHref', () => {
  it('keeps the registry paths of the pages the app shows', () => {
    expect(appHref('/company/SC612004')).toBe('/company/SC612004');
    expect(appHref('/company/00006400/appointments/AbC-12_x')).toBe('/company/00006400/appointments/AbC-12_x');
    expect(appHref('/officers/Xyz123/appointments')).toBe('/officers/Xyz123/appointments');
    expect(appHref('/company/00006400/persons-with-significant-control/individual/p1')).toBe(
      '/company/00006400/persons-with-significant-control/individual/p1',
    );
    expect(appHref('/company/00006400/persons-with-significant-control-statements/s1')).toBe(
      '/company/00006400/persons-with-significant-control-statements/s1',
    );
    expect(appHref('/disqualified-officers/natural/abc')).toBe('/disqualified-officers/natural/abc');
    expect(appHref('/company/SC612004/insolvency#1')).toBe('/company/SC612004/insolvency#1');
    expect(appHref('/company/SC612004/charges/')).toBe('/company/SC612004/charges');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/x',
    '/\\evil.example/x',
    '/%5Cevil.example',
    '\\\\evil.example/x',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /company/SC612004',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example',
    '/company/../../evil',
    '/company/SC612004/../../../https://evil.example',
    '/nowhere',
    '/search/companies',
    '/company/not-a-number!',
    '',
    undefined,
    null,
    42,
  ])('drops %j', (link) => {
    expect(appHref(link)).toBeUndefined();
  });
});
