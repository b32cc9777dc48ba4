// The living registry's activity: every event's data is the REST resource at that moment,
// the register stays consistent over many changes, the showcase never changes, and only one
// connection (process) at a time applies activity to a file.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMS, streamEventSchema } from '@/lib/registry/streams';
import { generateDataset } from '../generator';
import { SHOWCASE_NUMBERS } from '../generator/showcase';
import { createRegistryHandler, type RegistryHandler } from '../handler';
import { DOCUMENT_API_ORIGIN } from '../documents/ids';
import { CHANGE_KINDS } from './changes';
import { createActivity, type Activity } from './engine';

let dir: string;
let base: string;
const opened: { close(): void }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'registry-activity-'));
  base = join(dir, 'base.sqlite');
  // Past the showcase (which activity never touches) with room for ordinary companies.
  await generateDataset({ path: base, companies: 400, seed: 3, threads: false, backlog: false });
}, 120_000);

afterAll(() => {
  for (const item of opened.splice(0)) item.close();
  rmSync(dir, { recursive: true, force: true });
});

let copies = 0;
function copy(): string {
  const path = join(dir, `copy-${copies++}.sqlite`);
  copyFileSync(base, path);
  return path;
}

function activityOn(path: string, options: Partial<Parameters<typeof createActivity>[0]> = {}): Activity {
  const activity = createActivity({ dbPath: path, perMinute: 0, log: () => {}, ...options });
  opened.push(activity);
  return activity;
}

// Events carry links as the register stores them, to the Document API's own origin (as the real
// stream does); a REST answer names the origin it was asked on unless told otherwise.
function handlerOn(path: string): RegistryHandler {
  const handler = createRegistryHandler({ dbPath: path, log: () => {}, documentApiUrl: DOCUMENT_API_ORIGIN });
  opened.push(handler);
  return handler;
}

async function rest(handler: RegistryHandler, uri: string) {
  const response = await handler.inProcess(new Request(`http://registry.test${uri}`));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Every row of the showcase companies, table by table. */
function showcaseRows(path: string): string {
  const db = new Database(path, { readonly: true });
  const numbers = JSON.stringify([...SHOWCASE_NUMBERS]);
  const tables = ['companies', 'appointments', 'filings', 'charges', 'insolvency', 'pscs', 'psc_statements'];
  const rows = tables.map((table) =>
    db
      .prepare(`SELECT * FROM ${table} WHERE company_number IN (SELECT value FROM json_each(?)) ORDER BY 1, 2`)
      .all(numbers),
  );
  const officers = db
    .prepare(
      `SELECT * FROM appointments WHERE officer_id IN (SELECT officer_id FROM appointments WHERE company_number IN (SELECT value FROM json_each(?))) ORDER BY 1`,
    )
    .all(numbers);
  // The companies those officers serve: their appointment lists show each one's name and status.
  const served = db
    .prepare(
      `SELECT * FROM companies WHERE company_number IN (SELECT company_number FROM appointments WHERE officer_id IN (SELECT officer_id FROM appointments WHERE company_number IN (SELECT value FROM json_each(?)))) ORDER BY 1`,
    )
    .all(numbers);
  db.close();
  return JSON.stringify([rows, officers, served]);
}

describe('activity', () => {
  it("publishes each change's resources as the REST endpoints answer them right after it", async () => {
    const path = copy();
    const activity = activityOn(path);
    const handler = handlerOn(path);
    const kinds = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const [change] = activity.applyChanges(1);
      expect(change).toBeDefined();
      kinds.add(change!.kind);
      expect(change!.events.length).toBeGreaterThan(0);
      for (const event of change!.events) {
        const envelope = streamEventSchema.parse(JSON.parse(event.envelope));
        expect(envelope.event.timepoint).toBe(event.timepoint);
        const served = await rest(handler, envelope.resource_uri);
        expect(served.status, envelope.resource_uri).toBe(200);
        expect(envelope.data, `${change!.kind}: ${envelope.resource_uri}`).toEqual(served.body);
        expect(event.company_number).toBe(event.stream === 'disqualified-officers' ? null : change!.companyNumber);
      }
    }
    // Every kind of change happens in a few hundred (a kind needs a company it applies to).
    expect([...kinds].sort()).toEqual(CHANGE_KINDS.map((kind) => kind.name).sort());
  }, 120_000);

  it('keeps counts, flags, links and etags consistent after 10,000 changes, and never touches the showcase', async () => {
    const path = copy();
    const before = showcaseRows(path);
    const activity = activityOn(path);
    const applied = activity.applyChanges(10_000);
    expect(applied.length).toBe(10_000);
    expect(showcaseRows(path)).toBe(before);

    const db = new Database(path, { readonly: true });
    // Timepoints: 1..N without gaps in every stream.
    for (const stream of STREAMS) {
      const { n, lo, hi } = db
        .prepare('SELECT count(*) AS n, min(timepoint) AS lo, max(timepoint) AS hi FROM stream_events WHERE stream = ?')
        .get(stream) as { n: number; lo: number | null; hi: number | null };
      if (n > 0) expect([lo, hi]).toEqual([1, n]);
    }
    // Every stored body's etag is the hash of the body without it.
    for (const table of ['companies', 'appointments', 'filings', 'charges', 'pscs', 'insolvency']) {
      for (const { body } of db.prepare(`SELECT body FROM ${table}`).all() as { body: string }[]) {
        const { etag, ...rest } = JSON.parse(body) as { etag: string };
        expect(createHash('sha1').update(JSON.stringify(rest)).digest('hex')).toBe(etag);
      }
    }
    const handler = handlerOn(path);
    const changed = [...new Set(applied.map((change) => change.companyNumber))];
    for (const number of changed) {
      const profile = (await rest(handler, `/company/${number}`)).body as {
        links: Record<string, string>;
        has_charges: boolean;
        company_status: string;
      };
      const charges = db.prepare('SELECT count(*) FROM charges WHERE company_number = ?').pluck().get(number);
      expect(profile.has_charges, number).toBe((charges as number) > 0);
      if ((charges as number) > 0) {
        expect(profile.links.charges).toBe(`/company/${number}/charges`);
        const list = (await rest(handler, `/company/${number}/charges?items_per_page=100`)).body;
        expect(list.total_count).toBe(charges);
        const satisfied = db
          .prepare(
            "SELECT count(*) FROM charges WHERE company_number = ? AND status IN ('satisfied', 'fully-satisfied')",
          )
          .pluck()
          .get(number);
        expect(list.satisfied_count).toBe(satisfied);
      }
      const appointments = db
        .prepare('SELECT count(*) AS total, count(resigned_on) AS resigned FROM appointments WHERE company_number = ?')
        .get(number) as { total: number; resigned: number };
      if (appointments.total > 0) {
        expect(profile.links.officers).toBe(`/company/${number}/officers`);
        const list = (await rest(handler, `/company/${number}/officers`)).body;
        expect(list.total_results).toBe(appointments.total);
        expect(list.resigned_count).toBe(appointments.resigned);
      }
      const pscs = db.prepare('SELECT count(*) FROM pscs WHERE company_number = ?').pluck().get(number) as number;
      if (pscs > 0) expect(profile.links.persons_with_significant_control).toBeDefined();
      const filings = db.prepare('SELECT count(*) FROM filings WHERE company_number = ?').pluck().get(number);
      expect((await rest(handler, `/company/${number}/filing-history`)).body.total_count).toBe(filings);
      if (profile.company_status === 'liquidation') expect(profile.links.insolvency).toBeDefined();
    }
    // The latest event of each resource is the resource as served now.
    const latest = db
      .prepare(
        'SELECT resource_uri, envelope FROM stream_events e WHERE timepoint = (SELECT max(timepoint) FROM stream_events WHERE stream = e.stream AND resource_uri = e.resource_uri) LIMIT 300',
      )
      .all() as { resource_uri: string; envelope: string }[];
    for (const { resource_uri, envelope } of latest)
      expect(JSON.parse(envelope).data).toEqual((await rest(handler, resource_uri)).body);
    db.close();
  }, 300_000);

  it('lets one connection at a time apply activity to a file; the others read and stand by', async () => {
    const path = copy();
    const first = activityOn(path, { perMinute: 60 });
    const second = activityOn(path, { perMinute: 60 });
    expect(first.start()).toBe(true);
    expect(second.start()).toBe(false);
    expect(second.applyChanges(3)).toEqual([]);
    expect(first.applyChanges(3).length).toBe(3);
    first.close();
    opened.splice(opened.indexOf(first), 1);
    // Once released, the one standing by takes over by itself.
    const before = new Database(path, { readonly: true });
    const count = () => before.prepare('SELECT count(*) FROM stream_events').pluck().get() as number;
    const events = count();
    await new Promise((resolve) => setTimeout(resolve, 6500));
    expect(second.holding).toBe(true);
    expect(count()).toBeGreaterThan(events);
    before.close();
  }, 20_000);

  it('prunes events older than the retention window but keeps timepoints increasing', () => {
    const path = copy();
    let clock = Date.parse('2026-11-01T12:00:00Z');
    const activity = activityOn(path, { now: () => clock, retentionDays: 7 });
    activity.applyChanges(20);
    clock += 8 * 86_400_000;
    const later = activity.applyChanges(1)[0]!;
    expect(activity.prune()).toBeGreaterThan(0);
    const db = new Database(path, { readonly: true });
    // What is older than the window is gone, but for each stream's latest event (it carries the timepoint on).
    const cutoff = new Date(clock - 7 * 86_400_000).toISOString();
    const old = db
      .prepare(
        'SELECT count(*) FROM stream_events e WHERE published_at < ? AND timepoint < (SELECT max(timepoint) FROM stream_events WHERE stream = e.stream)',
      )
      .pluck()
      .get(cutoff);
    expect(old).toBe(0);
    expect(later.events[0]!.timepoint).toBeGreaterThan(1);
    db.close();
  });
});

describe('the activity lock across processes', () => {
  it('keeps a second process from applying activity while the first runs', async () => {
    const path = copy();
    const { spawn } = await import('node:child_process');
    // The first process: the standalone registry's way of starting activity, then waits.
    const script = `
      const engine = await import(${JSON.stringify(join(process.cwd(), 'lib/registry-server/activity/engine.ts'))});
      const { createActivity } = engine.createActivity ? engine : engine.default;
      const activity = createActivity({ dbPath: ${JSON.stringify(path)}, perMinute: 600, log: () => {} });
      console.log(activity.start() ? 'holding' : 'refused');
      process.stdin.on('data', () => { activity.close(); console.log('released'); process.exit(0); });
    `;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=react-server', '--input-type=module', '-e', script],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const lines: string[] = [];
    const said = (word: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => (lines.join('').includes(word) ? resolve() : undefined);
        child.stdout!.on('data', (chunk: Buffer) => {
          lines.push(chunk.toString());
          check();
        });
        child.once('exit', () => (lines.join('').includes(word) ? resolve() : reject(new Error(lines.join('')))));
        check();
      });
    await said('holding');
    const here = activityOn(path);
    expect(here.start()).toBe(false);
    expect(here.applyChanges(2)).toEqual([]);
    // The other process applies its 10 changes a second meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const db = new Database(path, { readonly: true });
    expect(
      db
        .prepare('SELECT count(*) FROM stream_events WHERE published_at > ?')
        .pluck()
        .get(new Date(Date.now() - 60_000).toISOString()),
    ).toBeGreaterThan(0);
    db.close();
    child.stdin!.write('\n');
    await said('released');
    expect(here.applyChanges(1).length).toBe(1);
  }, 60_000);
});

describe('changes to one company (the app’s test hook)', () => {
  it('applies changes only to the company asked for, and never to a showcase one', () => {
    const path = copy();
    const activity = activityOn(path);
    const db = new Database(path, { readonly: true });
    opened.push(db);
    const number = (
      db.prepare("SELECT company_number FROM companies WHERE company_status = 'active'").pluck().all() as string[]
    ).find((n) => !SHOWCASE_NUMBERS.has(n))!;
    const applied = activity.applyChanges(3, number);
    expect(applied.length).toBeGreaterThan(0);
    for (const change of applied) expect(change.companyNumber).toBe(number);
    expect(activity.applyChanges(1, [...SHOWCASE_NUMBERS][0]!)).toEqual([]);
  });
});
