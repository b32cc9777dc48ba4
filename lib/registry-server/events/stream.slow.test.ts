// The Streaming API of the standalone registry, over a socket: the envelope and its
// timepoints, replay then live, 416, 400, 401, 429, heartbeats and the connection lifetime;
// and the backlog a generated dataset starts with.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { basicAuthorization } from '@/lib/registry/basic-auth';
import { STREAMS, streamEventSchema, type StreamEventEnvelope } from '@/lib/registry/streams';
import { createActivity, type Activity } from '../activity';
import { BACKLOG_DAYS, MIN_COMPANIES } from '../generator';
import { startRegistryServer, type RunningRegistryServer } from '../standalone';
import { generatedDatasetCopies } from '../testing/dataset-copies';
import { createStreamService, toResponse, type StreamOptions } from './stream';

const KEY = 'stream-key';
const auth = { authorization: basicAuthorization(KEY) };
const BACKLOG_END = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000).toISOString();

const dataset = generatedDatasetCopies('registry-streams', {
  companies: MIN_COMPANIES,
  seed: 5,
  backlogEnd: BACKLOG_END,
});
async function serve(
  streams: StreamOptions = {},
  extra: { rateLimit?: number } = {},
): Promise<{ server: RunningRegistryServer; activity: Activity; path: string }> {
  const path = dataset.copy();
  const server = await startRegistryServer(
    { port: 0, host: '127.0.0.1', apiKeys: [KEY], rateLimit: extra.rateLimit ?? 0, dbPath: path, streams },
    { log: () => {} },
  );
  dataset.closeAfter(() => server.close());
  const activity = createActivity({ dbPath: path, perMinute: 0, log: () => {} });
  dataset.closeAfter(() => activity.close());
  return { server, activity, path };
}

/** Reads a stream's lines until `until` says stop (or the server ends it); then aborts. */
async function readLines(
  url: string,
  until: (lines: string[]) => boolean,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ status: number; lines: string[]; ended: boolean; headers: Headers }> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs ?? 5000);
  const response = await fetch(url, { headers: options.headers ?? auth, signal: abort.signal });
  const lines: string[] = [];
  let ended = false;
  if (response.status === 200 && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      while (!until(lines)) {
        const { done, value } = await reader.read();
        if (done) {
          ended = true;
          break;
        }
        buffer += decoder.decode(value, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          lines.push(buffer.slice(0, newline));
          buffer = buffer.slice(newline + 1);
        }
      }
    } catch {
      // aborted by the timeout
    }
  } else {
    lines.push(await response.text());
  }
  clearTimeout(timer);
  abort.abort();
  return { status: response.status, lines, ended, headers: response.headers };
}

const envelopes = (lines: string[]): StreamEventEnvelope[] =>
  lines.filter((line) => line !== '').map((line) => streamEventSchema.parse(JSON.parse(line)));

describe('the backlog', () => {
  it('gives a generated dataset the events of its last 7 days', () => {
    const db = new Database(dataset.base(), { readonly: true });
    const { n, first, last } = db
      .prepare('SELECT count(*) AS n, min(published_at) AS first, max(published_at) AS last FROM stream_events')
      .get() as { n: number; first: string; last: string };
    expect(n).toBeGreaterThan(50);
    expect(Date.parse(first)).toBeGreaterThanOrEqual(Date.parse(BACKLOG_END) - BACKLOG_DAYS * 86_400_000);
    expect(Date.parse(last)).toBeLessThan(Date.parse(BACKLOG_END));
    expect(Date.parse(last) - Date.parse(first)).toBeGreaterThan((BACKLOG_DAYS - 1) * 86_400_000);
    const streams = db.prepare('SELECT DISTINCT stream FROM stream_events').pluck().all();
    expect(streams).toEqual(
      expect.arrayContaining(['companies', 'filings', 'officers', 'persons-with-significant-control-statements']),
    );
    // Deletions too: an appointment or a statement removed as a correction.
    expect(db.prepare("SELECT count(*) FROM stream_events WHERE type = 'deleted'").pluck().get()).toBeGreaterThan(0);
    db.close();
  });
});

describe('the streams', () => {
  it('replays from a timepoint in order, then follows live changes', async () => {
    const { server, activity, path } = await serve();
    const db = new Database(path, { readonly: true });
    const stored = db
      .prepare("SELECT envelope FROM stream_events WHERE stream = 'filings' ORDER BY timepoint")
      .pluck()
      .all() as string[];
    db.close();
    const total = stored.length;
    expect(total).toBeGreaterThan(10);
    // From the middle of the backlog (its first hours are older than the 7 days kept).
    const from = Math.floor(total / 2);
    // Live: a change applied while the client reads arrives after the replay.
    setTimeout(() => activity.applyChanges(5), 300);
    const replayed = total - from + 1;
    const read = await readLines(
      `${server.url}/filings?timepoint=${from}`,
      (lines) => envelopes(lines).length >= replayed + 5,
    );
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const events = envelopes(read.lines);
    expect(read.lines.slice(0, replayed)).toEqual(stored.slice(from - 1));
    expect(events.map((e) => e.event.timepoint)).toEqual(Array.from({ length: replayed + 5 }, (_, i) => i + from));
    for (const event of events) {
      expect(event.resource_kind).toBe('filing-history');
      expect(event.resource_uri).toMatch(/^\/company\/[A-Z0-9]+\/filing-history\/[A-Za-z0-9+/=]+$/);
      expect(event.data.transaction_id).toBe(event.resource_id);
    }
    // The REST paths beside the streams still answer as before.
    const profile = await fetch(`${server.url}${events[0]!.resource_uri.replace(/\/filing-history.*/, '')}`, {
      headers: auth,
    });
    expect(profile.status).toBe(200);
  }, 20_000);

  it('sends a deleted event live with the envelope of the registry: the last data, no fields_changed', async () => {
    const { server, activity, path } = await serve();
    // A director appointed, then removed again as filed in error (the newest appointment goes).
    const [appointed] = activity.applyChanges(1, undefined, 'officer-appointment');
    const from = server.handler.events.range('officers').latest! + 1;
    let applied: unknown[] = [];
    setTimeout(
      () => (applied = activity.applyChanges(1, appointed!.companyNumber, 'officer-appointment-removed')),
      300,
    );
    const read = await readLines(`${server.url}/officers?timepoint=${from}`, (lines) => envelopes(lines).length >= 1);
    expect(read.status).toBe(200);
    expect(applied).toHaveLength(1);
    const line = read.lines.find((l) => l !== '')!;
    const envelope = JSON.parse(line) as StreamEventEnvelope;
    expect(Object.keys(envelope).sort()).toEqual(['data', 'event', 'resource_id', 'resource_kind', 'resource_uri']);
    expect(envelope.resource_kind).toBe('company-officers');
    expect(envelope.resource_uri).toBe(appointed!.events.find((e) => e.stream === 'officers')!.resource_uri);
    expect(envelope.resource_uri).toBe(`${envelope.data.links && (envelope.data.links as { self: string }).self}`);
    expect(envelope.resource_uri).toMatch(new RegExp(`/appointments/${envelope.resource_id}$`));
    expect(Object.keys(envelope.event).sort()).toEqual(['published_at', 'timepoint', 'type']);
    expect(envelope.event).toMatchObject({ timepoint: from, type: 'deleted' });
    // The data is the appointment as it was served; the registry now answers 404 for it.
    expect(envelope.data).toMatchObject({ officer_role: expect.any(String), appointed_on: expect.any(String) });
    const gone = await fetch(`${server.url}${envelope.resource_uri}`, { headers: auth });
    expect(gone.status).toBe(404);
    // Replayed later, it is the same line.
    const db = new Database(path, { readonly: true });
    expect(
      db.prepare("SELECT envelope FROM stream_events WHERE stream = 'officers' AND timepoint = ?").pluck().get(from),
    ).toBe(line);
    db.close();
  });

  it('starts live without a timepoint, and accepts the next timepoint', async () => {
    const { server, activity } = await serve();
    const latest = server.handler.events.range('companies').latest!;
    setTimeout(() => activity.applyChanges(40), 300);
    const live = await readLines(`${server.url}/companies`, (lines) => envelopes(lines).length >= 1);
    expect(envelopes(live.lines)[0]!.event.timepoint).toBe(latest + 1);
    const next = server.handler.events.range('companies').latest! + 1;
    expect((await readLines(`${server.url}/companies?timepoint=${next}`, () => true)).status).toBe(200);
  });

  it('answers 416 past the next timepoint and before the oldest kept, 400 for a non-integer', async () => {
    const { server } = await serve({ retentionDays: 2 });
    const { latest } = server.handler.events.range('officers');
    expect((await readLines(`${server.url}/officers?timepoint=${latest! + 2}`, () => true)).status).toBe(416);
    // The backlog's first days are older than a 2-day window.
    const refused = await readLines(`${server.url}/officers?timepoint=1`, () => true);
    expect(refused.status).toBe(416);
    expect(JSON.parse(refused.lines[0]!)).toEqual({
      error: 'the specified timepoint is invalid or too old',
      type: 'ch:service',
    });
    for (const bad of ['abc', '-1', '1.5', '', '1e3'])
      expect((await readLines(`${server.url}/officers?timepoint=${bad}`, () => true)).status, bad).toBe(400);
  });

  it('asks for a key (401) and counts a connection against the rate limit (429)', async () => {
    const { server } = await serve({}, { rateLimit: 1 });
    expect((await readLines(`${server.url}/charges`, () => true, { headers: {} })).status).toBe(401);
    const wrong = { authorization: basicAuthorization('not-a-key') };
    expect((await readLines(`${server.url}/charges`, () => true, { headers: wrong })).status).toBe(401);
    expect((await readLines(`${server.url}/charges`, () => true)).status).toBe(200);
    expect((await readLines(`${server.url}/charges`, () => true)).status).toBe(429);
  });

  it('limits concurrent connections per key when configured', async () => {
    const { server } = await serve({ maxConnectionsPerKey: 1 });
    const abort = new AbortController();
    const first = await fetch(`${server.url}/officers`, { headers: auth, signal: abort.signal });
    expect(first.status).toBe(200);
    expect((await readLines(`${server.url}/officers`, () => true)).status).toBe(429);
    abort.abort();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.streams.connections).toBe(0);
    expect((await readLines(`${server.url}/officers`, () => true)).status).toBe(200);
  });

  it('sends a blank line after a quiet spell, and closes the connection after its lifetime', async () => {
    const { server } = await serve({ heartbeatMs: 100, lifetimeMs: 700 });
    const started = Date.now();
    const read = await readLines(`${server.url}/insolvency-cases`, () => false, { timeoutMs: 3000 });
    expect(read.status).toBe(200);
    expect(read.ended).toBe(true);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(read.lines.length).toBeGreaterThanOrEqual(3);
    expect(read.lines.every((line) => line === '')).toBe(true);
  });

  it('serves every stream of the registry, and keeps /company/{n} for the REST profile', async () => {
    const { server } = await serve();
    for (const stream of STREAMS)
      expect((await readLines(`${server.url}/${stream}`, () => true)).status, stream).toBe(200);
    expect((await fetch(`${server.url}/company`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${server.url}/companies/x`, { headers: auth })).status).toBe(404);
  });

  it('answers in-process as a fetch Response over the same sessions', async () => {
    const { server } = await serve();
    const service = createStreamService(server.handler);
    const { latest } = server.handler.events.range('companies');
    const abort = new AbortController();
    const response = toResponse(
      service.open(
        'companies',
        {
          method: 'GET',
          target: '/companies',
          header: (name) => (name === 'authorization' ? auth.authorization : null),
        },
        new URLSearchParams(`timepoint=${latest! - 1}`),
      ),
      abort.signal,
    );
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let text = '';
    while (text.split('\n').length < 3) text += new TextDecoder().decode((await reader.read()).value);
    const events = envelopes(text.split('\n').slice(0, 2));
    expect(events.map((e) => e.event.timepoint)).toEqual([latest! - 1, latest!]);
    expect(service.connections).toBe(1);
    abort.abort();
    expect(service.connections).toBe(0);
    const refused = toResponse(
      service.open('companies', { method: 'GET', target: '/companies', header: () => null }, new URLSearchParams()),
    );
    expect(refused.status).toBe(401);
  });

  it('serves empty streams over a dataset without an events log (an imported file)', async () => {
    const path = dataset.copy();
    const db = new Database(path);
    db.exec('DROP TABLE stream_events');
    db.close();
    const server = await startRegistryServer(
      { port: 0, host: '127.0.0.1', apiKeys: [KEY], rateLimit: 0, dbPath: path },
      { log: () => {} },
    );
    dataset.closeAfter(() => server.close());
    expect((await readLines(`${server.url}/filings`, () => true)).status).toBe(200);
    expect((await readLines(`${server.url}/filings?timepoint=1`, () => true)).status).toBe(200);
    expect((await readLines(`${server.url}/filings?timepoint=2`, () => true)).status).toBe(416);
  });
});
