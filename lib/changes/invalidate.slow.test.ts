import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '@/lib/gateway/gateway';
import { createRedisStore } from '@/lib/gateway/redis-store';
import { startFakeUpstream, type FakeUpstream } from '@/lib/gateway/testing/fake-upstream';
import { startRedisServer, type RunningRedis } from '@/lib/testing/redis-server';
import { createMemoryStore } from '@/lib/gateway/store';
import { createLocalBus, createRedisBus, type ChangeBus } from './bus';
import type { Change } from './events';
import { change } from './testing/change';
import { pageTagsOfChange, pathsOf } from './invalidate';
import { listenForChanges } from './service';
import { createSqliteChangesStore } from './sqlite-store';

let redis: RunningRedis;
let upstream: FakeUpstream;
beforeAll(async () => {
  [redis, upstream] = await Promise.all([startRedisServer(), startFakeUpstream()]);
});
afterAll(async () => {
  await upstream?.close();
  await redis?.stop();
});

describe('what a change makes out of date', () => {
  it('is its resource, the lists above it and the list that shows it, the profile and the officer’s appointments', () => {
    expect(pathsOf(change()).sort()).toEqual(
      [
        '/company/00006400',
        '/company/00006400/appointments',
        '/company/00006400/appointments/APPT1',
        '/company/00006400/officers',
        '/officers/OFF1/appointments',
      ].sort(),
    );
    expect(pageTagsOfChange(change())).toEqual(['company:00006400', 'officer:OFF1']);
    // A statement's link is on the PSC list.
    expect(
      pathsOf(
        change({
          stream: 'persons-with-significant-control-statements',
          resourceUri: '/company/00006400/persons-with-significant-control-statements/S1',
          data: {},
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        '/company/00006400/persons-with-significant-control-statements',
        '/company/00006400/persons-with-significant-control-statements/S1',
        '/company/00006400/persons-with-significant-control',
      ]),
    );
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

describe('a deleted event', () => {
  it('makes the next read of the removed resource a 404 from the registry, not the cached copy', async () => {
    const appointment = '/company/00006401/appointments/APPT9';
    const officers = '/company/00006401/officers';
    let removed = false;
    const item = {
      name: 'SMITH, Jane',
      officer_role: 'director',
      appointed_on: '2026-11-01',
      links: { self: appointment, officer: { appointments: '/officers/OFF9/appointments' } },
    };
    const notFound = { status: 404, body: { errors: [{ error: 'appointment-not-found', type: 'ch:service' }] } };
    const local = await startFakeUpstream((call) => {
      if (call.path === appointment) return removed ? notFound : { body: item, headers: { etag: '"a1"' } };
      if (call.path === officers)
        return {
          body: {
            etag: removed ? 'list-2' : 'list-1',
            kind: 'officer-list',
            items_per_page: 35,
            start_index: 0,
            total_results: removed ? 1 : 2,
            active_count: removed ? 1 : 2,
            resigned_count: 0,
            links: { self: officers },
            items: removed ? [] : [item],
          },
        };
      return undefined;
    });
    const gateway = createGateway({
      mode: 'remote',
      baseUrl: local.url,
      transport: async () => (request) => fetch(request),
      timeoutMs: 2_000,
      store: createMemoryStore({ maxBytes: 10_000_000 }),
      ttlSeconds: { search: 60, profile: 600, list: 300, item: 3_600 },
      maxStaleSeconds: 3_600,
      log: () => undefined,
    });
    const changesStore = createSqliteChangesStore(':memory:');
    const bus = createLocalBus(changesStore);
    const delivered: Change[] = [];
    const stop = listenForChanges({
      bus,
      gateway: () => gateway,
      hub: { deliver: (c) => void delivered.push(c) },
      log: () => undefined,
    });
    try {
      const read = () => gateway.fetch('officerAppointment', { company_number: '00006401', appointment_id: 'APPT9' });
      const list = () => gateway.fetch('officerList', { company_number: '00006401' });
      expect((await read()).cache).toBe('miss');
      expect((await list()).data.total_results).toBe(2);
      expect((await read()).cache).toBe('hit');

      removed = true;
      await bus.publish(
        change({
          seq: 2,
          companyNumber: '00006401',
          resourceUri: appointment,
          resourceId: 'APPT9',
          type: 'deleted',
          data: item,
        }),
      );
      const deadline = Date.now() + 2_000;
      while (delivered.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(delivered.map((c) => c.type)).toEqual(['deleted']);
      // The registry is asked again (with the ETag it had) and its 404 is what the reader gets.
      await expect(read()).rejects.toMatchObject({ kind: 'not-found' });
      expect(local.callsTo(appointment).at(-1)?.headers['if-none-match']).toBe('"a1"');
      // And the officer list, which showed it under another path, is read again too.
      expect((await list()).data.total_results).toBe(1);
    } finally {
      stop();
      await Promise.all([gateway.close(), bus.close(), local.close()]);
      await changesStore.close();
    }
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
