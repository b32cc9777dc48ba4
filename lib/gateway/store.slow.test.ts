// The store contract, run against both implementations: the in-memory store and Redis
// (a real redis-server started for the run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RunningRedis } from '@/lib/testing/redis-server';
import { createRedisStore } from './redis-store';
import { createMemoryStore, withFallback, type CacheEntry, type GatewayStore } from './store';

let redis: RunningRedis;
let run = 0;
const opened: GatewayStore[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await redis?.stop();
});

const factories: [string, (maxBytes: number) => GatewayStore][] = [
  ['memory', (maxBytes) => createMemoryStore({ maxBytes })],
  [
    'redis',
    (maxBytes) => {
      const store = createRedisStore({
        url: redis.url,
        maxBytes,
        prefix: `{test-${process.pid}-${++run}}:`,
        lifetimeMs: 3_600_000,
      });
      opened.push(store);
      return store;
    },
  ],
];

const T0 = Date.now();
const entry = (body: string, at = T0, freshMs = 60_000, staleMs = 600_000): CacheEntry => ({
  body,
  etag: `"${body.length}"`,
  contentType: 'application/json',
  storedAt: at,
  freshUntil: at + freshMs,
  staleUntil: at + freshMs + staleMs,
});

describe.each(factories)('%s store', (_, make) => {
  it('keeps an entry until it is past its stale limit', async () => {
    const store = make(1_000_000);
    await store.setEntry('/company/00006400', entry('{"a":1}'), T0);
    expect((await store.getEntry('/company/00006400', T0 + 1000))?.body).toBe('{"a":1}');
    expect(await store.getEntry('/company/00006400', T0 + 660_001)).toBeUndefined();
    expect(await store.getEntry('/company/00000001', T0)).toBeUndefined();
  });

  it('stays within its byte limit by evicting the least recently used', async () => {
    const store = make(4_000);
    const body = 'x'.repeat(900);
    for (const n of [1, 2, 3]) await store.setEntry(`k${n}`, entry(body), T0 + n);
    await store.getEntry('k1', T0 + 10); // k1 is now the most recently used
    await store.setEntry('k4', entry(body), T0 + 20);
    await store.setEntry('k5', entry(body), T0 + 30);
    const size = await store.cacheSize();
    expect(size.bytes).toBeLessThanOrEqual(4_000);
    expect(await store.getEntry('k1', T0 + 40)).toBeDefined();
    expect(await store.getEntry('k2', T0 + 40)).toBeUndefined();
    expect(await store.getEntry('k5', T0 + 40)).toBeDefined();
  });

  it('does not keep an entry larger than the whole cache', async () => {
    const store = make(1_000);
    await store.setEntry('big', entry('y'.repeat(5_000)), T0);
    expect(await store.getEntry('big', T0)).toBeUndefined();
    expect((await store.cacheSize()).bytes).toBe(0);
  });

  it('never allows more calls than the limit in any window', async () => {
    const store = make(1_000);
    const decisions = await Promise.all(Array.from({ length: 25 }, (_, i) => store.takeBudget(10, 60_000, T0 + i)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    const refused = decisions.find((d) => !d.allowed)!;
    expect(refused.retryAt).toBe(T0 + 60_000); // when the first call leaves the window
    // Half a window later still nothing; once the first calls leave the window, room again.
    expect((await store.takeBudget(10, 60_000, T0 + 30_000)).allowed).toBe(false);
    // At T0 + 60 001 the calls made at T0 and T0 + 1 have left the window: two slots.
    expect((await store.takeBudget(10, 60_000, T0 + 60_001)).allowed).toBe(true);
    expect((await store.readBudget(10, 60_000, T0 + 60_001)).remaining).toBe(1);
  });

  it('follows what the registry says remains, and pauses when it says stop', async () => {
    const store = make(1_000);
    await store.reportUpstream({ remaining: 2, resetAt: T0 + 120_000 }, T0);
    // An older answer arriving late cannot raise the count within the same window.
    await store.reportUpstream({ remaining: 5, resetAt: T0 + 120_000 }, T0);
    expect((await store.readBudget(600, 300_000, T0)).remaining).toBe(2);
    expect((await store.takeBudget(600, 300_000, T0)).allowed).toBe(true);
    expect((await store.takeBudget(600, 300_000, T0)).allowed).toBe(true);
    const refused = await store.takeBudget(600, 300_000, T0);
    expect(refused).toMatchObject({ allowed: false, retryAt: T0 + 120_000 });
    // After the registry's reset its number no longer applies.
    expect((await store.takeBudget(600, 300_000, T0 + 120_001)).allowed).toBe(true);

    await store.reportUpstream({ pauseUntil: T0 + 200_000 }, T0 + 130_000);
    expect(await store.takeBudget(600, 300_000, T0 + 130_000)).toMatchObject({ allowed: false, retryAt: T0 + 200_000 });
    expect(await store.readBudget(600, 300_000, T0 + 130_000)).toMatchObject({
      remaining: 0,
      pausedUntil: T0 + 200_000,
    });
    expect((await store.takeBudget(600, 300_000, T0 + 200_001)).allowed).toBe(true);
  });

  it('keeps each client within its share, and the reserve for clients that have spent little', async () => {
    const store = make(1_000);
    const charge = (client: string) => ({ client, share: 4, reserve: 3, shareInReserve: 1 });
    const heavy = await Promise.all(
      Array.from({ length: 6 }, (_, i) => store.takeBudget(10, 60_000, T0 + i, charge('crawler'))),
    );
    expect(heavy.map((d) => d.allowed)).toEqual([true, true, true, true, false, false]);
    expect(heavy[4]).toMatchObject({ refusedFor: 'client', retryAt: T0 + 60_000 });
    // Two more heavy clients bring the budget down to its reserve of 3 ...
    for (const client of ['second', 'second', 'third'])
      expect((await store.takeBudget(10, 60_000, T0 + 10, charge(client))).allowed).toBe(true);
    // ... which the third, having spent one call already, may not touch; a client new in the window may.
    expect(await store.takeBudget(10, 60_000, T0 + 11, charge('third'))).toMatchObject({
      allowed: false,
      refusedFor: 'client',
    });
    expect((await store.takeBudget(10, 60_000, T0 + 12, charge('ordinary'))).allowed).toBe(true);
    // Calls charged to no client (the health probe) are held to the budget alone.
    expect((await store.takeBudget(10, 60_000, T0 + 13)).allowed).toBe(true);
    expect((await store.readBudget(10, 60_000, T0 + 13)).remaining).toBe(1);
    // Once the crawler's calls leave the window, it may spend again.
    expect((await store.takeBudget(10, 60_000, T0 + 60_011, charge('crawler'))).allowed).toBe(true);
  });

  it('counts each client in a fixed window', async () => {
    const store = make(1_000);
    const at = Math.floor(T0 / 60_000) * 60_000 + 1_000;
    const first = await Promise.all(Array.from({ length: 4 }, () => store.countClient('203.0.113.9', 3, 60_000, at)));
    expect(first.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(first[3]!.retryAfterMs).toBe(59_000);
    expect((await store.countClient('198.51.100.1', 3, 60_000, at)).allowed).toBe(true);
    expect((await store.countClient('203.0.113.9', 3, 60_000, at + 60_000)).allowed).toBe(true);
  });
});

describe('withFallback', () => {
  it('answers from memory when Redis is away', async () => {
    const lost = createRedisStore({
      url: 'redis://127.0.0.1:1',
      maxBytes: 1_000,
      lifetimeMs: 1_000,
      redisOptions: { retryStrategy: () => null, lazyConnect: true },
    });
    const problems: string[] = [];
    const store = withFallback(
      lost,
      createMemoryStore({ maxBytes: 10_000 }),
      (operation) => problems.push(operation),
      0,
    );
    await store.setEntry('k', entry('{}'), T0);
    expect((await store.getEntry('k', T0))?.body).toBe('{}');
    expect((await store.takeBudget(1, 1_000, T0)).allowed).toBe(true);
    expect((await store.takeBudget(1, 1_000, T0)).allowed).toBe(false);
    expect(problems).toContain('cache write');
    expect(problems).toContain('budget');
    await store.close();
  });

  it('leaves Redis alone for a while after a failure', async () => {
    const lost = createRedisStore({
      url: 'redis://127.0.0.1:1',
      maxBytes: 1_000,
      lifetimeMs: 1_000,
      redisOptions: { retryStrategy: () => null, lazyConnect: true },
    });
    const problems: string[] = [];
    const store = withFallback(
      lost,
      createMemoryStore({ maxBytes: 10_000 }),
      (operation) => problems.push(operation),
      60_000,
    );
    for (let i = 0; i < 5; i++) await store.getEntry('k', T0);
    expect(problems).toEqual(['cache read']);
    await store.close();
  });
});
