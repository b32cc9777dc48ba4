// The consumer over the embedded registry's own events log, in-process: every change the
// activity applies arrives once, in order, with the company it belongs to; a restart resumes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, type Activity } from '@/lib/registry-server/activity';
import { createEventLog } from '@/lib/registry-server/events/log';
import { generateDataset, MIN_COMPANIES } from '@/lib/registry-server/generator';
import { startConsumer } from './consumer';
import { STREAMS, type Change } from './events';
import { createEmbeddedStreamSource, fromRegistryEventLog } from './sources';
import { createSqliteChangesStore } from './sqlite-store';

let dir: string;
let path: string;
let activity: Activity;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'changes-embedded-'));
  path = join(dir, 'registry.sqlite');
  await generateDataset({ path, companies: MIN_COMPANIES, seed: 5, threads: false, backlog: false });
  activity = createActivity({ dbPath: path, perMinute: 0, log: () => undefined });
}, 120_000);
afterAll(() => {
  activity?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the consumer over the embedded registry', () => {
  it('reads every event the activity appends, once, and resumes after a restart', async () => {
    const db = new Database(path, { readonly: true });
    const source = createEmbeddedStreamSource(fromRegistryEventLog(createEventLog(db)), 20);
    const store = createSqliteChangesStore(join(dir, 'changes.sqlite'));
    const run = (seen: Change[]) =>
      startConsumer({
        source,
        store,
        streams: STREAMS,
        onChange: (change) => void seen.push(change),
        resync: async () => undefined,
        log: () => undefined,
      });
    const first: Change[] = [];
    let consumer = run(first);
    const applied = activity.applyChanges(5);
    const expected = applied.flatMap((change) => change.events);
    await until(() => first.length === expected.length);
    expect(first.map((c) => `${c.stream}:${c.timepoint}`).sort()).toEqual(
      expected.map((e) => `${e.stream}:${e.timepoint}`).sort(),
    );
    for (const change of first) {
      const event = expected.find((e) => e.stream === change.stream && e.timepoint === change.timepoint)!;
      expect(change.companyNumber).toBe(event.company_number ?? '');
      expect(change.data).toEqual(JSON.parse(event.envelope).data);
    }
    await consumer.stop();

    const more = activity.applyChanges(3).flatMap((change) => change.events);
    const second: Change[] = [];
    consumer = run(second);
    await until(() => second.length === more.length);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(second).toHaveLength(more.length);
    await consumer.stop();
    await store.close();
    db.close();
  });

  it('forgets the cursors and changes of an earlier dataset (its timepoints start over), keeping watch lists', async () => {
    const db = new Database(path, { readonly: true });
    const store = createSqliteChangesStore(join(dir, 'changes-regenerated.sqlite'));
    // What a store holds after reading a dataset since regenerated: cursors far ahead, a change
    // at a timepoint the new dataset's log also has, a followed company and a seen mark.
    await store.adoptSource('embedded:the-old-dataset', true);
    const stale = await store.record({
      stream: 'filings',
      timepoint: 1,
      kind: 'filing',
      companyNumber: '00000001',
      resourceKind: 'filing-history',
      resourceUri: '/company/00000001/filing-history/OLD',
      resourceId: 'OLD',
      type: 'changed',
      publishedAt: '2026-01-01T00:00:00Z',
      data: {},
    });
    for (const stream of STREAMS) await store.setCursor(stream, 1_000_000);
    await store.follow('token', '00000001', 10, 1);
    await store.markSeen('token', stale!.seq);
    const source = createEmbeddedStreamSource(
      fromRegistryEventLog(createEventLog(db), () => 'the-new-dataset'),
      20,
    );
    const seen: Change[] = [];
    const consumer = startConsumer({
      source,
      store,
      streams: ['filings'],
      onChange: (change) => void seen.push(change),
      resync: async () => undefined,
      log: () => undefined,
    });
    const first = createEventLog(db).range('filings').oldest!;
    await until(() => seen.length > 0);
    await consumer.stop();
    // Read from the new log's first event, its timepoint 1 no longer taken by the old change.
    expect(seen[0]!.timepoint).toBe(first);
    expect(await store.sourceIdentity()).toBe('embedded:the-new-dataset');
    const kept = await store.latest({ companies: ['00000001'] }, 100);
    expect(kept.some((change) => change.resourceId === 'OLD')).toBe(false);
    expect((await store.watchList('token')).companies.map((c) => c.companyNumber)).toEqual(['00000001']);
    expect(seen[0]!.seq).toBeGreaterThan(stale!.seq);
    await store.close();
    db.close();
  });

  it('carries PSC statement events and deleted events through to the stored changes, under their kinds', async () => {
    const db = new Database(path, { readonly: true });
    const source = createEmbeddedStreamSource(fromRegistryEventLog(createEventLog(db)), 20);
    const store = createSqliteChangesStore(join(dir, 'changes-kinds.sqlite'));
    // Resume from where the log is now (a store that already reads this source), so that
    // nothing applied below is missed while connecting.
    await store.adoptSource(await source.identity(), false);
    const latest = createEventLog(db).latest();
    for (const stream of STREAMS) await store.setCursor(stream, latest[stream] ?? 0);
    const seen: Change[] = [];
    const consumer = startConsumer({
      source,
      store,
      streams: STREAMS,
      onChange: (change) => void seen.push(change),
      resync: async () => undefined,
      log: () => undefined,
    });
    // A director appointed then removed as filed in error; a statement notified.
    const [appointed] = activity.applyChanges(1, undefined, 'officer-appointment');
    const number = appointed!.companyNumber;
    // The company's newest appointments: the one just made, and any other of the same day (the
    // founder of a company the activity incorporated today); the removal takes one of them.
    const newest = (
      db
        .prepare(
          'SELECT appointment_id FROM appointments WHERE company_number = ? AND appointed_on = (SELECT max(appointed_on) FROM appointments WHERE company_number = ?)',
        )
        .pluck()
        .all(number, number) as string[]
    ).map((id) => `/company/${number}/appointments/${id}`);
    expect(newest).toContain(appointed!.events.find((e) => e.stream === 'officers')!.resource_uri);
    const applied = [
      appointed!,
      ...activity.applyChanges(1, number, 'officer-appointment-removed'),
      ...activity.applyChanges(1, number, 'psc-statement-notified'),
    ];
    expect(applied.map((change) => change.kind)).toEqual([
      'officer-appointment',
      'officer-appointment-removed',
      'psc-statement-notified',
    ]);
    const events = applied.flatMap((change) => change.events);
    await until(() => seen.length === events.length);
    const removed = seen.find((change) => change.type === 'deleted')!;
    expect(removed).toMatchObject({ stream: 'officers', kind: 'officer', companyNumber: number });
    expect(removed.fieldsChanged).toBeUndefined();
    expect(newest).toContain(removed.resourceUri);
    // The kind filters of /following and /activity: a statement is a PSC change.
    const psc = await store.latest({ companies: [number], kinds: ['psc'] }, 10);
    expect(psc.map((change) => change.stream)).toContain('persons-with-significant-control-statements');
    const officers = await store.latest({ companies: [number], kinds: ['officer'] }, 10);
    expect(officers.map((change) => change.type).sort()).toEqual(['changed', 'deleted']);
    await consumer.stop();
    await store.close();
    db.close();
  });
});
