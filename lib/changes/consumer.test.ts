import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startConsumer, waitMs, type Consumer } from './consumer';
import type { Change, StreamName } from './events';
import { createRemoteStreamSource, StreamRefusal } from './sources';
import { createSqliteChangesStore } from './sqlite-store';
import type { ChangesStore } from './store';
import { filingEnvelope, startFakeStream, type FakeStream } from './testing/fake-stream';

const STREAM: StreamName = 'filings';
const KEY = 'stream-key-never-logged';
const FAST = { baseMs: 20, maxMs: 100, rateLimitedMs: 50 };

let server: FakeStream;
let store: ChangesStore;
const consumers: Consumer[] = [];
let logs: string[];

beforeAll(async () => {
  server = await startFakeStream();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  store = createSqliteChangesStore(':memory:');
  logs = [];
  server.connections.length = 0;
  server.script(undefined);
});
afterEach(async () => {
  await Promise.all(consumers.splice(0).map((consumer) => consumer.stop()));
  await store.close();
});

function consume(seen: Change[], resynced: string[] = []) {
  const consumer = startConsumer({
    source: createRemoteStreamSource({ baseUrl: server.url, key: KEY, idleTimeoutMs: 2_000 }),
    store,
    streams: [STREAM],
    onChange: (change) => void seen.push(change),
    resync: async (stream) => void resynced.push(stream),
    backoff: FAST,
    log: (_level, message) => logs.push(message),
    random: () => 0.5,
  });
  consumers.push(consumer);
  return consumer;
}

async function until(check: () => boolean | Promise<boolean>, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const timepointsOf = (changes: Change[]) => changes.map((change) => change.timepoint);

describe('the stream consumer', () => {
  it('sends the stream key as Basic auth and never logs it', async () => {
    server.keepFrom(STREAM, 1);
    server.script((_c, i) => (i === 0 ? { status: 503 } : undefined));
    const seen: Change[] = [];
    consume(seen);
    await until(() => server.connections.length >= 2);
    expect(server.connections[0]?.authorization).toBe(`Basic ${Buffer.from(`${KEY}:`).toString('base64')}`);
    expect(logs.join('\n')).not.toContain(KEY);
    expect(logs.join('\n')).toContain('answered 503');
  });

  it('resumes from the timepoint after the last one it stored, after a restart', async () => {
    const number = '00000001';
    server.keepFrom(STREAM, 1);
    const start = server.append(STREAM, number, 5)[0]!.event.timepoint;
    const first: Change[] = [];
    const consumer = consume(first);
    // A fresh consumer with no cursor starts live (the real stream's default): events appended now.
    await until(() => server.connections.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.append(STREAM, number, 3);
    await until(() => first.length === 3);
    await consumer.stop();
    expect(await store.getCursor(STREAM)).toBe(start + 7);

    server.append(STREAM, number, 2);
    const second: Change[] = [];
    consume(second);
    await until(() => second.length === 2);
    expect(server.connections.at(-1)?.timepoint).toBe(start + 8);
    expect(timepointsOf(second)).toEqual([start + 8, start + 9]);
    // Numbered in one sequence across restarts, each stored once.
    expect((await store.since(0, {}, 100)).map((change) => change.timepoint)).toEqual([
      start + 5,
      start + 6,
      start + 7,
      start + 8,
      start + 9,
    ]);
  });

  it('takes a deleted event as a change of type deleted, with the last data and no fields changed', async () => {
    const seen: Change[] = [];
    consume(seen);
    await until(() => server.connections.length > 0);
    const [sent] = server.append(STREAM, '00000077', 1, (companyNumber, timepoint) => {
      const envelope = filingEnvelope(companyNumber, timepoint);
      return { ...envelope, event: { ...envelope.event, type: 'deleted' } };
    });
    await until(() => seen.length === 1);
    expect(seen[0]).toMatchObject({
      type: 'deleted',
      companyNumber: '00000077',
      resourceUri: sent!.resource_uri,
      data: sent!.data,
    });
    expect(seen[0]!.fieldsChanged).toBeUndefined();
    expect((await store.latest({ companies: ['00000077'] }, 5)).map((change) => change.type)).toEqual(['deleted']);
  });

  it('reconnects after closes, 5xx and 429 with backoff, losing and repeating nothing', async () => {
    server.keepFrom(STREAM, 1);
    const base = server.append(STREAM, '00000002', 1)[0]!.event.timepoint;
    await store.setCursor(STREAM, base);
    server.append(STREAM, '00000002', 10);
    // Connections in turn: 2 events then closed (the first repeated), 503, 429 with Retry-After, 3 and closed, then the rest.
    server.script(
      (_c, i) =>
        [
          { closeAfter: 2, repeatFirst: true },
          { status: 503 },
          { status: 429, retryAfter: 0 },
          { closeAfter: 3, heartbeat: true },
        ][i],
    );
    const seen: Change[] = [];
    consume(seen);
    await until(() => seen.length >= 10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(timepointsOf(seen)).toEqual(Array.from({ length: 10 }, (_, i) => base + 1 + i));
    expect(server.connections.length).toBeGreaterThanOrEqual(5);
    // Each reconnection asked for the event after the last one stored.
    const asked = server.connections.map((connection) => connection.timepoint);
    expect(asked.slice(0, 5)).toEqual([base + 1, base + 3, base + 3, base + 3, base + 6]);
  });

  it('on 416 resynchronises what it follows and goes on live, without a timepoint', async () => {
    server.keepFrom(STREAM, 1);
    const base = server.append(STREAM, '00000003', 3)[0]!.event.timepoint;
    await store.setCursor(STREAM, base);
    server.keepFrom(STREAM, base + 2); // the one after the cursor is no longer kept
    const seen: Change[] = [];
    const resynced: string[] = [];
    consume(seen, resynced);
    await until(() => resynced.length === 1 && server.connections.length >= 2);
    expect(server.connections[0]?.timepoint).toBe(base + 1);
    expect(server.connections[1]?.timepoint).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.append(STREAM, '00000003', 1);
    await until(() => seen.length === 1);
    expect(seen[0]?.timepoint).toBe(base + 3);
    expect(await store.getCursor(STREAM)).toBe(base + 3);
  });
});

describe('the backoff', () => {
  const backoff = { baseMs: 1000, maxMs: 60_000, rateLimitedMs: 60_000 };
  it('doubles with each failure in a row, up to its ceiling, with jitter in the upper half', () => {
    expect(waitMs(backoff, 1, () => 0)).toBe(500);
    expect(waitMs(backoff, 1, () => 1)).toBe(1000);
    expect(waitMs(backoff, 4, () => 1)).toBe(8000);
    expect(waitMs(backoff, 20, () => 1)).toBe(60_000);
  });
  it('waits what a 429 asks, or long without Retry-After', () => {
    expect(waitMs(backoff, 1, () => 0, new StreamRefusal(429, 5000))).toBe(5000);
    expect(waitMs(backoff, 1, () => 0, new StreamRefusal(429))).toBe(60_000);
  });
});
