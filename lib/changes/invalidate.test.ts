import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '@/lib/gateway/gateway';
import { createRedisStore } from '@/lib/gateway/redis-store';
import { startFakeUpstream, type FakeUpstream } from '@/lib/gateway/testing/fake-upstream';
import { startRedisServer, type RunningRedis } from '@/lib/testing/redis-server';
import { createRedisBus, type ChangeBus } from './bus';
import type { Change } from './events';
import { pageTagsOfChange, pathsOf } from './invalidate';
import { listenForChanges } from './service';

let redis: RunningRedis;
let upstream: FakeUpstream;
beforeAll(async () => {
  [redis, upstream] = await Promise.all([startRedisServer(), startFakeUpstream()]);
});
afterAll(async () => {
  await upstream?.close();
  await redis?.stop();
});

const change = (overrides: Partial<Change> = {}): Change => ({
  seq: 1,
  stream: 'officers',
  timepoint: 9,
  kind: 'officer',
  companyNumber: '00006400',
  resourceKind: 'company-officers',
  resourceUri: '/company/00006400/appointments/APPT1',
  resourceId: 'APPT1',
  type: 'changed',
  publishedAt: '2026-11-26T10:00:00.000Z',
  data: { links: { officer: { appointments: '/officers/OFF1/appointments' } } },
  ...overrides,
});

describe('what a change makes out of date', () => {
  it('is its resource, the lists above it, the profile and the officer’s appointments', () => {
    expect(pathsOf(change()).sort()).toEqual(
      [
        '/company/00006400',
        '/company/00006400/appointments',
        '/company/00006400/appointments/APPT1',
        '/officers/OFF1/appointments',
      ].sort(),
    );
    expect(pageTagsOfChange(change())).toEqual(['company:00006400', 'officer:OFF1']);
    expect(
      pathsOf(
        change({
          stream: 'persons-with-significant-control',
          resourceUri: '/company/00006400/persons-with-significant-control/individual/P1',
          data: {},
        }),
      ),
    ).toContain('/company/00006400/persons-with-significant-control');
  });
});

describe('invalidation across instances sharing a Redis', () => {
  it('makes every instance ask again for what changed (with its ETag), and only that', async () => {
    const prefix = `{invalidate-test-${process.pid}}:`;
    const instance = () => {
      const gateway = createGateway({
        mode: 'remote',
        baseUrl: upstream.url,
        transport: async () => (request) => fetch(request),
        timeoutMs: 2_000,
        store: createRedisStore({ url: redis.url, maxBytes: 10_000_000, prefix, lifetimeMs: 86_400_000 }),
        ttlSeconds: { search: 60, profile: 600, list: 300, item: 3_600 },
        maxStaleSeconds: 3_600,
        log: () => undefined,
      });
      const bus = createRedisBus(redis.url, `${prefix}bus`);
      const delivered: Change[] = [];
      listenForChanges({
        bus,
        gateway: () => gateway,
        hub: { deliver: (c) => void delivered.push(c) },
        log: () => undefined,
      });
      return { gateway, bus, delivered };
    };
    const a = instance();
    const b = instance();
    const instances: { gateway: Gateway; bus: ChangeBus }[] = [a, b];
    try {
      await Promise.all([a.bus.ready(), b.bus.ready()]);
      const profile = (gateway: Gateway, number: string) => gateway.fetch('companyProfile', { company_number: number });
      expect((await profile(a.gateway, '00006400')).cache).toBe('miss');
      expect((await profile(b.gateway, '00006400')).cache).toBe('hit');
      expect((await profile(a.gateway, '00009999')).cache).toBe('miss');

      // Instance A consumed a change; both hear it on the bus.
      await a.bus.publish(change());
      const deadline = Date.now() + 2_000;
      while ((a.delivered.length === 0 || b.delivered.length === 0) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(b.delivered.map((c) => c.resourceUri)).toEqual(['/company/00006400/appointments/APPT1']);

      upstream.calls.length = 0;
      const again = await profile(b.gateway, '00006400');
      expect(again.cache).toBe('revalidated');
      expect(upstream.callsTo('/company/00006400')[0]?.headers['if-none-match']).toBeTruthy();
      // Unchanged data keeps its TTL: no call for the other company.
      expect((await profile(b.gateway, '00009999')).cache).toBe('hit');
      // B's fresh copy is in the shared cache, newer than the change: A takes it without a call.
      expect((await profile(a.gateway, '00006400')).cache).toBe('hit');
      expect(upstream.calls).toHaveLength(1);
    } finally {
      await Promise.all(instances.flatMap(({ gateway, bus }) => [gateway.close(), bus.close()]));
    }
  });
});
