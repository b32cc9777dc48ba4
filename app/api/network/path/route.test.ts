// The path route under the heavy routes' per-client limit, against a stand-in gateway (setRegistry).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRegistry, type Gateway } from '@/lib/gateway';
import { createMemoryStore } from '@/lib/gateway/store';
import { RegistryError } from '@/lib/registry/errors';
import { GET } from './route';

const PROFILE = { company_name: 'ACME LIMITED', company_number: '01234567', company_status: 'active' };

function stubGateway(): Gateway {
  return {
    mode: 'embedded',
    store: createMemoryStore({ maxBytes: 1024 * 1024 }),
    async fetch(name: string, params: Record<string, string>) {
      if (name === 'companyProfile' && params.company_number === '01234567')
        return {
          data: PROFILE,
          body: JSON.stringify(PROFILE),
          cache: 'miss',
          stale: false,
          ageSeconds: 0,
          ttlSeconds: 60,
          upstreamMs: 0,
        };
      throw new RegistryError('not-found', 'not found', { status: 404 });
    },
    budget: async () => null,
    budgetLow: async () => false,
  } as unknown as Gateway;
}

const path = (client: string) =>
  GET(
    new Request('http://localhost/api/network/path?from=company:01234567&to=company:01234567', {
      headers: { 'x-forwarded-for': client },
    }),
    undefined,
  );

beforeAll(() => {
  vi.stubEnv('HEAVY_ROUTE_CLIENT_LIMIT', '3');
  setRegistry(stubGateway());
});
afterAll(() => {
  setRegistry(undefined);
  vi.unstubAllEnvs();
});

describe('GET /api/network/path', () => {
  it('answers 429 with Retry-After once a client has made HEAVY_ROUTE_CLIENT_LIMIT requests in the minute', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await path('203.0.113.9');
      expect(response.status).toBe(200);
      // Read as the server sends it: its slot (HEAVY_ROUTE_CLIENT_CONCURRENCY) is held until then.
      expect(await response.json()).toMatchObject({ found: true });
    }
    const refused = await path('203.0.113.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ errors: [{ error: 'rate-limit-exceeded' }] });
    expect((await path('198.51.100.1')).status).toBe(200);
  });
});
