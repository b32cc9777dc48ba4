// The living registry's activity: every event's data is the REST resource at that moment,
// the register stays consistent over many changes, the showcase never changes, and only one
// connection (process) at a time applies activity to a file.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { IdentityVerificationDetails } from '@/lib/registry/schemas';
import { STREAMS, streamEventSchema } from '@/lib/registry/streams';
import { verificationOf } from '@/lib/registry/verification';
import { SHOWCASE_NUMBERS } from '../generator/showcase';
import { generatedDatasetCopies } from '../testing/dataset-copies';
import { createRegistryHandler, type RegistryHandler } from '../handler';
import { DOCUMENT_API_ORIGIN } from '../documents/ids';
import { ACTIVITY_KINDS } from './kinds';
import { companyNumbers, createActivity, type Activity, type AppliedChange } from './engine';

// Past the showcase (which activity never touches) with room for ordinary companies.
const dataset = generatedDatasetCopies('registry-activity', { companies: 400, seed: 3, backlog: false });
const copy = dataset.copy;

function activityOn(path: string, options: Partial<Parameters<typeof createActivity>[0]> = {}): Activity {
  const activity = createActivity({ dbPath: path, perMinute: 0, log: () => {}, ...options });
  dataset.closeAfter(() => activity.close());
  return activity;
}

// Events carry links as the register stores them, to the Document API's own origin (as the real
// stream does); a REST answer names the origin it was asked on unless told otherwise.
function handlerOn(path: string): RegistryHandler {
  const handler = createRegistryHandler({ dbPath: path, log: () => {}, documentApiUrl: DOCUMENT_API_ORIGIN });
  dataset.closeAfter(() => handler.close());
  return handler;
}

async function rest(handler: RegistryHandler, uri: string) {
  const response = await handler.inProcess(new Request(`http://registry.test${uri}`));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Every event of a change is what REST answers for its URI right after it: the resource for a
 * `changed` event; for a `deleted` one a 404, and no fields_changed.
 */
async function expectServedAsPublished(handler: RegistryHandler, change: AppliedChange) {
  expect(change.events.length).toBeGreaterThan(0);
  for (const event of change.events) {
    const envelope = streamEventSchema.parse(JSON.parse(event.envelope));
    expect(envelope.event.timepoint).toBe(event.timepoint);
    expect(event.company_number).toBe(event.stream === 'disqualified-officers' ? null : change.companyNumber);
    const served = await rest(handler, envelope.resource_uri);
    if (envelope.event.type === 'deleted') {
      expect(served.status, `${change.kind}: ${envelope.resource_uri}`).toBe(404);
      expect(envelope.event.fields_changed).toBeUndefined();
      expect(envelope.data.links).toMatchObject({ self: envelope.resource_uri });
      continue;
    }
    expect(served.status, envelope.resource_uri).toBe(200);
    expect(envelope.data, `${change.kind}: ${envelope.resource_uri}`).toEqual(served.body);
  }
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
    // Each kind asked for by name first, while the companies the rare ones need are there (exemptions
    // need a public company, and a small dataset has one or two: a random change may dissolve them).
    for (const kind of ACTIVITY_KINDS)
      for (const change of activity.applyChanges(1, undefined, kind.name)) {
        kinds.add(change.kind);
        await expectServedAsPublished(handler, change);
      }
    // Then a few hundred as they come.
    for (let i = 0; i < 600; i++) {
      const [change] = activity.applyChanges(1);
      expect(change).toBeDefined();
      kinds.add(change!.kind);
      await expectServedAsPublished(handler, change!);
    }
    expect([...kinds].sort()).toEqual(ACTIVITY_KINDS.map((kind) => kind.name).sort());
  }, 120_000);

  it('grants, ends and removes exemptions, with the profile link and a deleted event carrying the last resource', async () => {
    const path = copy();
    const activity = activityOn(path);
    const handler = handlerOn(path);
    const [granted] = activity.applyChanges(1, undefined, 'exemption-granted');
    expect(granted).toBeDefined();
    await expectServedAsPublished(handler, granted!);
    const number = granted!.companyNumber;
    const exemptionsUri = `/company/${number}/exemptions`;
    expect(granted!.events.map((e) => [e.stream, e.type])).toContainEqual(['company-exemptions', 'changed']);
    expect(((await rest(handler, `/company/${number}`)).body.links as Record<string, string>).exemptions).toBe(
      exemptionsUri,
    );
    const running = (await rest(handler, exemptionsUri)).body.exemptions as Record<string, { items: object[] }>;
    expect(running.psc_exempt_as_trading_on_uk_regulated_market!.items[0]).toEqual({
      exempt_from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    const [ended] = activity.applyChanges(1, number, 'exemption-ended');
    await expectServedAsPublished(handler, ended!);
    const [event] = ended!.events;
    expect(JSON.parse(event!.envelope).event.fields_changed).toEqual(['exemptions']);

    const last = (await rest(handler, exemptionsUri)).body;
    const [removed] = activity.applyChanges(1, number, 'exemptions-removed');
    await expectServedAsPublished(handler, removed!);
    const deleted = removed!.events.find((e) => e.resource_uri === exemptionsUri)!;
    expect(deleted.type).toBe('deleted');
    expect(JSON.parse(deleted.envelope).data).toEqual(last);
    const profile = (await rest(handler, `/company/${number}`)).body;
    expect(profile.links).not.toHaveProperty('exemptions');
    expect(removed!.events.at(-1)!.stream).toBe('companies');
    // Nothing is left to end or remove.
    expect(activity.applyChanges(1, number, 'exemption-ended')).toEqual([]);
  });

  it('notifies, withdraws and removes PSC statements, keeping the list counts, the link and the filings', async () => {
    const path = copy();
    const activity = activityOn(path);
    const handler = handlerOn(path);
    const db = new Database(path, { readonly: true });
    dataset.closeAfter(() => db.close());
    // A company without statements: the link appears with the first.
    const number = (
      db
        .prepare(
          "SELECT company_number FROM companies WHERE company_status = 'active' AND type = 'ltd' AND company_number NOT IN (SELECT company_number FROM psc_statements)",
        )
        .pluck()
        .all() as string[]
    ).find((n) => !SHOWCASE_NUMBERS.has(n))!;
    const list = async () =>
      (await rest(handler, `/company/${number}/persons-with-significant-control-statements`)).body as {
        total_results: number;
        active_count: number;
        ceased_count: number;
        items: { links: { self: string } }[];
      };
    const filings = async () =>
      ((await rest(handler, `/company/${number}/filing-history?items_per_page=100`)).body.items as { type: string }[])
        .map((item) => item.type)
        .sort();
    const filedBefore = await filings();

    const [notified] = activity.applyChanges(1, number, 'psc-statement-notified');
    expect(notified).toBeDefined();
    await expectServedAsPublished(handler, notified!);
    expect(notified!.events.map((e) => e.stream)).toEqual([
      'filings',
      'persons-with-significant-control-statements',
      'companies',
    ]);
    expect(await filings()).toEqual([...filedBefore, 'PSC08'].sort());
    expect(await list()).toMatchObject({ total_results: 1, active_count: 1, ceased_count: 0 });
    const profile = (await rest(handler, `/company/${number}`)).body.links as Record<string, string>;
    expect(profile.persons_with_significant_control_statements).toBe(
      `/company/${number}/persons-with-significant-control-statements`,
    );

    const [withdrawn] = activity.applyChanges(1, number, 'psc-statement-withdrawn');
    await expectServedAsPublished(handler, withdrawn!);
    const statementEvent = withdrawn!.events.find((e) => e.stream === 'persons-with-significant-control-statements')!;
    expect(JSON.parse(statementEvent.envelope).data.ceased_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await list()).toMatchObject({ total_results: 1, active_count: 0, ceased_count: 1 });
    expect(await filings()).toEqual(expect.arrayContaining(['PSC08', 'PSC09']));

    const [another] = activity.applyChanges(1, number, 'psc-statement-notified');
    await expectServedAsPublished(handler, another!);
    expect((await list()).total_results).toBe(2);
    const items = (await list()).items;
    const [removed] = activity.applyChanges(1, number, 'psc-statement-removed');
    await expectServedAsPublished(handler, removed!);
    const deleted = removed!.events.find((e) => e.type === 'deleted')!;
    expect(deleted.stream).toBe('persons-with-significant-control-statements');
    // The deleted event carries the statement as the list (and the statement's own URI) served it.
    expect(JSON.parse(deleted.envelope).data).toEqual(items.find((item) => item.links.self === deleted.resource_uri));
    expect((await list()).total_results).toBe(1);
    const [last] = activity.applyChanges(1, number, 'psc-statement-removed');
    await expectServedAsPublished(handler, last!);
    expect(await list()).toMatchObject({ total_results: 0, active_count: 0, ceased_count: 0 });
    // With the last statement gone, so is the profile's link (and an event says so).
    expect(last!.events.map((e) => e.stream)).toContain('companies');
    expect((await rest(handler, `/company/${number}`)).body.links).not.toHaveProperty(
      'persons_with_significant_control_statements',
    );
  });

  it('removes an appointment filed in error: a deleted event, a 404, and the officer list one shorter', async () => {
    const path = copy();
    const activity = activityOn(path);
    const handler = handlerOn(path);
    const db = new Database(path, { readonly: true });
    dataset.closeAfter(() => db.close());
    const officersList = async (number: string) =>
      (await rest(handler, `/company/${number}/officers?items_per_page=100`)).body as {
        items: { links: { self: string } }[];
        total_results: number;
        active_count: number;
      };

    // Anywhere: the newest appointment of a company goes; the officer keeps any others.
    const [change] = activity.applyChanges(1, undefined, 'officer-appointment-removed');
    expect(change).toBeDefined();
    expect(change!.events).toHaveLength(1);
    await expectServedAsPublished(handler, change!);
    const [event] = change!.events;
    expect(event!.type).toBe('deleted');
    const list = await officersList(change!.companyNumber);
    expect(list.items.map((item) => item.links.self)).not.toContain(event!.resource_uri);
    expect(list.active_count).toBeGreaterThan(0);

    // A director just appointed, removed again: the list is as before, and the officer, who
    // had no other appointment, is no longer on the register at all.
    const [appointed] = activity.applyChanges(1, undefined, 'officer-appointment');
    const number = appointed!.companyNumber;
    const uri = appointed!.events.find((e) => e.stream === 'officers')!.resource_uri;
    const withIt = await officersList(number);
    const [removed] = activity.applyChanges(1, number, 'officer-appointment-removed');
    await expectServedAsPublished(handler, removed!);
    expect(removed!.events.map((e) => [e.type, e.resource_uri])).toEqual([['deleted', uri]]);
    const without = await officersList(number);
    expect([without.total_results, without.active_count]).toEqual([withIt.total_results - 1, withIt.active_count - 1]);
    const data = JSON.parse(removed!.events[0]!.envelope).data as { links: { officer: { appointments: string } } };
    expect((await rest(handler, data.links.officer.appointments)).status).toBe(404);
    const officer = data.links.officer.appointments.split('/')[2];
    expect(db.prepare('SELECT count(*) FROM officers WHERE officer_id = ?').pluck().get(officer)).toBe(0);
  });

  it('verifies people and withdraws statements: the record changes on the officers or PSC stream, and the rule reads it', async () => {
    const path = copy();
    const clock = Date.parse('2026-11-20T12:00:00Z');
    const today = '2026-11-20';
    const activity = activityOn(path, { now: () => clock });
    const handler = handlerOn(path);
    /** The person's status by the shared rule, from what REST serves now. */
    const statusOf = async (uri: string, companyNumber: string) => {
      const resource = (await rest(handler, uri)).body as Record<string, unknown> & {
        identity_verification_details?: IdentityVerificationDetails;
      };
      const profile = (await rest(handler, `/company/${companyNumber}`)).body;
      const officer = uri.includes('/appointments/');
      return verificationOf(
        {
          kind: officer ? 'officer' : 'psc',
          role: String(officer ? resource.officer_role : resource.kind),
          ended: false,
          startedOn: (resource.appointed_on ?? resource.notified_on) as string | undefined,
          details: resource.identity_verification_details,
        },
        profile,
        today,
      );
    };
    for (const [kind, status, field] of [
      ['identity-verified', 'verified', 'appointment_verification_start_on'],
      ['identity-verification-withdrawn', 'withdrawn', 'appointment_verification_end_on'],
    ] as const) {
      const [change] = activity.applyChanges(1, undefined, kind);
      expect(change, kind).toBeDefined();
      await expectServedAsPublished(handler, change!);
      // No filing: only the person's record changes.
      expect(change!.events).toHaveLength(1);
      const [event] = change!.events;
      expect(['officers', 'persons-with-significant-control']).toContain(event!.stream);
      const envelope = JSON.parse(event!.envelope) as {
        data: { identity_verification_details: Record<string, string> };
        event: { fields_changed?: string[] };
      };
      expect(envelope.event.fields_changed).toEqual(['identity_verification_details']);
      expect(envelope.data.identity_verification_details[field]).toBe(today);
      expect((await statusOf(event!.resource_uri, change!.companyNumber)).status, kind).toBe(status);
    }
  });

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
    for (const table of [
      'companies',
      'appointments',
      'filings',
      'charges',
      'pscs',
      'insolvency',
      'psc_statements',
      'exemptions',
    ]) {
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
      const statements = db
        .prepare(
          'SELECT count(*) AS total, coalesce(sum(ceased), 0) AS ceased FROM psc_statements WHERE company_number = ?',
        )
        .get(number) as { total: number; ceased: number };
      expect(profile.links.persons_with_significant_control_statements !== undefined, number).toBe(
        statements.total > 0,
      );
      const statementList = (await rest(handler, `/company/${number}/persons-with-significant-control-statements`))
        .body;
      expect([statementList.total_results, statementList.ceased_count]).toEqual([statements.total, statements.ceased]);
      const exemptions = db.prepare('SELECT count(*) FROM exemptions WHERE company_number = ?').pluck().get(number);
      expect(profile.links.exemptions !== undefined, number).toBe(exemptions === 1);
      expect((await rest(handler, `/company/${number}/exemptions`)).status).toBe(exemptions === 1 ? 200 : 404);
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
    for (const { resource_uri, envelope } of latest) {
      const event = JSON.parse(envelope) as { data: object; event: { type: string } };
      const served = await rest(handler, resource_uri);
      if (event.event.type === 'deleted') expect(served.status, resource_uri).toBe(404);
      else expect(event.data).toEqual(served.body);
    }
    // The rarer kinds happened too, deletions among them.
    const kinds = new Set(applied.map((change) => change.kind));
    for (const kind of ['psc-statement-notified', 'psc-statement-withdrawn', 'officer-appointment-removed'])
      expect(kinds, kind).toContain(kind);
    expect(db.prepare("SELECT count(*) FROM stream_events WHERE type = 'deleted'").pluck().get()).toBeGreaterThan(0);
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
    // Once released, the one standing by takes over by itself.
    const before = new Database(path, { readonly: true });
    const count = () => before.prepare('SELECT count(*) FROM stream_events').pluck().get() as number;
    const events = count();
    await new Promise((resolve) => setTimeout(resolve, 6500));
    expect(second.holding).toBe(true);
    expect(count()).toBeGreaterThan(events);
    before.close();
  }, 20_000);

  it('picks from every company, those it made included, read from the search tables in key order', () => {
    const path = copy();
    const activity = activityOn(path);
    activity.applyChanges(60);
    const db = new Database(path, { readonly: true });
    const all = db.prepare('SELECT company_number FROM companies').pluck().all();
    // What the activity made or changed since the search base was built is in its overlay.
    expect(db.prepare('SELECT count(*) FROM search_overlay_companies').pluck().get()).toBeGreaterThan(0);
    expect(companyNumbers(db)).toEqual(all);
    db.close();
  });

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
    dataset.closeAfter(() => db.close());
    const number = (
      db.prepare("SELECT company_number FROM companies WHERE company_status = 'active'").pluck().all() as string[]
    ).find((n) => !SHOWCASE_NUMBERS.has(n))!;
    const applied = activity.applyChanges(3, number);
    expect(applied.length).toBeGreaterThan(0);
    for (const change of applied) expect(change.companyNumber).toBe(number);
    expect(activity.applyChanges(1, [...SHOWCASE_NUMBERS][0]!)).toEqual([]);
  });
});
