import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameSiteRequest } from './watch';

const post = (headers: Record<string, string>) =>
  new Request('http://app.test/following/follow', { method: 'POST', headers });

afterEach(() => vi.unstubAllEnvs());

describe('follow requests from other sites', () => {
  it('are refused: only this host or no Origin at all (not a browser form) pass', () => {
    expect(sameSiteRequest(post({ host: 'app.test', origin: 'http://app.test' }))).toBe(true);
    expect(sameSiteRequest(post({ host: 'localhost:3000', origin: 'http://localhost:3000' }))).toBe(true);
    expect(sameSiteRequest(post({ host: 'app.test' }))).toBe(true);
    expect(sameSiteRequest(post({ host: 'app.test', origin: 'https://evil.example' }))).toBe(false);
    expect(sameSiteRequest(post({ host: 'app.test', origin: 'null' }))).toBe(false);
  });

  it('pass from APP_ORIGIN when the app is behind a proxy that names another host', async () => {
    vi.stubEnv('APP_ORIGIN', 'https://registry.example.org');
    vi.resetModules();
    const { sameSiteRequest: check } = await import('./watch');
    expect(check(post({ host: '127.0.0.1:3000', origin: 'https://registry.example.org' }))).toBe(true);
    expect(check(post({ host: '127.0.0.1:3000', origin: 'https://evil.example' }))).toBe(false);
  });
});
