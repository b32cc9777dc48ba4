import { describe, expect, it } from 'vitest';
import { followRedirect, sameSitePath } from './follow-return';

describe('sameSitePath', () => {
  it('keeps a path on this site, query and all, without its fragment', () => {
    expect(sameSitePath('/company/01234567')).toBe('/company/01234567');
    expect(sameSitePath('/company/01234567/officers?page=2')).toBe('/company/01234567/officers?page=2');
    expect(sameSitePath('/company/01234567#following')).toBe('/company/01234567');
    expect(sameSitePath('/')).toBe('/');
  });

  it('refuses anything that could lead to another site, or is not a path', () => {
    for (const value of [
      '//evil.example/',
      '/\\evil.example/',
      'https://evil.example/',
      'company/01234567',
      '',
      ' /company/1',
      '/company/1 2',
      '/company/\n1',
      '/company/\u00001',
      undefined,
      null,
      42,
    ])
      expect(sameSitePath(value), String(value)).toBeUndefined();
  });
});

describe('followRedirect', () => {
  it('sends a follow back to the page it came from, marked as followed', () => {
    expect(followRedirect('/company/01234567', 'follow')).toBe('/company/01234567#following');
    expect(followRedirect('/company/01234567/filing-history', 'follow')).toBe(
      '/company/01234567/filing-history#following',
    );
  });

  it('sends an unfollow back unmarked', () => {
    expect(followRedirect('/company/01234567#following', 'unfollow')).toBe('/company/01234567');
  });

  it('falls back to the watch list for no page, another site, or the watch list itself', () => {
    expect(followRedirect(null, 'follow')).toBe('/following');
    expect(followRedirect('//evil.example/', 'follow')).toBe('/following');
    expect(followRedirect('/following', 'follow')).toBe('/following');
    expect(followRedirect('/following', 'unfollow')).toBe('/following');
  });
});
