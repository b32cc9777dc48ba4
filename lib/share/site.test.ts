// Absolute links name APP_ORIGIN, or without it the address the reader used: never the address
// the server is bound to, nor a port it is not on.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllEnvs());

/** The modules as a process started with `variables` sees them (the environment is read once). */
async function withEnv(variables: Record<string, string>) {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  vi.resetModules();
  const [{ runAsRequest }, site] = await Promise.all([import('@/lib/gateway/clients'), import('./site')]);
  return { runAsRequest, ...site };
}

describe('the public origin', () => {
  it('is the Host the reader used when APP_ORIGIN is unset', async () => {
    const { runAsRequest, appOrigin, absoluteUrl } = await withEnv({ APP_ORIGIN: '' });
    expect(runAsRequest({ host: '127.0.0.1:3300' }, () => appOrigin())).toBe('http://127.0.0.1:3300');
    expect(runAsRequest({ host: 'Registry.Example.org' }, () => absoluteUrl('/company/00719244'))).toBe(
      'http://registry.example.org/company/00719244',
    );
  });

  it('believes forwarded host and protocol only from trusted proxies', async () => {
    const headers = { host: '10.0.0.5:3000', 'x-forwarded-host': 'registry.example.org', 'x-forwarded-proto': 'https' };
    const direct = await withEnv({ APP_ORIGIN: '', REGISTRY_TRUST_PROXY: 'false' });
    expect(direct.runAsRequest(headers, () => direct.appOrigin())).toBe('http://10.0.0.5:3000');
    const proxied = await withEnv({ APP_ORIGIN: '', REGISTRY_TRUST_PROXY: '1' });
    expect(proxied.runAsRequest(headers, () => proxied.appOrigin())).toBe('https://registry.example.org');
  });

  it('does not believe a Host no browser would send, and falls back to this machine on PORT', async () => {
    const { runAsRequest, appOrigin } = await withEnv({ APP_ORIGIN: '', PORT: '3300' });
    expect(runAsRequest({ host: 'evil.example/<script>' }, () => appOrigin())).toBe('http://localhost:3300');
    expect(appOrigin()).toBe('http://localhost:3300');
  });

  it('is APP_ORIGIN when it is set, whatever the request says', async () => {
    const { runAsRequest, appOrigin } = await withEnv({ APP_ORIGIN: 'https://registry.example.org' });
    expect(runAsRequest({ host: '127.0.0.1:3300' }, () => appOrigin())).toBe('https://registry.example.org');
  });
});
