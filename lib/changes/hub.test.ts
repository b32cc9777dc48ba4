import { afterEach, describe, expect, it } from 'vitest';
import type { Change } from './events';
import { createChangeHub, type ChangeHub } from './hub';
import { createSqliteChangesStore } from './sqlite-store';
import type { ChangesStore } from './store';

const hubs: ChangeHub[] = [];
const stores: ChangesStore[] = [];
afterEach(async () => {
  hubs.splice(0).forEach((hub) => hub.close());
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

function setup(bufferSize = 16) {
  const hub = createChangeHub({ bufferSize, heartbeatMs: 60_000 });
  const store = createSqliteChangesStore(':memory:');
  hubs.push(hub);
  stores.push(store);
  let timepoint = 0;
  const add = async (companyNumber = '00000001') => {
    const change = (await store.record({
      stream: 'filings',
      timepoint: ++timepoint,
      kind: 'filing',
      companyNumber,
      resourceKind: 'filing-history',
      resourceUri: `/company/${companyNumber}/filing-history/T${timepoint}`,
      resourceId: `T${timepoint}`,
      type: 'changed',
      publishedAt: '2026-11-26T10:00:00.000Z',
      data: { description: 'accounts-with-accounts-type-full', description_values: { made_up_date: '2026-03-31' } },
    }))!;
    hub.deliver(change);
    return change;
  };
  return { hub, store, add };
}

/** Reads SSE messages from a body until `count` have come or the stream ends. */
async function readMessages(body: ReadableStream<Uint8Array>, count: number) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const messages: { id?: string; event?: string; data?: string }[] = [];
  while (messages.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const message: { id?: string; event?: string; data?: string } = {};
      for (const line of block.split('\n')) {
        const [field, ...rest] = line.split(': ');
        if (field === 'id' || field === 'event' || field === 'data') message[field] = rest.join(': ');
      }
      if (message.event) messages.push(message);
    }
  }
  reader.releaseLock();
  return messages;
}

describe('the SSE hub', () => {
  it('sends each change with its seq as id and the registry event’s resource_uri and company number', async () => {
    const { hub, store, add } = setup();
    const body = hub.open({ filter: {}, replay: (...args) => store.since(...args) });
    const change = await add('00012345');
    const [message] = await readMessages(body, 1);
    expect(message?.id).toBe(String(change.seq));
    expect(message?.event).toBe('change');
    const data = JSON.parse(message!.data!);
    expect(data).toMatchObject({
      resource_uri: '/company/00012345/filing-history/T1',
      company_number: '00012345',
      kind: 'filing',
      text: 'Filed: Full accounts for the period ending 31 March 2026',
    });
  });

  it('sends a deleted event as such, in words, under its kind, linked to the list it was in', async () => {
    const { hub, store } = setup();
    const body = hub.open({ filter: { kinds: ['psc'] }, replay: (...args) => store.since(...args) });
    const uri = '/company/00012345/persons-with-significant-control-statements/S1';
    const removed = (await store.record({
      stream: 'persons-with-significant-control-statements',
      timepoint: 7,
      kind: 'psc',
      companyNumber: '00012345',
      resourceKind: 'company-psc-statements',
      resourceUri: uri,
      resourceId: 'S1',
      type: 'deleted',
      publishedAt: '2026-11-26T10:00:00.000Z',
      data: { statement: 'psc-exists-but-not-identified', links: { self: uri } },
    }))!;
    hub.deliver(removed);
    const [message] = await readMessages(body, 1);
    expect(JSON.parse(message!.data!)).toMatchObject({
      type: 'deleted',
      kind: 'psc',
      stream: 'persons-with-significant-control-statements',
      resource_uri: uri,
      href: '/company/00012345/persons-with-significant-control-statements',
      text: expect.stringMatching(/^PSC statement removed from the register: /),
    });
  });

  it('resumes after Last-Event-ID: the missed changes, then live ones, none twice, in order', async () => {
    const { hub, store, add } = setup();
    const seen: Change[] = [];
    for (let i = 0; i < 5; i++) seen.push(await add());
    const body = hub.open({ filter: {}, lastEventId: seen[1]!.seq, replay: (...args) => store.since(...args) });
    // A change arriving while the replay is read is neither lost nor sent twice.
    seen.push(await add());
    const messages = await readMessages(body, 4);
    expect(messages.map((m) => Number(m.id))).toEqual(seen.slice(2).map((c) => c.seq));
  });

  it('filters by company and kind', async () => {
    const { hub, store, add } = setup();
    const body = hub.open({ filter: { companies: ['00000002'] }, replay: (...args) => store.since(...args) });
    await add('00000001');
    const wanted = await add('00000002');
    const [message] = await readMessages(body, 1);
    expect(Number(message?.id)).toBe(wanted.seq);
  });

  it('drops a client that does not read with a resync message, and goes on for the others', async () => {
    const { hub, store, add } = setup(4);
    const slow = hub.open({ filter: {}, replay: (...args) => store.since(...args) });
    const fast = hub.open({ filter: {}, replay: (...args) => store.since(...args) });
    const fastMessages = readMessages(fast, 20);
    for (let i = 0; i < 20; i++) await add();
    expect((await fastMessages).length).toBe(20);
    expect(hub.clients()).toBe(1);
    const slowMessages = await readMessages(slow, 100);
    expect(slowMessages.length).toBeLessThan(8);
    expect(slowMessages.at(-1)?.event).toBe('resync');
  });

  it('replays at most a queue’s worth of missed changes: farther behind, a client is told to resync', async () => {
    const { hub, store, add } = setup(4);
    const seen: Change[] = [];
    for (let i = 0; i < 10; i++) seen.push(await add());
    const limits: number[] = [];
    const replay = (after: number, filter: object, limit: number) => {
      limits.push(limit);
      return store.since(after, filter, limit);
    };
    // Nine missed, more than the queue (4) holds: no replay, a resync.
    const behind = await readMessages(hub.open({ filter: {}, lastEventId: seen[0]!.seq, replay }), 100);
    expect(behind.map((message) => message.event)).toEqual(['resync']);
    expect(JSON.parse(behind[0]!.data!)).toEqual({ reason: 'too-far-behind' });
    // Never more read from the log than the queue holds and one.
    expect(Math.max(...limits)).toBeLessThanOrEqual(5);
    // Four missed fit: replayed in order.
    const near = await readMessages(hub.open({ filter: {}, lastEventId: seen[5]!.seq, replay }), 4);
    expect(near.map((message) => Number(message.id))).toEqual(seen.slice(6).map((change) => change.seq));
  });
});
