import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRegistry } from '@/lib/gateway';
import { createGateway } from '@/lib/gateway/gateway';
import { secretForms } from '@/lib/gateway/log';
import { createMemoryStore } from '@/lib/gateway/store';
import { startFakeUpstream, type FakeUpstream } from '@/lib/gateway/testing/fake-upstream';
import { GET } from './route';

const SECRET = 'sk_live_health-secret-5a';
const OPERATOR = 'operator-token-31f0';
let upstream: FakeUpstream;

beforeAll(async () => {
  vi.stubEnv('REGISTRY_HEALTH_TOKEN', OPERATOR);
  upstream = await startFakeUpstream();
  setRegistry(
    createGateway({
      mode: 'remote',
      baseUrl: upstream.url,
      apiKey: SECRET,
      transport: async () => (request) => fetch(request),
      timeoutMs: 1_000,
      store: createMemoryStore({ maxBytes: 1_000_000 }),
      ttlSeconds: { search: 60, profile: 600, list: 300, item: 3_600 },
      maxStaleSeconds: 3_600,
      budget: { limit: 600, windowMs: 300_000 },
      log: () => {},
    }),
  );
});

afterAll(async () => {
  setRegistry(undefined);
  vi.unstubAllEnvs();
  await upstream.close();
});

describe('GET /api/health', () => {
  it('tells anyone only whether it is up', async () => {
    const response = await GET(new Request('http://localhost/api/health'), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('refuses a wrong operator token', async () => {
    const response = await GET(
      new Request('http://localhost/api/health', { headers: { authorization: 'Bearer guess' } }),
      undefined,
    );
    expect(response.status).toBe(401);
    expect(await response.text()).not.toMatch(/remaining|resetAt/);
  });

  it('reports, to the operator, the mode, the upstream, the cache and the budget, without the key', async () => {
    const response = await GET(
      new Request('http://localhost/api/health', { headers: { authorization: `Bearer ${OPERATOR}` } }),
      undefined,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      status: 'ok',
      mode: 'remote',
      store: 'memory',
      upstream: { ok: true },
      cache: { entries: 0, hitRate: 0 },
      budget: { limit: 600, remaining: 599, low: false },
      deprecations: [],
    });
    for (const form of secretForms(SECRET)) expect(text + JSON.stringify([...response.headers])).not.toContain(form);
  });
});
