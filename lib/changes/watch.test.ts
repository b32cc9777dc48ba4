import { describe, expect, it } from 'vitest';
import { sameSiteRequest } from './watch';

const post = (headers: Record<string, string>) =>
  new Request('http://app.test/following/follow', { method: 'POST', headers });

describe('follow requests from other sites', () => {
  it('are refused: only this host, APP_ORIGIN or no Origin at all (not a browser form) pass', () => {
    expect(sameSiteRequest(post({ host: 'app.test', origin: 'http://app.test' }))).toBe(true);
    expect(sameSiteRequest(post({ host: '127.0.0.1:3000', origin: 'http://localhost:3000' }))).toBe(true);
    expect(sameSiteRequest(post({ host: 'app.test' }))).toBe(true);
    expect(sameSiteRequest(post({ host: 'app.test', origin: 'https://evil.example' }))).toBe(false);
    expect(sameSiteRequest(post({ host: 'app.test', origin: 'null' }))).toBe(false);
  });
});
