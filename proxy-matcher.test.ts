// The proxy's matchers (proxy.ts config) let Next skip the proxy for addresses already in the
// registry's form. Compiled here as Next compiles them, and matched as Next matches them (the
// raw path, then the decoded one): a path the proxy would redirect must always reach it.
import { describe, expect, it } from 'vitest';
import * as staticInfo from 'next/dist/build/analysis/get-page-static-info';
import { config, companyNumberRedirect } from './proxy';

// Next's own compiler of proxy matchers (exported, not typed).
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers(matcher: readonly string[], nextConfig: object): { regexp: string }[];
};
const matchers = getMiddlewareMatchers(config.matcher, { i18n: null }).map((matcher) => new RegExp(matcher.regexp));

/** Whether Next calls the proxy for this path (next/dist/server/lib/router-utils/resolve-routes.js). */
function runsProxy(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // matched raw only
  }
  return matchers.some((regexp) => regexp.test(path) || regexp.test(decoded));
}

const SEGMENTS = [
  '00006400',
  '6400',
  'SC123456',
  'sc123456',
  'Sc123456',
  'SC 123456',
  'SC%20123456',
  '%53C123456',
  'sc%20123456',
  'IP10067R',
  'ip10067r',
  'IP123R',
  'R0000123',
  'r0000123',
  'R0123',
  'OE000123',
  'oe123',
  'ABCDEFGH',
  'abcdefgh',
  '123456789',
  '0000640',
  'not-a-number',
  '%E0%A4%A',
  'SC12345%36',
  '00006400.rsc',
  'SC1234567',
  '',
];
const RESTS = ['', '/', '/officers', '/charges/abc_DEF-1', '/card', '.rsc'];

describe('the proxy’s matchers', () => {
  it('send every address that redirects to the proxy', () => {
    for (const prefix of ['/company/', '/embed/company/'])
      for (const segment of SEGMENTS)
        for (const rest of RESTS) {
          const path = `${prefix}${segment}${rest}`;
          if (companyNumberRedirect(path) !== null) expect(runsProxy(path), path).toBe(true);
        }
  });

  it('skip it for numbers in the registry’s form', () => {
    for (const path of [
      '/company/00006400',
      '/company/00006400/officers',
      '/company/SC123456/charges/abc_DEF-1',
      '/company/IP10067R',
      '/embed/company/OC001234/card',
    ]) {
      expect(companyNumberRedirect(path)).toBeNull();
      expect(runsProxy(path), path).toBe(false);
    }
    expect(runsProxy('/company/6400')).toBe(true);
    expect(runsProxy('/company/sc123456/officers')).toBe(true);
    expect(runsProxy('/officers/6400/appointments')).toBe(false);
  });
});
