import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { companyNumberRedirect, proxy } from './proxy';

describe('companyNumberRedirect', () => {
  it.each([
    ['/company/6400', '/company/00006400'],
    ['/company/6400/officers', '/company/00006400/officers'],
    ['/company/sc123456', '/company/SC123456'],
    ['/company/sc123456/charges/abc_DEF-1', '/company/SC123456/charges/abc_DEF-1'],
    ['/company/SC%20123456/', '/company/SC123456/'],
    ['/embed/company/6400', '/embed/company/00006400'],
    ['/embed/company/oc1234/card', '/embed/company/OC001234/card'],
    ['/company/ip10067r', '/company/IP10067R'],
    ['/company/IP123R/persons-with-significant-control', '/company/IP00123R/persons-with-significant-control'],
    ['/company/oe123', '/company/OE000123'],
  ])('sends %s to %s', (from, to) => {
    expect(companyNumberRedirect(from)).toBe(to);
  });

  it.each([
    '/company/00006400',
    '/company/00006400/officers',
    '/company/SC123456',
    '/company/IP10067R',
    '/embed/company/00006400',
    '/company/123456789',
    '/company/not-a-number',
    '/company/%E0%A4%A',
    '/company',
    '/companyx/6400',
    '/officers/6400/appointments',
    '/search',
  ])('leaves %s alone', (path) => {
    expect(companyNumberRedirect(path)).toBeNull();
  });
});

describe('proxy', () => {
  it('redirects permanently and keeps the query', () => {
    const response = proxy(new NextRequest('http://localhost/company/6400/officers?page=2&filter=active'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost/company/00006400/officers?page=2&filter=active');
  });

  it('lets valid addresses through', () => {
    const response = proxy(new NextRequest('http://localhost/company/00006400'));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});
