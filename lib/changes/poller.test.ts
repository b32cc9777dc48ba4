// Poll mode (a remote registry without a stream key): followed companies' filing history and
// profile are asked through the gateway with their ETags, against a scripted registry. A new
// filing becomes one stored change, unchanged answers are 304s, a low budget pauses the round,
// and one company failing does not stop the others.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '@/lib/gateway/gateway';
import { setRegistry } from '@/lib/gateway';
import type { LogLevel } from '@/lib/gateway/log';
import { createMemoryStore } from '@/lib/gateway/store';
import { startFakeUpstream, type FakeUpstream } from '@/lib/gateway/testing/fake-upstream';
import type { Change } from './events';
import { pollOnce } from './poller';
import { createSqliteChangesStore } from './sqlite-store';
import type { ChangesStore } from './store';

const A = '00001001';
const B = '00001002';
const C = '00001003';

/** Each company's filings, newest first, as the scripted registry serves them. */
let filings: Record<string, string[]>;
/** Companies whose filing history answers 500. */
let failing: Set<string>;

const filing = (id: string) => ({
  transaction_id: id,
  category: 'accounts',
  type: 'AA',
  date: '2026-11-20',
  description: 'accounts-with-accounts-type-micro-entity',
  description_values: { made_up_date: '2026-03-31' },
  links: { self: `/company/x/filing-history/${id}` },
});

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream((call) => {
    const match = /^\/company\/(\d{8})\/filing-history$/.exec(call.path);
    if (!match) return undefined; // profiles (with an ETag, 304 when it matches): the default answer
    const number = match[1]!;
    if (failing.has(number))
      return { status: 500, body: { errors: [{ error: 'internal-error', type: 'ch:service' }] } };
    const items = (filings[number] ?? []).map(filing);
    // The fake registry adds an ETag from the body and answers 304 to a matching If-None-Match.
    return {
      body: {
        kind: 'filing-history',
        filing_history_status: 'filing-history-available',
        items_per_page: 10,
        start_index: 0,
        total_count: items.length,
        items,
      },
    };
  });
});
afterAll(async () => {
  await upstream.close();
});

let store: ChangesStore;
let gateway: Gateway;
let published: Change[];
let logs: { level: LogLevel; message: string }[];

function makeGateway(budget?: { limit: number; windowMs: number }) {
  gateway = createGateway({
    mode: 'remote',
    baseUrl: upstream.url,
    transport: async () => (request) => fetch(request),
    timeoutMs: 2_000,
    store: createMemoryStore({ maxBytes: 10_000_000 }),
    ttlSeconds: { search: 60, profile: 600, list: 300, item: 3_600 },
    maxStaleSeconds: 3_600,
    retryDelayMs: 5,
    ...(budget ? { budget } : {}),
    log: () => undefined,
  });
  setRegistry(gateway);
}

beforeEach(async () => {
  filings = { [A]: ['A1', 'A2'], [B]: ['B1'], [C]: ['C1'] };
  failing = new Set();
  published = [];
  logs = [];
  upstream.calls.length = 0;
  store = createSqliteChangesStore(':memory:');
  for (const [i, number] of [A, B, C].entries()) await store.follow(`token-${i}`, number, 500, 1_000 + i);
  makeGateway();
});
afterEach(async () => {
  setRegistry(undefined);
  await gateway.close();
  await store.close();
});

const round = () =>
  pollOnce({
    store,
    publish: async (change) => void published.push(change),
    log: (level, message) => void logs.push({ level, message }),
  });

const filingChanges = async (number: string) =>
  (await store.latest({ companies: [number], kinds: ['filing'] }, 100)).map((change) => change.resourceId).sort();

describe('poll mode', () => {
  it('stores a new filing of a followed company as one change, and never again on later rounds', async () => {
    await round();
    expect(await filingChanges(A)).toEqual(['A1', 'A2']);
    const first = published.length;
    expect(first).toBe(4 + 3); // the filings seen so far, and each profile once

    // Nothing new: nothing stored or published again.
    expect(await round()).toBe(0);
    expect(published).toHaveLength(first);

    // A files something: one change, for that filing only.
    filings[A] = ['A3', ...filings[A]!];
    expect(await round()).toBe(1);
    expect(published.slice(first).map((change) => [change.stream, change.resourceId, change.kind])).toEqual([
      ['filings', 'A3', 'filing'],
    ]);
    const [change] = published.slice(first);
    expect(change).toMatchObject({
      companyNumber: A,
      resourceUri: `/company/${A}/filing-history/A3`,
      resourceKind: 'filing-history',
      type: 'changed',
    });
    expect(await filingChanges(A)).toEqual(['A1', 'A2', 'A3']);
    expect(await round()).toBe(0);
  });

  it('asks again with the ETags it holds, so an unchanged company costs two 304s', async () => {
    await round();
    upstream.calls.length = 0;
    await round();
    for (const number of [A, B, C]) {
      for (const path of [`/company/${number}`, `/company/${number}/filing-history`]) {
        const calls = upstream.callsTo(path);
        expect(calls, path).toHaveLength(1);
        expect(calls[0]!.headers['if-none-match'], path).toMatch(/^"[0-9a-f]+"$/);
      }
    }
    expect(gateway.stats().revalidated).toBe(6);
  });

  it('pauses the round when the budget runs low', async () => {
    // 100 calls a window, low at 10 left. 88 spent by readers: one company's two calls, then low.
    makeGateway({ limit: 100, windowMs: 300_000 });
    for (let i = 0; i < 88; i++)
      await gateway.fetch('companyProfile', { company_number: String(20_000 + i).padStart(8, '0') });
    upstream.calls.length = 0;
    await round();
    const polled = [A, B, C].filter((number) => upstream.callsTo(`/company/${number}/filing-history`).length > 0);
    expect(polled).toEqual([A]);
    expect(logs).toContainEqual({ level: 'warn', message: expect.stringMatching(/budget is low/) });
    expect(await filingChanges(B)).toEqual([]);
  });

  it('stops the round, with one warning, once its own share of registry calls is spent', async () => {
    // 10 calls a window: the poller, as one client, may make 2 (its share), enough for one company.
    makeGateway({ limit: 10, windowMs: 300_000 });
    await round();
    expect(await filingChanges(A)).toEqual(['A1', 'A2']);
    expect(upstream.callsTo(`/company/${B}/filing-history`)).toHaveLength(0);
    expect(upstream.callsTo(`/company/${C}/filing-history`)).toHaveLength(0);
    expect(logs).toEqual([
      {
        level: 'warn',
        message: expect.stringMatching(/^changes: polling of followed companies paused until the next round/),
      },
    ]);
  });

  it('logs a company that cannot be polled and polls the others', async () => {
    failing.add(B);
    await round();
    expect(await filingChanges(A)).toEqual(['A1', 'A2']);
    expect(await filingChanges(B)).toEqual([]);
    expect(await filingChanges(C)).toEqual(['C1']);
    const warning = logs.find((line) => line.message.includes(B));
    expect(warning?.level).toBe('warn');
    expect(warning?.message).toMatch(/could not poll 00001002/);

    // Once it answers again, its filings arrive.
    failing.clear();
    await round();
    expect(await filingChanges(B)).toEqual(['B1']);
  });
});
