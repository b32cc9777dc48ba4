// The handler keeps each answer serialized in memory (handler.ts, store.ts createCommitWatch):
// these tests hold it to serving every change from the moment it commits, whoever writes it
// (the activity, the changes test hook, another connection or process), and to keeping what
// belongs to each request per request (rate-limit counts, 304s, HEAD).
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { basicAuthorization } from '@/lib/registry/basic-auth';
import { createActivity, type Activity } from './activity';
import { DOCUMENT_API_ORIGIN } from './documents/ids';
import { SHOWCASE_NUMBERS } from './generator/showcase';
import { createRegistryHandler, type PlainResponse, type RegistryHandler } from './handler';
import { activityKindNames, localCapabilities } from './queries';
import { startRegistryServer } from './standalone';
import { generatedDatasetCopies } from './testing/dataset-copies';
import { createCommitWatch, openRegistryDatabase } from './store';

const dataset = generatedDatasetCopies('registry-answers', { companies: 300, seed: 5, backlog: false });
const copy = dataset.copy;

function handlerOn(path: string, options: Parameters<typeof createRegistryHandler>[0] = {}): RegistryHandler {
  const handler = createRegistryHandler({ dbPath: path, log: () => {}, ...options });
  dataset.closeAfter(() => handler.close());
  return handler;
}

function activityOn(path: string): Activity {
  const activity = createActivity({ dbPath: path, perMinute: 0, log: () => {} });
  dataset.closeAfter(() => activity.close());
  return activity;
}

/** One request through the plain entry (the standalone server's), synchronously answered. */
function get(handler: RegistryHandler, target: string, headers: Record<string, string> = {}): PlainResponse {
  const response = handler.respond({ method: 'GET', target, header: (name) => headers[name] });
  if (response instanceof Promise) throw new Error('expected a synchronous answer');
  return response;
}

const text = (response: PlainResponse) => Buffer.from(response.body ?? '').toString('utf8');

/** An ordinary company (the activity never changes the showcase) that has officers. */
function ordinaryCompany(path: string): string {
  const db = new Database(path, { readonly: true });
  try {
    const showcase = new Set<string>(SHOWCASE_NUMBERS);
    const numbers = db
      .prepare('SELECT DISTINCT company_number FROM appointments ORDER BY company_number')
      .pluck()
      .all() as string[];
    return numbers.find((number) => !showcase.has(number) && !number.startsWith('BR'))!;
  } finally {
    db.close();
  }
}

describe('kept answers', () => {
  it('serve a change by the activity from the moment it commits', () => {
    const path = copy();
    // Events link to the Document API's own origin; so does REST, told to.
    const handler = handlerOn(path, { documentApiUrl: DOCUMENT_API_ORIGIN });
    const activity = activityOn(path);
    const number = ordinaryCompany(path);
    const targets = [`/company/${number}`, `/company/${number}/officers`, `/company/${number}/filing-history`];
    // Asked twice: the second answer is the kept one.
    const before = targets.map((target) => (get(handler, target), text(get(handler, target))));

    const applied = activity.applyChanges(12, number);
    expect(applied.length).toBeGreaterThan(0);
    // No await, no timer: the very next request sees it, for every resource the changes touched.
    const after = targets.map((target) => text(get(handler, target)));
    const fresh = createRegistryHandler({ dbPath: path, log: () => {}, documentApiUrl: DOCUMENT_API_ORIGIN });
    try {
      expect(after).toEqual(targets.map((target) => text(get(fresh, target))));
    } finally {
      fresh.close();
    }
    expect(after).not.toEqual(before);
    // Each resource the changes touched is served as its latest event published it.
    const latest = new Map(applied.flatMap((change) => change.events).map((event) => [event.resource_uri, event]));
    for (const [uri, event] of latest) {
      const answer = get(handler, uri);
      if (event.type === 'deleted') expect(answer.status).toBe(404);
      else expect(JSON.parse(text(answer))).toEqual(JSON.parse(event.envelope).data);
    }
  });

  it('serve a change by the changes test hook at once', () => {
    const path = copy();
    const handler = handlerOn(path);
    const activity = activityOn(path);
    const hook = localCapabilities(handler, {
      disqualifications: true,
      activity: { activity, kinds: activityKindNames() },
    });
    const number = ordinaryCompany(path);
    const target = `/company/${number}`;
    get(handler, target);
    const before = get(handler, target);
    const events = hook.applyChanges!(number, 1, 'name-change');
    expect(events.map((event) => event.resource_uri)).toContain(target);
    const after = get(handler, target);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(text(after)).company_name).not.toBe(JSON.parse(text(before)).company_name);
  });

  it('serve a write by another connection (another process) at once', () => {
    const path = copy();
    const handler = handlerOn(path);
    const number = ordinaryCompany(path);
    const target = `/company/${number}`;
    get(handler, target);
    const kept = get(handler, target);
    const writer = new Database(path);
    try {
      const body = JSON.parse(
        writer.prepare('SELECT body FROM companies WHERE company_number = ?').pluck().get(number) as string,
      );
      body.company_name = 'RENAMED ELSEWHERE LIMITED';
      body.etag = 'renamed-elsewhere';
      writer.prepare('UPDATE companies SET body = ? WHERE company_number = ?').run(JSON.stringify(body), number);
    } finally {
      writer.close();
    }
    const after = get(handler, target);
    expect(after.headers.etag).toBe('"renamed-elsewhere"');
    expect(after.headers.etag).not.toBe(kept.headers.etag);
    expect(JSON.parse(text(after)).company_name).toBe('RENAMED ELSEWHERE LIMITED');
  });

  it('answer 304 and HEAD from the kept answer with the same headers as a fresh one', () => {
    const path = copy();
    const handler = handlerOn(path);
    const target = `/company/${ordinaryCompany(path)}`;
    const first = get(handler, target);
    const again = get(handler, target);
    expect(again).toEqual(first);
    const etag = first.headers.etag!;
    const notModified = get(handler, target, { 'if-none-match': `W/${etag}` });
    expect(notModified).toEqual({
      status: 304,
      headers: { etag, vary: 'Accept' },
      body: null,
    });
    const head = handler.respond({ method: 'HEAD', target, header: () => undefined }) as PlainResponse;
    expect(head).toEqual({ status: 200, headers: first.headers, body: null });
    // A request's headers are its own: changing one answer's changes no other.
    again.headers['x-changed'] = '1';
    expect(get(handler, target).headers['x-changed']).toBeUndefined();
  });

  it('count every request against the rate limit, kept or not', () => {
    const path = copy();
    let clock = 1_700_000_000_000;
    const handler = handlerOn(path, { apiKeys: ['k'], rateLimit: 4, now: () => clock });
    const target = `/company/${ordinaryCompany(path)}`;
    const authorization = basicAuthorization('k');
    const remain = () => {
      const response = get(handler, target, { authorization });
      return [response.status, response.headers['x-ratelimit-remain']];
    };
    expect([remain(), remain(), remain(), remain(), remain()]).toEqual([
      [200, '3'],
      [200, '2'],
      [200, '1'],
      [200, '0'],
      [429, '0'],
    ]);
    // A 304 counts too, and carries the counts.
    clock += 5 * 60_000;
    const first = get(handler, target, { authorization });
    const revalidated = get(handler, target, { authorization, 'if-none-match': first.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['x-ratelimit-remain']).toBe('2');
    // Without a key: 401, whatever is kept.
    expect(get(handler, target).status).toBe(401);
  });

  it('count every request over HTTP too, and each key on its own', async () => {
    const path = copy();
    const running = await startRegistryServer(
      { port: 0, host: '127.0.0.1', apiKeys: ['one', 'two'], rateLimit: 10, dbPath: path },
      { log: () => {} },
    );
    dataset.closeAfter(() => void running.close());
    const target = `${running.url}/company/${ordinaryCompany(path)}`;
    const seen: string[] = [];
    for (const key of ['one', 'one', 'two', 'one', 'two']) {
      const response = await fetch(target, { headers: { authorization: basicAuthorization(key) } });
      await response.arrayBuffer();
      seen.push(`${key}:${response.headers.get('x-ratelimit-remain')}`);
    }
    expect(seen).toEqual(['one:9', 'one:8', 'two:9', 'one:7', 'two:8']);
  });
});

describe('createCommitWatch', () => {
  it('moves on every commit to a WAL file, from any connection, and not otherwise', () => {
    const path = copy();
    const db = openRegistryDatabase(path);
    const watch = createCommitWatch(db)!;
    dataset.closeAfter(() => (watch.close(), db.close()));
    const start = watch();
    expect(watch()).toBe(start);
    db.prepare('SELECT count(*) FROM companies').get();
    expect(watch()).toBe(start);
    const writer = new Database(path);
    writer.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('answers-test', '1')").run();
    const once = watch();
    expect(once).not.toBe(start);
    expect(watch()).toBe(once);
    writer.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('answers-test', '2')").run();
    writer.close();
    expect(watch()).not.toBe(once);
  });

  it('keeps nothing for a database it cannot watch', () => {
    expect(createCommitWatch(new Database(':memory:'))).toBeUndefined();
    const path = dataset.pathOf('rollback.sqlite');
    const writable = new Database(path);
    writable.exec('CREATE TABLE t (x)');
    // Read-write, not held exclusively: another connection may commit unseen.
    expect(createCommitWatch(writable)).toBeUndefined();
    writable.close();
  });
});

describe('createCommitWatch: the mapped header and the pread fallback', () => {
  // Built by `npm install` (scripts/build-native.mjs); where a compiler is missing, the fallback alone runs.
  const built = existsSync(new URL('../../native/shm-header/build/Release/shm_header.node', import.meta.url));

  /** A watch on a fresh copy, made with REGISTRY_SHM_MAP set to `flag` (unset: undefined). */
  function watchOn(flag: string | undefined) {
    const path = copy();
    const db = openRegistryDatabase(path);
    const before = process.env.REGISTRY_SHM_MAP;
    if (flag === undefined) delete process.env.REGISTRY_SHM_MAP;
    else process.env.REGISTRY_SHM_MAP = flag;
    try {
      const watch = createCommitWatch(db)!;
      dataset.closeAfter(() => (watch.close(), db.open && db.close()));
      return { path, db, watch };
    } finally {
      if (before === undefined) delete process.env.REGISTRY_SHM_MAP;
      else process.env.REGISTRY_SHM_MAP = before;
    }
  }

  function movesOnCommit(path: string, watch: () => number) {
    const start = watch();
    expect(watch()).toBe(start);
    const writer = new Database(path);
    writer.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('answers-test', 'mapped')").run();
    const once = watch();
    expect(once).not.toBe(start);
    expect(watch()).toBe(once);
    writer.close(); // the last writer's checkpoint may move it again; then it rests
    const rested = watch();
    expect(watch()).toBe(rested);
  }

  it('reads the header from a mapping of -shm when the addon is built', () => {
    const { path, watch } = watchOn(undefined);
    expect(watch.mapped).toBe(built);
    movesOnCommit(path, watch);
  });

  it('reads it with pread when REGISTRY_SHM_MAP=0, and still sees every commit', () => {
    const { path, watch } = watchOn('0');
    expect(watch.mapped).toBe(false);
    movesOnCommit(path, watch);
  });

  it('never reads the mapping once closed, or once its database is closed', () => {
    const closed = watchOn(undefined).watch;
    closed.close();
    const after = closed();
    expect(closed()).not.toBe(after);
    // The pread fallback keeps its own descriptor, which stays readable.
    const { db, watch } = watchOn(undefined);
    db.close();
    const then = watch();
    if (watch.mapped) expect(watch()).not.toBe(then);
  });
});
