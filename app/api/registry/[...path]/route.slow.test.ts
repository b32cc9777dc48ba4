// The proxy route, called directly with Request objects against a scripted registry.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRegistry } from '@/lib/gateway';
import { createGateway, type GatewayOptions } from '@/lib/gateway/gateway';
import { secretForms } from '@/lib/gateway/log';
import { createRedisStore } from '@/lib/gateway/redis-store';
import { createMemoryStore, type GatewayStore } from '@/lib/gateway/store';
import { companyBody, startFakeUpstream, type FakeUpstream } from '@/lib/gateway/testing/fake-upstream';
import { matchPath } from '@/lib/registry/catalogue';
import { startRedisServer, type RunningRedis } from '@/lib/testing/redis-server';
import { DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT } from './route';

const SECRET = 'sk_live_proxy-secret-91c2';
const PROFILE = '/api/registry/company/00006400';

let upstream: FakeUpstream;
let redis: RunningRedis;
let clock: number;
let run = 0;
const seen: Response[] = [];
const texts: string[] = [];
const logged: string[] = [];

const context = { params: Promise.resolve({ path: [] as string[] }) };

beforeAll(async () => {
  [upstream, redis] = await Promise.all([startFakeUpstream(), startRedisServer()]);
  // The route's own log lines (the wrapper logs failures to the console): kept to check, not printed.
  for (const level of ['info', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
});

afterAll(async () => {
  vi.restoreAllMocks();
  // Every response of the whole file, headers and bodies, and every log line: the key is in none of them.
  const all =
    texts.join('\n') + seen.map((response) => JSON.stringify([...response.headers])).join('\n') + logged.join('\n');
  expect(logged.some((line) => line.includes('rejected the app'))).toBe(true);
  for (const form of secretForms(SECRET)) expect(all).not.toContain(form);
  setRegistry(undefined);
  await upstream?.close();
  await redis?.stop();
});

let current: ReturnType<typeof createGateway> | undefined;
function useGateway(overrides: Partial<GatewayOptions> = {}) {
  current = createGateway({
    mode: 'remote',
    baseUrl: upstream.url,
    apiKey: SECRET,
    transport: async () => (request) => fetch(request),
    timeoutMs: 1_500,
    store: createMemoryStore({ maxBytes: 10_000_000 }),
    ttlSeconds: { search: 60, profile: 600, list: 300, item: 3_600 },
    maxStaleSeconds: 3_600,
    budget: { limit: 600, windowMs: 300_000 },
    clientLimit: { limit: 0, windowMs: 60_000 },
    retryDelayMs: 5,
    now: () => clock,
    log: () => {},
    ...overrides,
  });
  setRegistry(current);
  return current;
}

beforeEach(() => {
  upstream.calls.length = 0;
  upstream.script(undefined);
  clock = Date.now();
  useGateway();
});

afterEach(async () => {
  await current?.close();
});

async function request(path: string, init: RequestInit = {}, handler = GET) {
  const response = await handler(new Request(`http://localhost${path}`, init), context);
  seen.push(response);
  const text = await response.clone().text();
  texts.push(text);
  return {
    response,
    text,
    json: text ? (JSON.parse(text) as { errors?: { error: string; type: string; location?: string }[] }) : undefined,
  };
}

describe('GET /api/registry/{path}', () => {
  it('answers a catalogue path with the registry’s body, ETag, Cache-Control, X-Cache and Server-Timing', async () => {
    const { response, json } = await request(PROFILE);
    expect(response.status).toBe(200);
    expect(json).toMatchObject({ company_number: '00006400' });
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=600, stale-while-revalidate=600');
    expect(response.headers.get('x-cache')).toBe('miss');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('server-timing')).toMatch(/upstream;dur=[\d.]+, cache;desc="miss", total;dur=[\d.]+/);

    clock += 100_000;
    const again = await request(PROFILE);
    expect(again.response.headers.get('x-cache')).toBe('hit');
    expect(again.response.headers.get('cache-control')).toBe('public, max-age=500, stale-while-revalidate=600');
    expect(upstream.calls).toHaveLength(1);
    expect(upstream.calls[0]!.path).toBe('/company/00006400');
  });

  it('answers If-None-Match with 304', async () => {
    const { response } = await request(PROFILE);
    const etag = response.headers.get('etag')!;
    const revalidated = await request(PROFILE, { headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.response.headers.get('etag')).toBe(etag);
    expect((await request(PROFILE, { headers: { 'if-none-match': '"other"' } })).response.status).toBe(200);
  });

  it('forwards Accept and passes back Content-Type and Registry-Expiry-Date', async () => {
    const versioned = 'application/vnd.registry.companyProfile+json; version=0.0';
    const expiry = '2027-01-31; rel="application/vnd.registry.companyProfile+json; version=0.0"';
    upstream.script((call) =>
      call.headers.accept === versioned
        ? { body: companyBody('00006400'), headers: { 'content-type': versioned, 'registry-expiry-date': expiry } }
        : undefined,
    );
    const { response } = await request(PROFILE, { headers: { accept: versioned } });
    expect(response.headers.get('content-type')).toBe(versioned);
    expect(response.headers.get('registry-expiry-date')).toBe(expiry);
    expect(upstream.calls[0]!.headers.accept).toBe(versioned);
    // Another Accept is another cache entry.
    expect((await request(PROFILE)).response.headers.get('content-type')).toBe('application/json');
    expect(upstream.calls).toHaveLength(2);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { response, text } = await request(PROFILE, { method: 'HEAD' }, HEAD);
    expect(response.status).toBe(200);
    expect(text).toBe('');
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('refuses other methods with 405 and Allow', async () => {
    for (const handler of [POST, PUT, PATCH, DELETE]) {
      const { response, json } = await request(PROFILE, { method: 'POST', body: '{}' }, handler);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(json?.errors?.[0]?.error).toBe('invalid-http-method');
    }
    const options = await OPTIONS();
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(upstream.calls).toHaveLength(0);
  });

  it('answers 404 for paths outside the catalogue and 400 for bad parameters, without asking the registry', async () => {
    const cases: [string, number, string?][] = [
      ['/api/registry/company', 404],
      ['/api/registry/companies/00006400', 404],
      ['/api/registry/company/00006400/secrets', 404],
      ['/api/registry/company/6400', 400, 'company_number'],
      ['/api/registry/company/00006400/officers?items_per_page=lots', 400, 'items_per_page'],
      ['/api/registry/company/00006400/officers?order_by=salary', 400, 'order_by'],
      ['/api/registry/search/companies', 400, 'q'],
    ];
    for (const [path, status, location] of cases) {
      const { response, json } = await request(path);
      expect(response.status, path).toBe(status);
      expect(json?.errors?.[0]?.type).toBe(status === 404 ? 'ch:service' : 'ch:validation');
      if (location) expect(json?.errors?.[0]?.location).toBe(location);
    }
    expect(upstream.calls).toHaveLength(0);
  });

  it('forwards only the query parameters the endpoint takes, normalised', async () => {
    await request('/api/registry/search/companies?q=acme&items_per_page=900&api_key=x&callback=y');
    await request('/api/registry/company/00006400?items_per_page=5');
    expect(upstream.calls.map((call) => call.path + call.search)).toEqual([
      '/search/companies?items_per_page=100&q=acme',
      '/company/00006400',
    ]);
  });

  it('never lets a hostile path reach the registry, and never answers it with a 5xx', async () => {
    const hostile = [
      '/api/registry/company/00006400/..%2f..%2fsearch',
      '/api/registry/company/%2e%2e/%2e%2e/search?q=a',
      '/api/registry/company/%2E%2E',
      '/api/registry/company%2f00006400',
      '/api/registry/company/0000%2F6400',
      '/api/registry/company%252f00006400',
      '/api/registry/company/00006400%252f..%252f',
      '/api/registry/company%5c00006400',
      '/api/registry/company/00006400%00',
      '/api/registry/%00/company/00006400',
      '/api/registry/company/00006400%0d%0aX-Injected:%201',
      '/api/registry/company/%c0%ae%c0%ae/00006400',
      '/api/registry/company/caf%C3%A9',
      '/api/registry/..;/company/00006400',
      '/api/registry/http://evil.example/company/00006400',
      '/api/registry//evil.example/company/00006400',
      '/api/registry/company/00006400/officers/../../../../etc/passwd',
      `/api/registry/${'company/'.repeat(60)}00006400`,
      `/api/registry/search/companies?q=${'a'.repeat(5_000)}`,
      '/api/registry/search/companies?q=a%00b',
      '/api/registry/search/companies?q=a%0d%0aSet-Cookie:%20x',
      '/api/registry/company/00006400/officers?order_by=%252e%252e',
      '/api/registry/company/ZZ%2F',
    ];
    for (const path of hostile) {
      const { response, json } = await request(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(json?.errors?.[0]?.error, path).toBeTruthy();
    }
    expect(upstream.calls).toHaveLength(0);
  });

  it('sends the registry only canonical catalogue paths, whatever the URL parser resolved', async () => {
    // `..`, `.` and `\` are resolved by the URL parser (and Next.js) before the handler runs:
    // what is left is either refused or exactly a catalogue path.
    for (const path of [
      '/api/registry/company/00006400/officers/..',
      '/api/registry/company/./00006400',
      '/api/registry/company\\00006400',
      '/api/registry/search/../company/00006400',
    ]) {
      const { response } = await request(path);
      expect(response.status, path).toBeLessThan(500);
    }
    for (const call of upstream.calls) {
      const match = matchPath(call.path);
      expect(match?.ok, call.path).toBe(true);
      expect(call.path).toMatch(/^\/company\/00006400$/);
    }
  });

  it('limits each client, by address, with 429 and Retry-After', async () => {
    useGateway({ clientLimit: { limit: 3, windowMs: 60_000 } });
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await request(PROFILE, from('203.0.113.7'))).response.status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await request(PROFILE, from('203.0.113.7'));
    expect(limited.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.json?.errors?.[0]?.error).toBe('rate-limit-exceeded');
    expect((await request(PROFILE, from('198.51.100.4'))).response.status).toBe(200);
    // Without a trusted proxy the nearest hop counts, so a made-up first entry does not buy a new allowance.
    expect((await request(PROFILE, from('192.0.2.1, 203.0.113.7'))).response.status).toBe(429);
  });
});

describe('registry failures through the proxy', () => {
  const reply = async (script: Parameters<FakeUpstream['script']>[0]) => {
    upstream.script(script);
    return request('/api/registry/company/00006401');
  };

  it('keeps a 404 a 404, in the registry’s error shape', async () => {
    const { response, json } = await reply(() => ({
      status: 404,
      body: { errors: [{ error: 'company-profile-not-found', type: 'ch:service' }] },
    }));
    expect(response.status).toBe(404);
    expect(json).toEqual({ errors: [{ error: 'company-profile-not-found', type: 'ch:service' }] });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('passes 400, 406, 410 and 416 through with their status', async () => {
    for (const status of [400, 406, 410, 416]) {
      const { response, json } = await reply(() => ({
        status,
        body: { errors: [{ error: `e${status}`, type: 'ch:service' }] },
      }));
      expect(response.status).toBe(status);
      expect(json?.errors?.[0]?.error).toBe(`e${status}`);
    }
    // An empty error body still gets the error shape.
    const { response, json } = await reply(() => ({ status: 416 }));
    expect(response.status).toBe(416);
    expect(json?.errors?.[0]?.error).toBe('range-not-satisfiable');
  });

  it('relays a 400 without the key the registry echoed back, in any form', async () => {
    const echo = `${SECRET}:`;
    const { response, text } = await reply((call) => ({
      status: 400,
      body: {
        errors: [
          {
            error: `rejected ${call.headers.authorization} for ${echo}`,
            type: 'ch:validation',
            error_values: { header: String(call.headers.authorization).slice(6) },
          },
        ],
      },
    }));
    expect(response.status).toBe(400);
    expect(text).toContain('[redacted]');
    for (const form of [...secretForms(SECRET), `Basic ${Buffer.from(echo).toString('base64')}`])
      expect(text).not.toContain(form);
  });

  it('answers a redirect from the registry with 502, and never follows it', async () => {
    const { response, text } = await reply((call) =>
      call.path === '/company/99999999'
        ? { body: companyBody('99999999') }
        : { status: 302, headers: { location: `${upstream.url}/company/99999999` } },
    );
    expect(response.status).toBe(502);
    expect(text).not.toContain('99999999');
    expect(upstream.callsTo('/company/99999999')).toHaveLength(0);
  });

  it('turns a 429 into 429 with Retry-After', async () => {
    const reset = String(Math.floor(clock / 1000) + 90);
    const { response, json } = await reply(() => ({
      status: 429,
      headers: { 'x-ratelimit-remain': '0', 'x-ratelimit-reset': reset, 'x-ratelimit-limit': '600' },
    }));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(89);
    expect(json?.errors?.[0]?.error).toBe('rate-limit-exceeded');
    // The budget is now paused: the next path is refused here.
    const next = await request('/api/registry/company/00006402');
    expect(next.response.status).toBe(429);
    expect(upstream.calls).toHaveLength(1);
  });

  it('turns a 401 or 403 into a 502 that says the credentials were rejected, without the key', async () => {
    for (const status of [401, 403]) {
      const { response, text } = await reply(() => ({
        status,
        body: { error: 'Invalid Authorization', type: 'ch:service' },
      }));
      expect(response.status).toBe(502);
      expect(text).toContain('registry-rejected-credentials');
      expect(text).toMatch(/rejected this app’s credentials/);
    }
  });

  it('turns a timeout into 504 and other failures into 502', async () => {
    expect((await reply(() => ({ body: companyBody('00006401'), delayMs: 3_000 }))).response.status).toBe(504);
    const failures: Parameters<FakeUpstream['script']>[0][] = [
      () => ({ status: 500, body: { error: 'Internal server error', exception_id: 'abc' } }),
      () => ({ status: 503 }),
      () => ({ body: '{"company_number":' }),
      () => ({ body: { company_number: 7, links: [] } }),
      () => ({ drop: true }),
    ];
    for (const script of failures) {
      const { response, text } = await reply(script);
      expect(response.status).toBe(502);
      expect(text).not.toContain('exception_id');
    }
  });

  it('serves stale data with X-Cache: stale when the registry fails', async () => {
    await request(PROFILE);
    clock += 601_000;
    upstream.script(() => ({ status: 502 }));
    const { response, json } = await request(PROFILE);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('stale');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(json).toMatchObject({ company_number: '00006400' });
  });
});

describe('the proxy over the Redis store', () => {
  let store: GatewayStore;
  beforeEach(() => {
    store = createRedisStore({
      url: redis.url,
      maxBytes: 10_000_000,
      prefix: `{route-test-${process.pid}-${++run}}:`,
      lifetimeMs: 86_400_000,
    });
    useGateway({ store });
  });

  it('shares one cache and one budget between two app instances', async () => {
    await request(PROFILE);
    // A second instance, with its own gateway, over the same Redis.
    useGateway({
      store: createRedisStore({
        url: redis.url,
        maxBytes: 10_000_000,
        prefix: `{route-test-${process.pid}-${run}}:`,
        lifetimeMs: 86_400_000,
      }),
    });
    const { response } = await request(PROFILE);
    expect(response.headers.get('x-cache')).toBe('hit');
    expect(upstream.calls).toHaveLength(1);
    expect((await current!.budget())?.remaining).toBe(599);
  });

  it('sends 100 identical concurrent requests upstream once', async () => {
    upstream.script(() => ({ body: companyBody('00006400'), delayMs: 50 }));
    const responses = await Promise.all(Array.from({ length: 100 }, () => request(PROFILE)));
    expect(responses.every(({ response }) => response.status === 200)).toBe(true);
    expect(upstream.calls).toHaveLength(1);
  });

  it('serves stale data when the registry fails', async () => {
    await request(PROFILE);
    clock += 601_000;
    upstream.script(() => ({ drop: true }));
    expect((await request(PROFILE)).response.headers.get('x-cache')).toBe('stale');
  });

  it('keeps hostile paths away from the registry', async () => {
    for (const path of [
      '/api/registry/company%2f00006400',
      '/api/registry/company/%00',
      `/api/registry/${'x/'.repeat(400)}`,
    ]) {
      expect((await request(path)).response.status).toBeLessThan(500);
    }
    expect(upstream.calls).toHaveLength(0);
  });
});
