import { afterEach, describe, expect, it } from 'vitest';
import { RegistryError } from '@/lib/registry/errors';
import type { ScreenInput } from './input';
import type { ScreenedLine } from './line';
import { createPacer } from './pacing';
import { createSqliteScreeningStore } from './sqlite-store';
import type { ScreeningStore } from './store';
import { createScreeningWorker, type ScreeningWorker } from './worker';

const open: { store: ScreeningStore; worker?: ScreeningWorker }[] = [];
afterEach(async () => {
  for (const { store, worker } of open.splice(0)) {
    await worker?.stop();
    await store.close();
  }
});

const inputs = (n: number): ScreenInput[] => Array.from({ length: n }, (_, i) => ({ company_number: String(i + 1) }));

/** A screen that matches even lines and counts what it was asked. */
function fakeScreen(calls = 0, gate?: Promise<void>) {
  const seen: number[] = [];
  const screen = async (_session: unknown, line: number, input: ScreenInput): Promise<ScreenedLine> => {
    seen.push(line);
    if (gate) await gate;
    const matched = line % 2 === 0;
    return {
      row: {
        line,
        input,
        match: matched ? { how: 'number', company_number: input.company_number!.padStart(8, '0') } : { how: 'none' },
        ...(matched ? { company: { company_status: 'active' } } : {}),
        signals: [],
      },
      not_checked: [],
      calls,
      incomplete: false,
    };
  };
  return { seen, screen };
}

const registry = (metered: boolean) => () => ({
  metered,
  session: () => ({ budget: { spent: 0 } }) as never,
  budget: async () => null as never,
});

async function until(check: () => Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function setUp(options: Partial<Parameters<typeof createScreeningWorker>[0]> & { screen: never }) {
  const store = createSqliteScreeningStore(':memory:');
  const entry: { store: ScreeningStore; worker?: ScreeningWorker } = { store };
  open.push(entry);
  const make = () =>
    (entry.worker = createScreeningWorker({
      store,
      registry: registry(false),
      runsAtOnce: 2,
      lineMaxCalls: 50,
      pollMs: 20,
      ...options,
    }));
  return { store, make };
}

const newRun = (id: string, client = 'c1') => ({
  run_id: id.padEnd(16, 'x'),
  owner: 'o',
  client,
  created_at: Date.now(),
  name: 'test',
});

describe('the screening worker', () => {
  it('screens every line of a run off the request path, counting done and matched, then says done', async () => {
    const fake = fakeScreen();
    const { store, make } = setUp({ screen: fake.screen as never });
    const run = await store.createRun(newRun('a'), inputs(120));
    expect(run).toMatchObject({ total: 120, done: 0, status: 'queued' });
    make().poke();
    await until(async () => (await store.getRun(run.run_id))!.status === 'done');
    expect(await store.getRun(run.run_id)).toMatchObject({ done: 120, matched: 60, status: 'done', eta_seconds: 0 });
    expect(fake.seen).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect((await store.lines(run.run_id))[1]!.result!.row.match.company_number).toBe('00000002');
  });

  it('carries on after a restart from the first line not saved, never repeating one', async () => {
    const fake = fakeScreen();
    const { store, make } = setUp({ screen: fake.screen as never });
    const run = await store.createRun(newRun('b'), inputs(10));
    const first = await fakeScreen().screen(undefined, 1, { company_number: '1' });
    await store.saveResults(
      run.run_id,
      [1, 2, 3].map((line) => ({ line, result: { ...first, row: { ...first.row, line } } })),
    );
    make().poke();
    await until(async () => (await store.getRun(run.run_id))!.status === 'done');
    expect(fake.seen).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });

  it('stops between lines, keeping what is done and giving the run up for the next start', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = fakeScreen();
    let waiting = false;
    const { store, make } = setUp({
      screen: (async (...args: Parameters<typeof fake.screen>) => {
        if (args[1] === 3) {
          waiting = true;
          await gate;
        }
        return fake.screen(...args);
      }) as never,
    });
    const run = await store.createRun(newRun('s'), inputs(10));
    const worker = make();
    worker.poke();
    await until(async () => waiting);
    const stopping = worker.stop();
    release();
    await stopping;
    expect((await store.getRun(run.run_id))!.done).toBe(3);
    // Released: another worker takes it at once and does the rest.
    expect((await store.claimRun('next', 30_000, Date.now()))?.run_id).toBe(run.run_id);
  });

  it('works on one run of a client at a time; another client’s run goes alongside', async () => {
    let open_!: () => void;
    const gate = new Promise<void>((resolve) => (open_ = resolve));
    const fake = fakeScreen(0, gate);
    const { store, make } = setUp({ screen: fake.screen as never });
    const a = await store.createRun(newRun('c'), inputs(3));
    const b = await store.createRun(newRun('d'), inputs(3));
    const c = await store.createRun(newRun('e', 'c2'), inputs(3));
    const worker = make();
    worker.poke();
    await until(async () => worker.active().length === 2);
    expect(worker.active().sort()).toEqual([a.run_id, c.run_id].sort());
    expect((await store.getRun(b.run_id))!.status).toBe('queued');
    open_();
    await until(async () => (await store.getRun(b.run_id))!.status === 'done');
  });

  it('paces a metered run inside its allowance, saying waiting-for-budget with the time left', async () => {
    let clock = 1_000_000;
    const naps: number[] = [];
    const fake = fakeScreen(10);
    const { store, make } = setUp({
      screen: fake.screen as never,
      registry: registry(true),
      clientAllowance: () => ({ calls: 30, windowMs: 60_000 }),
      // The clock jumps minutes at a time here; the lease is renewed on real time.
      leaseMs: 3_600_000,
      now: () => clock,
      sleep: async (ms) => {
        naps.push(ms);
        clock += ms;
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    });
    const run = await store.createRun(newRun('f'), inputs(7));
    const statuses = new Set<string>();
    const worker = make();
    worker.poke();
    await until(async () => {
      const now = (await store.getRun(run.run_id))!;
      statuses.add(`${now.status}${now.status === 'waiting-for-budget' ? `:${now.eta_seconds! > 0}` : ''}`);
      return now.status === 'done';
    });
    // Three lines of 10 calls fill a window of 30: seven lines take three windows.
    expect(statuses).toContain('waiting-for-budget:true');
    expect(naps.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThanOrEqual(2 * 60_000);
    expect((await store.getRun(run.run_id))!).toMatchObject({ done: 7, calls: 70 });
  });

  it('waits, saying so, when the gateway refuses the client’s calls, and never marks the line failed for it', async () => {
    let refusals = 0;
    const fake = fakeScreen();
    const naps: number[] = [];
    const { store, make } = setUp({
      screen: (async (...args: Parameters<typeof fake.screen>) => {
        if (args[1] === 2 && refusals < 7) {
          refusals++;
          throw new RegistryError('rate-limited', 'this client has used its share', { retryAfterSeconds: 40 });
        }
        return fake.screen(...args);
      }) as never,
      registry: registry(true),
      clientAllowance: () => ({ calls: 1_000, windowMs: 60_000 }),
      leaseMs: 3_600_000,
      sleep: async (ms) => {
        naps.push(ms);
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    });
    const run = await store.createRun(newRun('h'), inputs(3));
    const statuses = new Set<string>();
    make().poke();
    await until(async () => {
      const now = (await store.getRun(run.run_id))!;
      statuses.add(`${now.status}:${now.eta_seconds}`);
      return now.status === 'done';
    });
    expect(statuses).toContain('waiting-for-budget:40');
    expect(refusals).toBe(7);
    expect((await store.lines(run.run_id))[1]!.result!.error).toBeUndefined();
    expect(naps.filter((ms) => ms === 5_000)).toHaveLength(7);
  });

  it('waits out an outage, and keeps a line that fails for other reasons as not answered', async () => {
    let outages = 0;
    const fake = fakeScreen();
    const { store, make } = setUp({
      screen: (async (...args: Parameters<typeof fake.screen>) => {
        if (args[1] === 1 && outages < 10) {
          outages++;
          throw new RegistryError('network', 'could not reach the registry');
        }
        if (args[1] === 2) throw new Error('a bug');
        return fake.screen(...args);
      }) as never,
      sleep: async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    });
    const run = await store.createRun(newRun('o'), inputs(3));
    make().poke();
    await until(async () => (await store.getRun(run.run_id))!.status === 'done');
    const lines = await store.lines(run.run_id);
    expect(outages).toBe(10);
    expect(lines[0]!.result!.error).toBeUndefined();
    expect(lines[1]!.result).toMatchObject({
      error: 'the registry did not answer for this line',
      row: { match: { how: 'none' } },
    });
  });

  it('keeps an analyst’s pick and screens the line again with it', async () => {
    const fake = fakeScreen();
    const { store, make } = setUp({ screen: fake.screen as never });
    const run = await store.createRun(newRun('g'), inputs(2));
    make().poke();
    await until(async () => (await store.getRun(run.run_id))!.status === 'done');
    const candidates = [{ company_number: '00000001', company_name: 'A', confidence: 0.9 }];
    expect(await store.setPick(run.run_id, 1, { company_number: '00000001', candidates })).toBe(true);
    expect(await store.setPick(run.run_id, 9, { company_number: '00000001', candidates })).toBe(false);
    expect((await store.getRun(run.run_id))!).toMatchObject({ done: 1 });
    open[0]!.worker!.poke();
    await until(async () => (await store.getRun(run.run_id))!.status === 'done');
    expect(fake.seen).toEqual([1, 2, 1]);
    expect((await store.lines(run.run_id))[0]!.pick).toEqual({ company_number: '00000001', candidates });
  });
});

describe('the pacer', () => {
  it('lets a line go while its calls fit the window, and says how long until they do', () => {
    let clock = 0;
    const pacer = createPacer({ allowance: 100, windowMs: 300_000, now: () => clock });
    expect(pacer.waitMs()).toBe(0);
    for (let i = 0; i < 5; i++) {
      pacer.record(20);
      clock += 1_000;
    }
    expect(pacer.waitMs()).toBe(300_000 - 5_000 + 0);
    // 50 lines of 20 calls at 100 calls per 5 minutes: 10 windows.
    expect(pacer.etaSeconds(50, 10)).toBe(3_000);
    clock += 300_000;
    expect(pacer.waitMs()).toBe(0);
  });
});
