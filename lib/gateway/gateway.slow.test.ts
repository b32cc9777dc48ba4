import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_STRING_LENGTH } from '@/lib/registry/clean-body';
import { RegistryError } from '@/lib/registry/errors';
import type { Transport } from '@/lib/registry/client';
import { startRedisServer, type RunningRedis } from '@/lib/testing/redis-server';
import { runAsRequest } from './clients';
import { createGateway, normaliseAccept, type Gateway, type GatewayOptions } from './gateway';
import { secretForms } from './log';
import { createRedisStore } from './redis-store';
import { createMemoryStore, type GatewayStore } from './store';
import { companyBody, startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';

const SECRET = 'sk_live_do-not-leak-7d1f';
const PROFILE = '/company/00006400';

let upstream: FakeUpstream;
let redis: RunningRedis;
let clock: number;
let logs: string[];
let run = 0;
const gateways: Gateway[] = [];

beforeAll(async () => {
  [upstream, redis] = await Promise.all([startFakeUpstream(), startRedisServer()]);
});

afterAll(async () => {
  await upstream?.close();
  await redis?.stop();
});

beforeEach(() => {
  upstream.calls.length = 0;
  upstream.script(undefined);
  clock = Date.now();
  logs = [];
});

afterEach(async () => {
  await Promise.all(gateways.splice(0).map((gateway) => gateway.close()));
});

const stores: [string, () => GatewayStore][] = [
  ['memory', () => createMemoryStore({ maxBytes: 10_000_000 })],
  [
    'redis',
    () =>
      createRedisStore({
        url: redis.url,
        maxBytes: 10_000_000,
        prefix: `{gateway-test-${process.pid}-${++run}}:`,
        lifetimeMs: 86_400_000,
      }),
  ],
];

function makeGateway(overrides: Partial<GatewayOptions> = {}): Gateway {
  const gateway = createGateway({
    mode: 'remote',
    baseUrl: upstream.url,
    apiKey: SECRET,
    transport: async () => (request) => fetch(request),
    timeoutMs: 2_000,
    store: createMemoryStore({ maxBytes: 10_000_000 }),
    ttlSeconds: { search: 60, profile: 600, list: 300, item: 3_600 },
    maxStaleSeconds: 3_600,
    budget: { limit: 600, windowMs: 300_000 },
    retryDelayMs: 5,
    failureHoldMs: 10_000,
    now: () => clock,
    log: (_, message) => logs.push(message),
    ...overrides,
  });
  gateways.push(gateway);
  return gateway;
}

const profile = (gateway: Gateway, number = '00006400') => gateway.fetch('companyProfile', { company_number: number });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('expected a RegistryError'),
    (error: unknown) => error as RegistryError,
  );

describe.each(stores)('the gateway over the %s store', (_, makeStore) => {
  it('answers a second request from the cache', async () => {
    const gateway = makeGateway({ store: makeStore() });
    const first = await profile(gateway);
    const second = await profile(gateway);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.data.company_name).toBe('FAKE 00006400 LIMITED');
    expect(second.body).toBe(first.body);
    expect(upstream.calls).toHaveLength(1);
  });

  it('sends 100 identical concurrent requests upstream once', async () => {
    const gateway = makeGateway({ store: makeStore() });
    upstream.script(() => ({ body: companyBody('00006400'), delayMs: 50 }));
    const results = await Promise.all(Array.from({ length: 100 }, () => profile(gateway)));
    expect(upstream.calls).toHaveLength(1);
    expect(new Set(results.map((result) => result.body)).size).toBe(1);
    expect(gateway.stats()).toMatchObject({ misses: 1, coalesced: 99, upstreamCalls: 1 });
  });

  it('never exceeds the budget in a burst of 1,000 requests over 200 paths', async () => {
    const gateway = makeGateway({ store: makeStore(), budget: { limit: 50, windowMs: 300_000 } });
    const numbers = Array.from({ length: 200 }, (_, i) => String(10_000_000 + i));
    const settled = await Promise.allSettled(
      Array.from({ length: 1_000 }, (_, i) => profile(gateway, numbers[i % 200])),
    );
    expect(upstream.calls.length).toBeLessThanOrEqual(50);
    const refused = settled
      .filter((result) => result.status === 'rejected')
      .map((result) => (result as PromiseRejectedResult).reason as RegistryError);
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused) {
      expect(error.kind).toBe('rate-limited');
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(await gateway.budget()).toMatchObject({ limit: 50, remaining: 0, low: true });
    expect(await gateway.budgetLow()).toBe(true);
  });

  it('revalidates an expired entry with If-None-Match, and a 304 refreshes it', async () => {
    const gateway = makeGateway({ store: makeStore() });
    const first = await profile(gateway);
    clock += 601_000;
    const second = await profile(gateway);
    expect(second.cache).toBe('revalidated');
    expect(second.body).toBe(first.body);
    expect(second.data.company_number).toBe('00006400');
    expect(upstream.calls[1]!.headers['if-none-match']).toBe(first.etag);
    expect((await profile(gateway)).cache).toBe('hit');
    expect(upstream.calls).toHaveLength(2);
  });

  it('serves stale data when the registry fails, says so, and asks again after a pause', async () => {
    const gateway = makeGateway({ store: makeStore() });
    await profile(gateway);
    clock += 601_000;
    upstream.script(() => ({ status: 500, body: { error: 'Internal server error', exception_id: 'x' } }));
    const stale = await profile(gateway);
    expect(stale).toMatchObject({ cache: 'stale', stale: true, staleReason: 'upstream-failed' });
    expect(stale.data.company_name).toBe('FAKE 00006400 LIMITED');
    expect(upstream.calls).toHaveLength(2);
    // While the failure is fresh, the stale copy is served without asking again.
    expect((await profile(gateway)).cache).toBe('stale');
    expect(upstream.calls).toHaveLength(2);
    clock += 11_000;
    upstream.script(undefined);
    expect((await profile(gateway)).cache).toBe('revalidated');
    expect(upstream.calls).toHaveLength(3);
  });

  it('serves stale data when the budget is spent', async () => {
    const gateway = makeGateway({ store: makeStore(), budget: { limit: 1, windowMs: 3_600_000 } });
    await profile(gateway);
    clock += 601_000;
    expect(await profile(gateway)).toMatchObject({ cache: 'stale', staleReason: 'rate-limited' });
    expect(upstream.calls).toHaveLength(1);
    const error = await failure(profile(gateway, '00000001'));
    expect(error.kind).toBe('rate-limited');
  });

  it('never puts the key in a result or a log line', async () => {
    const gateway = makeGateway({ store: makeStore() });
    upstream.script((call) =>
      call.path === '/company/00000002'
        ? { status: 401, body: { error: 'Invalid Authorization', type: 'ch:service' } }
        : undefined,
    );
    const results = [await profile(gateway), await failure(profile(gateway, '00000002')), await gateway.health()];
    upstream.script(() => ({ drop: true }));
    results.push(await failure(profile(gateway, '00000003')));
    const text =
      JSON.stringify(results) +
      logs.join('\n') +
      results.map((result) => (result instanceof Error ? `${result.message} ${String(result.cause)}` : '')).join('');
    for (const form of secretForms(SECRET)) expect(text).not.toContain(form);
    // It was sent, as Basic auth.
    expect(upstream.calls[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET}:`).toString('base64')}`);
  });
});

describe('the gateway', () => {
  it('keys the cache by Accept and forwards it', async () => {
    const gateway = makeGateway();
    const versioned = 'application/vnd.registry.companyProfile+json; version=0.0';
    upstream.script((call) => ({
      body: companyBody('00006400'),
      headers: { 'content-type': call.headers.accept === versioned ? versioned : 'application/json' },
    }));
    const plain = await profile(gateway);
    const typed = await gateway.fetch('companyProfile', { company_number: '00006400' }, undefined, {
      accept: versioned,
    });
    await gateway.fetch('companyProfile', { company_number: '00006400' }, undefined, {
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    });
    expect(upstream.calls.map((call) => call.headers.accept)).toEqual(['application/json', versioned]);
    expect(plain.contentType).toBe('application/json');
    expect(typed.contentType).toBe(versioned);
  });

  it('normalises Accept so that equivalent headers share a cache entry', () => {
    expect(normaliseAccept(undefined)).toBe('application/json');
    expect(normaliseAccept('*/*')).toBe('application/json');
    expect(normaliseAccept('text/html, */*;q=0.8')).toBe('application/json');
    expect(normaliseAccept('text/html')).toBe('text/html');
    expect(normaliseAccept('application/json;q=0')).toBe('application/json;q=0');
    expect(normaliseAccept(' application/vnd.registry.companyProfile+json;  version=0 ')).toBe(
      'application/vnd.registry.companyProfile+json; version=0',
    );
  });

  it('normalises the query: declared parameters only, capped, in one order', async () => {
    const gateway = makeGateway();
    upstream.script(() => ({
      body: { kind: 'search#companies', items_per_page: 100, start_index: 0, total_results: 0, items: [] },
    }));
    await gateway.fetch('searchCompanies', {}, { q: 'acme', items_per_page: 500 });
    await gateway.fetch('searchCompanies', {}, new URLSearchParams('items_per_page=100&q=acme&evil=1'));
    expect(upstream.calls).toHaveLength(1);
    expect(upstream.calls[0]!.search).toBe('?items_per_page=100&q=acme');
  });

  it('retries once after a 502, 503 or 504 or a dropped connection', async () => {
    for (const reply of [{ status: 502 }, { status: 503 }, { status: 504 }, { drop: true }]) {
      upstream.calls.length = 0;
      const gateway = makeGateway();
      upstream.script((_, count) => (count === 1 ? reply : undefined));
      expect((await profile(gateway)).cache).toBe('miss');
      expect(upstream.calls).toHaveLength(2);
    }
    upstream.calls.length = 0;
    upstream.script(() => ({ drop: true }));
    expect((await failure(profile(makeGateway()))).kind).toBe('network');
    expect(upstream.calls).toHaveLength(2);
  });

  it('never retries a 4xx or a 500', async () => {
    for (const [status, kind] of [
      [400, 'bad-request'],
      [404, 'not-found'],
      [410, 'gone'],
      [500, 'upstream'],
    ] as const) {
      upstream.calls.length = 0;
      upstream.script(() => ({ status, body: { errors: [{ error: 'x', type: 'ch:service' }] } }));
      const error = await failure(profile(makeGateway()));
      expect(error.kind).toBe(kind);
      expect(upstream.calls).toHaveLength(1);
    }
  });

  it('gives up on a slow registry after the timeout, without a retry', async () => {
    upstream.script(() => ({ body: companyBody('00006400'), delayMs: 1_000 }));
    const started = performance.now();
    const error = await failure(profile(makeGateway({ timeoutMs: 100 })));
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(900);
    expect(upstream.calls).toHaveLength(1);
  });

  it('cuts a body that trickles in at the deadline, headers and body alike', async () => {
    // Headers at once, then a byte every 500 ms: the deadline covers the whole call.
    upstream.script(() => ({ body: companyBody('00006400'), trickleMs: 500 }));
    const started = performance.now();
    const error = await failure(profile(makeGateway({ timeoutMs: 1_200 })));
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2_500);
  });

  it('cuts the body at the deadline even when the transport ignores the abort', async () => {
    // As Node's fetch was seen to do under load: body bytes keep coming after abort().
    const body = Buffer.from(JSON.stringify(companyBody('00006400')));
    let cancelled = false;
    const stubborn: Transport = async () => {
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          if (sent >= body.length) controller.close();
          else controller.enqueue(body.subarray(sent, ++sent));
        },
        cancel() {
          cancelled = true;
        },
      });
      return new Response(stream, { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const started = performance.now();
    const error = await failure(profile(makeGateway({ timeoutMs: 600, transport: async () => stubborn })));
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(cancelled).toBe(true);
  });

  it('refuses a body larger than the cap, declared or not', async () => {
    const big = { ...companyBody('00006400'), company_name: 'X'.repeat(20_000) };
    upstream.script(() => ({ body: big }));
    const declared = await failure(profile(makeGateway({ maxBodyBytes: 10_000 })));
    expect(declared).toMatchObject({ kind: 'invalid-response' });
    expect(declared.message).toMatch(/larger than 10000 bytes/);
    upstream.script(() => ({ body: big, trickleMs: 0, headers: { 'transfer-encoding': 'chunked' } }));
    expect((await failure(profile(makeGateway({ maxBodyBytes: 10_000 }), '00006401'))).kind).toBe('invalid-response');
  });

  it('treats a redirect as an error and never follows it', async () => {
    upstream.script((call) =>
      call.path === '/elsewhere'
        ? { body: companyBody('00006400', 'FOLLOWED') }
        : { status: 302, headers: { location: `${upstream.url}/elsewhere` } },
    );
    const error = await failure(profile(makeGateway()));
    expect(error.kind).toBe('upstream');
    expect(upstream.callsTo('/elsewhere')).toHaveLength(0);
  });

  it('scrubs the key, in every form, from error text the registry echoes', async () => {
    const basic = `Basic ${Buffer.from(`${SECRET}:`).toString('base64')}`;
    upstream.script((call) => ({
      status: 400,
      body: {
        errors: [
          {
            error: `bad header: ${call.headers.authorization} (${SECRET}:)`,
            type: 'ch:validation',
            error_values: { sent: basic.slice(6) },
          },
        ],
      },
    }));
    const error = await failure(profile(makeGateway()));
    const text = JSON.stringify(error.items) + error.message + logs.join('\n');
    expect(text).toContain('[redacted]');
    for (const form of [...secretForms(SECRET), basic, Buffer.from(SECRET).toString('base64')])
      expect(text).not.toContain(form);
  });

  it('scrubs the key, in every form, from successful answers the registry echoes it into', async () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const escaped = [...SECRET].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    /** Every string field (dates aside) becomes the request's Authorization header, and the key in its other forms. */
    const echo = (value: unknown, authorization: string): unknown => {
      if (typeof value === 'string')
        return /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? value
          : `${authorization} ${SECRET} ${b64(`${SECRET}:`)} ${b64(SECRET)} ${encodeURIComponent(SECRET)} ${b64(`${SECRET}:`).replace(/=+$/, '')}`;
      if (Array.isArray(value)) return value.map((item) => echo(item, authorization));
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, echo(item, authorization)]));
      return value;
    };
    const address = { address_line_1: '1 High Street', locality: 'London', postal_code: 'SW1A 1AA' };
    const officers = {
      items_per_page: 35,
      start_index: 0,
      total_results: 1,
      kind: 'officer-list',
      etag: 'e',
      links: { self: '/company/00006400/officers' },
      active_count: 1,
      resigned_count: 0,
      items: [
        {
          name: 'SMITH, Jane',
          officer_role: 'director',
          appointed_on: '2020-01-02',
          occupation: 'Director',
          nationality: 'British',
          address,
          links: { self: '/x', officer: { appointments: '/officers/abc/appointments' } },
        },
      ],
    };
    const search = {
      items_per_page: 20,
      start_index: 0,
      total_results: 1,
      kind: 'search#companies',
      items: [
        {
          kind: 'searchresults#company',
          title: 'FAKE LIMITED',
          address_snippet: '1 High Street, London',
          address,
          links: { self: '/company/00006400' },
          description: '00006400 - Incorporated on 3 February 2001',
          snippet: 'FAKE',
          company_number: '00006400',
          company_status: 'active',
          company_type: 'ltd',
          date_of_creation: '2001-02-03',
        },
      ],
    };
    upstream.script((call) => {
      const authorization = String(call.headers.authorization);
      const base =
        call.path === '/company/00006400/officers'
          ? officers
          : call.path === '/search/companies'
            ? search
            : companyBody('00006400');
      const json = JSON.stringify(echo({ ...base, extra: 'x' }, authorization));
      // One more field holding the key as JSON escapes only: the text never shows it, the parsed value does.
      return { body: `${json.slice(0, -1)},"escaped":"${escaped}"}` };
    });
    const gateway = makeGateway();
    const company = await profile(gateway);
    const officerList = await gateway.fetch('officerList', { company_number: '00006400' });
    const found = await gateway.fetch('searchCompanies', {}, { q: 'fake' });
    // Twice: the cached copy is the clean one.
    const again = await profile(gateway);
    expect(again.cache).toBe('hit');
    const results = [company, officerList, found, again];
    expect(upstream.calls).toHaveLength(3);
    const text = results.map((result) => result.body + JSON.stringify(result.data)).join('\n') + logs.join('\n');
    for (const form of [...secretForms(SECRET), `Basic ${b64(`${SECRET}:`)}`]) expect(text).not.toContain(form);
    expect(company.data.company_name).toMatch(/^Basic \[redacted\] \[redacted\]/);
    expect((company.data as Record<string, unknown>).escaped).toBe('[redacted]');
    expect(officerList.data.items[0]!.name).toContain('[redacted]');
    expect(found.data.items[0]!.title).toContain('[redacted]');
    // The dates and the shape are untouched.
    expect(company.data.date_of_creation).toBe('2001-02-03');
    expect(JSON.parse(officerList.body)).toEqual(officerList.data);
    expect(logs.join('\n')).toMatch(/held the app's key/);
  });

  it('cuts every string far longer than any registry field, keeping the JSON valid and its shape', async () => {
    const long = 'N'.repeat(20_000);
    const name = 'A'.repeat(MAX_STRING_LENGTH);
    upstream.script(() => ({
      body: {
        ...companyBody('00006400', long),
        registered_office_address: { address_line_1: long, locality: 'London' },
        previous_company_names: [
          { name: `${'😀'.repeat(5_000)}`, ceased_on: '2010-01-01', effective_from: '2001-02-03' },
        ],
        sic_codes: ['62020'],
        just_right: name,
      },
    }));
    const result = await profile(makeGateway());
    const parsed = JSON.parse(result.body) as Record<string, unknown>;
    expect(parsed).toEqual(result.data);
    expect(result.data.company_name).toHaveLength(MAX_STRING_LENGTH);
    expect(result.data.company_name.endsWith('…')).toBe(true);
    expect(result.data.registered_office_address?.address_line_1).toHaveLength(MAX_STRING_LENGTH);
    expect(result.data.registered_office_address?.locality).toBe('London');
    const previous = result.data.previous_company_names![0]!.name;
    expect(previous.length).toBeLessThanOrEqual(MAX_STRING_LENGTH);
    expect(previous.endsWith('😀…')).toBe(true);
    expect(parsed.just_right).toBe(name);
    expect(result.data.sic_codes).toEqual(['62020']);
    expect(result.body.length).toBeLessThan(5_000);
    expect(logs.join('\n')).toMatch(/3 string\(s\) longer than 1000 characters/);
  });

  it('charges each call to the client of the request, and a client over its share slows down alone', async () => {
    const gateway = makeGateway({ budget: { limit: 20, windowMs: 300_000, clientShare: 0.25, reserve: 0.2 } });
    const as = (address: string, number: string) =>
      runAsRequest({ 'x-forwarded-for': address }, () => profile(gateway, number));
    const crawler = [];
    for (let i = 0; i < 8; i++)
      crawler.push(
        await as('203.0.113.66', `0000${1000 + i}`).then(
          () => 'ok',
          (error: RegistryError) => error.kind,
        ),
      );
    expect(crawler).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'rate-limited', 'rate-limited', 'rate-limited']);
    // A cache hit costs nothing: the crawler still gets what is cached.
    expect((await as('203.0.113.66', '00001000')).cache).toBe('hit');
    // Everyone else is served.
    for (let i = 0; i < 10; i++) expect((await as(`198.51.100.${i}`, `0000${2000 + i}`)).cache).toBe('miss');
    expect((await gateway.budget())?.remaining).toBe(5);
  });

  it('gives a client over its share the old copy, without holding it from the others', async () => {
    const gateway = makeGateway({ budget: { limit: 10, windowMs: 900_000, clientShare: 0.1, reserve: 0 } });
    const as = (address: string) => runAsRequest({ 'x-forwarded-for': address }, () => profile(gateway));
    expect((await as('203.0.113.66')).cache).toBe('miss');
    clock += 601_000; // past the profile's freshness, inside the budget's window
    expect(await as('203.0.113.66')).toMatchObject({ cache: 'stale', staleReason: 'rate-limited' });
    expect((await as('198.51.100.1')).cache).toBe('revalidated');
  });

  it('rejects malformed JSON and bodies that break the schema', async () => {
    upstream.script(() => ({ body: '{"company_number": "00006400",' }));
    expect((await failure(profile(makeGateway()))).kind).toBe('invalid-response');
    upstream.script(() => ({ body: { company_number: 42, links: 'nope' } }));
    const error = await failure(profile(makeGateway()));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(/companyProfile/);
  });

  it('stops calling after a 429 until the time the registry names', async () => {
    const gateway = makeGateway();
    const reset = Math.floor(clock / 1000) + 120;
    upstream.script(() => ({
      status: 429,
      body: '',
      headers: {
        'x-ratelimit-limit': '600',
        'x-ratelimit-remain': '0',
        'x-ratelimit-reset': String(reset),
        'x-ratelimit-window': '5m',
      },
    }));
    const error = await failure(profile(gateway));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429 });
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(119);
    const refused = await failure(profile(gateway, '00000001'));
    expect(refused.kind).toBe('rate-limited');
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(119);
    expect(upstream.calls).toHaveLength(1);
    expect(await gateway.budget()).toMatchObject({ remaining: 0, low: true });
  });

  it('follows Retry-After on a 429', async () => {
    const gateway = makeGateway();
    upstream.script(() => ({ status: 429, headers: { 'retry-after': '30' } }));
    await failure(profile(gateway));
    clock += 29_000;
    expect((await failure(profile(gateway))).retryAfterSeconds).toBe(1);
    clock += 1_001;
    upstream.script(undefined);
    expect((await profile(gateway)).cache).toBe('miss');
  });

  it('follows X-Ratelimit-Remain when it is lower than its own count', async () => {
    const gateway = makeGateway();
    const reset = String(Math.floor(clock / 1000) + 60);
    // Another user of the same key has spent most of it: three calls left.
    upstream.script((_, count) => ({
      body: companyBody('00006400'),
      headers: { 'x-ratelimit-remain': String(3 - count), 'x-ratelimit-reset': reset },
    }));
    await profile(gateway, '00000001');
    expect((await gateway.budget())?.remaining).toBe(2);
    await profile(gateway, '00000002');
    await profile(gateway, '00000003');
    const refused = await failure(profile(gateway, '00000004'));
    expect(refused.kind).toBe('rate-limited');
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(upstream.calls).toHaveLength(3);
  });

  it('says the budget is low against the registry’s own quota when it is smaller than the configured one', async () => {
    const gateway = makeGateway({ budget: { limit: 100_000, windowMs: 300_000 } });
    const reset = String(Math.floor(clock / 1000) + 60);
    // The registry allows 600 a window and 590 are left: far from low, although 590 is under 10% of 100,000.
    upstream.script(() => ({
      body: companyBody('00006400'),
      headers: { 'x-ratelimit-limit': '600', 'x-ratelimit-remain': '590', 'x-ratelimit-reset': reset },
    }));
    await profile(gateway, '00000001');
    expect(await gateway.budgetLow()).toBe(false);
    upstream.script(() => ({
      body: companyBody('00006400'),
      headers: { 'x-ratelimit-limit': '600', 'x-ratelimit-remain': '50', 'x-ratelimit-reset': reset },
    }));
    await profile(gateway, '00000002');
    expect(await gateway.budgetLow()).toBe(true);
  });

  it('has no budget in front of the embedded registry', async () => {
    const gateway = makeGateway({ mode: 'embedded', budget: undefined });
    expect(await gateway.budget()).toBeNull();
    expect(await gateway.budgetLow()).toBe(false);
    await Promise.all(Array.from({ length: 30 }, (_, i) => profile(gateway, String(20_000_000 + i))));
    expect(upstream.calls).toHaveLength(30);
  });

  it('makes the transport once, shared by concurrent first calls, and again after a failure', async () => {
    let made = 0;
    let fail = true;
    const transport = async (): Promise<Transport> => {
      made++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (fail) throw new Error('dataset generation failed');
      return (request) => fetch(request);
    };
    const gateway = makeGateway({ mode: 'embedded', budget: undefined, transport });
    const first = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => profile(gateway, String(30_000_000 + i))),
    );
    expect(made).toBe(1);
    expect(first.every((result) => result.status === 'rejected')).toBe(true);
    fail = false;
    await Promise.all(Array.from({ length: 10 }, (_, i) => profile(gateway, String(30_000_000 + i))));
    expect(made).toBe(2);
    expect(logs.some((line) => line.includes('could not start'))).toBe(true);
  });

  it('reports deprecation notices once, in health and in the log', async () => {
    const gateway = makeGateway();
    const header = '2027-01-31; rel="application/vnd.registry.companyProfile+json; version=0.0"';
    upstream.script((call) =>
      call.path === PROFILE
        ? { body: companyBody('00006400'), headers: { 'registry-expiry-date': header } }
        : undefined,
    );
    const result = await profile(gateway);
    expect(result.deprecation?.header).toBe(header);
    clock += 601_000;
    await profile(gateway);
    const health = await gateway.health();
    expect(health.deprecations).toEqual([
      expect.objectContaining({ header, expiresOn: '2027-01-31', endpoint: 'companyProfile' }),
    ]);
    expect(logs.filter((line) => line.includes('deprecated'))).toHaveLength(1);
  });

  it('reports health: mode, a cached probe, cache figures and the budget', async () => {
    const gateway = makeGateway({ probeTtlMs: 30_000 });
    await profile(gateway);
    await profile(gateway);
    const health = await gateway.health();
    expect(health).toMatchObject({
      status: 'ok',
      mode: 'remote',
      store: 'memory',
      upstream: { ok: true, status: 404 },
      cache: { hits: 1, misses: 1, hitRate: 0.5, entries: 1 },
      budget: { limit: 600, remaining: 598, low: false },
    });
    await gateway.health();
    expect(upstream.callsTo('/company/00000000')).toHaveLength(1);
    clock += 31_000;
    upstream.script(() => ({ status: 401, body: { error: 'Invalid Authorization', type: 'ch:service' } }));
    expect(await gateway.health()).toMatchObject({
      status: 'degraded',
      upstream: { ok: false, status: 401, problem: expect.stringContaining('credentials') },
    });
  });
});
