// The screening store's contract, in SQLite and in Redis alike.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RunningRedis } from '@/lib/testing/redis-server';
import { createRedisScreeningStore } from './redis-store';
import { createSqliteScreeningStore } from './sqlite-store';
import type { ScreeningStore, StoredResult } from './store';
import { createScreeningWorker } from './worker';

let redis: RunningRedis;
let count = 0;
const open: ScreeningStore[] = [];
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});

const kinds: [string, () => ScreeningStore][] = [
  ['sqlite', () => createSqliteScreeningStore(':memory:')],
  ['redis', () => createRedisScreeningStore({ url: redis.url, prefix: `{screen-test-${process.pid}-${++count}}:` })],
];

const result = (line: number, company?: string): StoredResult => ({
  row: {
    line,
    input: { company_name: `n${line}` },
    match: company ? { how: 'name', company_number: company } : { how: 'none' },
    ...(company ? { company: { company_status: 'active' } } : {}),
    signals: [],
  },
  not_checked: [],
});

describe.each(kinds)('the screening store in %s', (_name, make) => {
  const store = () => {
    const made = make();
    open.push(made);
    return made;
  };
  const run = (id: string, client = 'c', owner = 'o', created_at = Date.now()) => ({
    run_id: id.padEnd(16, '0'),
    owner,
    client,
    created_at,
    name: 'list',
  });

  it('makes a run whole, lists its lines and keeps results, counting done and matched', async () => {
    const s = store();
    const made = await s.createRun(run('a'), [{ company_name: 'x' }, { company_number: '1' }, { company_name: 'z' }]);
    expect(made).toMatchObject({ total: 3, done: 0, matched: 0, status: 'queued', calls: 0 });
    expect((await s.pendingLines(made.run_id, 2)).map((l) => l.line)).toEqual([1, 2]);
    await s.saveResults(
      made.run_id,
      [
        { line: 1, result: result(1, '00000001') },
        { line: 2, result: result(2) },
      ],
      {
        calls: 7,
        eta_seconds: 3,
      },
    );
    const now = (await s.getRun(made.run_id))!;
    expect(now).toMatchObject({ done: 2, matched: 1, calls: 7, eta_seconds: 3 });
    expect(now.version).toBeGreaterThan(made.version);
    expect((await s.pendingLines(made.run_id, 10)).map((l) => l.line)).toEqual([3]);
    expect((await s.lines(made.run_id))[0]!.result).toEqual(result(1, '00000001'));
    await s.updateRun(made.run_id, { status: 'done', finished_at: 5 });
    expect((await s.listRuns('o', 10)).map((r) => r.status)).toEqual(['done']);
    expect(await s.listRuns('someone else', 10)).toEqual([]);
  });

  it('gives a run to one holder at a time and one run per client', async () => {
    const s = store();
    const a = await s.createRun(run('b', 'c1', 'o', 1), [{ company_name: 'x' }]);
    const b = await s.createRun(run('c', 'c1', 'o', 2), [{ company_name: 'x' }]);
    const c = await s.createRun(run('d', 'c2', 'o', 3), [{ company_name: 'x' }]);
    // Leases on real time (Redis expires its keys itself).
    const lease = 150;
    expect((await s.claimRun('w1', lease, Date.now()))?.run_id).toBe(a.run_id);
    expect((await s.claimRun('w2', lease, Date.now()))?.run_id).toBe(c.run_id);
    expect(await s.claimRun('w2', lease, Date.now())).toBeUndefined();
    expect(await s.renewLease(a.run_id, 'w2', lease, Date.now())).toBe(false);
    expect(await s.renewLease(a.run_id, 'w1', lease, Date.now())).toBe(true);
    // The lease lapses: another worker takes the run over.
    await new Promise((resolve) => setTimeout(resolve, lease + 100));
    expect((await s.claimRun('w2', 60_000, Date.now()))?.run_id).toBe(a.run_id);
    await s.updateRun(a.run_id, { status: 'done' });
    await s.releaseRun(a.run_id, 'w2');
    expect((await s.claimRun('w3', 60_000, Date.now()))?.run_id).toBe(b.run_id);
  });

  it('keeps a pick, clearing its line’s result and queueing the finished run again; deletes a run whole', async () => {
    const s = store();
    const made = await s.createRun(
      run('e'),
      [{ company_name: 'x' }, { company_name: 'y' }],
      new Map([[2, { company_number: '00000002', candidates: [] }]]),
    );
    expect((await s.lines(made.run_id))[1]!.pick).toEqual({ company_number: '00000002', candidates: [] });
    await s.saveResults(made.run_id, [
      { line: 1, result: result(1) },
      { line: 2, result: result(2, '00000002') },
    ]);
    await s.updateRun(made.run_id, { status: 'done' });
    const pick = {
      company_number: '00000009',
      candidates: [{ company_number: '00000009', company_name: 'N', confidence: 0.9 }],
    };
    expect(await s.setPick(made.run_id, 1, pick)).toBe(true);
    expect(await s.getRun(made.run_id)).toMatchObject({ status: 'queued', done: 1, matched: 1 });
    expect((await s.pendingLines(made.run_id, 10))[0]).toMatchObject({ line: 1, pick });
    await s.deleteRun(made.run_id);
    expect(await s.getRun(made.run_id)).toBeUndefined();
    expect(await s.lines(made.run_id)).toEqual([]);
  });

  it('is the queue a worker screens a run from, to the end', async () => {
    const s = store();
    const made = await s.createRun(run('w'), [
      { company_number: '1' },
      { company_number: '2' },
      { company_number: '3' },
    ]);
    const worker = createScreeningWorker({
      store: s,
      registry: () => ({
        metered: false,
        session: () => ({ budget: { spent: 0 } }) as never,
        budget: async () => null as never,
      }),
      screen: (async (_session: unknown, line: number, input: { company_number?: string }) => ({
        row: {
          line,
          input,
          match: { how: 'number', company_number: input.company_number!.padStart(8, '0') },
          company: { company_status: 'active' },
          signals: [],
        },
        not_checked: [],
        calls: 1,
        incomplete: false,
      })) as never,
      runsAtOnce: 1,
      lineMaxCalls: 10,
      pollMs: 20,
    });
    worker.poke();
    const end = Date.now() + 5_000;
    while ((await s.getRun(made.run_id))!.status !== 'done' && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await worker.stop();
    expect(await s.getRun(made.run_id)).toMatchObject({ status: 'done', done: 3, matched: 3, calls: 3 });
    expect((await s.lines(made.run_id)).map((line) => line.result!.row.match.company_number)).toEqual([
      '00000001',
      '00000002',
      '00000003',
    ]);
  });
});
