import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RunningRedis } from '@/lib/testing/redis-server';
import type { Change } from './events';
import { createRedisChangesStore } from './redis-store';
import { createSqliteChangesStore } from './sqlite-store';
import type { ChangesStore } from './store';

let redis: RunningRedis;
let run = 0;
const open: ChangesStore[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});

const kinds: [string, () => ChangesStore][] = [
  ['sqlite', () => createSqliteChangesStore(':memory:')],
  ['redis', () => createRedisChangesStore({ url: redis.url, prefix: `{changes-test-${process.pid}-${++run}}:` })],
];

function change(companyNumber: string, timepoint: number, stream: Change['stream'] = 'filings'): Omit<Change, 'seq'> {
  return {
    stream,
    timepoint,
    kind: stream === 'filings' ? 'filing' : 'officer',
    companyNumber,
    resourceKind: 'filing-history',
    resourceUri: `/company/${companyNumber}/filing-history/T${timepoint}`,
    resourceId: `T${timepoint}`,
    type: 'changed',
    publishedAt: '2026-11-26T10:00:00.000Z',
    data: { transaction_id: `T${timepoint}` },
  };
}

describe.each(kinds)('the changes store in %s', (_name, make) => {
  const store = () => {
    const made = make();
    open.push(made);
    return made;
  };

  it('stores a stream event once, numbered in order, and reads it back by company and kind', async () => {
    const s = store();
    const a = await s.record(change('00000001', 1));
    const b = await s.record(change('00000002', 1, 'officers'));
    expect(await s.record(change('00000001', 1))).toBeUndefined();
    expect(a!.seq).toBeLessThan(b!.seq);
    expect((await s.since(0, {}, 10)).map((c) => c.seq)).toEqual([a!.seq, b!.seq]);
    expect((await s.since(a!.seq, {}, 10)).map((c) => c.seq)).toEqual([b!.seq]);
    expect((await s.latest({ companies: ['00000001'] }, 10)).map((c) => c.resourceId)).toEqual(['T1']);
    expect((await s.latest({ kinds: ['officer'] }, 10)).map((c) => c.companyNumber)).toEqual(['00000002']);
    expect(await s.latest({ companies: [] }, 10)).toEqual([]);
    expect((await s.latest({}, 10))[0]).toEqual(b);
  });

  it('keeps cursors per stream', async () => {
    const s = store();
    expect(await s.getCursor('filings')).toBeUndefined();
    await s.setCursor('filings', 41);
    await s.setCursor('officers', 7);
    expect(await s.getCursor('filings')).toBe(41);
    expect(await s.getCursor('officers')).toBe(7);
  });

  it('forgets cursors and changes for another source, keeping watch lists, seen marks and rising numbers', async () => {
    const s = store();
    expect(await s.sourceIdentity()).toBeUndefined();
    await s.adoptSource('embedded:a', false);
    const old = await s.record(change('00000001', 1));
    await s.setCursor('filings', 41);
    await s.follow('token-a', '00000001', 10, 1);
    await s.markSeen('token-a', old!.seq);
    await s.adoptSource('embedded:a', false);
    expect(await s.getCursor('filings')).toBe(41);

    await s.adoptSource('embedded:b', true);
    expect(await s.sourceIdentity()).toBe('embedded:b');
    expect(await s.getCursor('filings')).toBeUndefined();
    expect(await s.latest({}, 10)).toEqual([]);
    expect(await s.latest({ companies: ['00000001'] }, 10)).toEqual([]);
    // The new dataset's timepoint 1 is a new change, numbered after the forgotten one.
    const fresh = await s.record(change('00000001', 1));
    expect(fresh!.seq).toBeGreaterThan(old!.seq);
    expect(await s.watchList('token-a')).toMatchObject({
      companies: [{ companyNumber: '00000001' }],
      seenSeq: old!.seq,
    });
  });

  it('keeps each watch list to its token and to its maximum size', async () => {
    const s = store();
    expect(await s.follow('token-a', '00000001', 2, 1)).toBe('added');
    expect(await s.follow('token-a', '00000001', 2, 2)).toBe('already');
    expect(await s.follow('token-a', '00000002', 2, 3)).toBe('added');
    expect(await s.follow('token-a', '00000003', 2, 4)).toBe('full');
    expect((await s.watchList('token-a')).companies.map((c) => c.companyNumber)).toEqual(['00000002', '00000001']);
    expect(await s.watchList('token-b')).toEqual({ companies: [], seenSeq: 0 });
    await s.unfollow('token-a', '00000001');
    expect((await s.watchList('token-a')).companies.map((c) => c.companyNumber)).toEqual(['00000002']);
    expect(await s.followedCompanies(10)).toEqual(['00000002']);
    await s.markSeen('token-a', 5);
    await s.markSeen('token-a', 3);
    expect((await s.watchList('token-a')).seenSeq).toBe(5);
  });

  it("keeps each analyst's decisions on people to their token, by pair, the last word kept", async () => {
    const s = store();
    const [a, b, c] = ['/officers/A/appointments', '/officers/B/appointments', '/officers/C/appointments'];
    await s.decidePerson('tokenA', a, b, 'same', 1000);
    await s.decidePerson('tokenA', a, c, 'different', 2000);
    await s.decidePerson('tokenA', a, b, 'different', 3000);
    await s.decidePerson('tokenB', a, b, 'same', 4000);
    const mine = await s.personDecisions('tokenA', [b]);
    expect(mine).toEqual([{ a, b, decision: 'different', decidedAt: 3000 }]);
    expect((await s.personDecisions('tokenA', [a])).length).toBe(2);
    expect(await s.personDecisions('tokenB', [c])).toEqual([]);
    await s.decidePerson('tokenA', a, c, undefined, 5000);
    expect(await s.personDecisions('tokenA', [c])).toEqual([]);
  });

  it('gives the consumer lease to one holder at a time, and to another once it lapses', async () => {
    const s = store();
    const now = Date.now();
    expect(await s.takeLease('a', 200, now)).toBe(true);
    expect(await s.takeLease('b', 200, now)).toBe(false);
    expect(await s.takeLease('a', 200, now)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await s.takeLease('b', 200, Date.now())).toBe(true);
    await s.releaseLease('b');
    expect(await s.takeLease('a', 200, Date.now())).toBe(true);
  });
});
