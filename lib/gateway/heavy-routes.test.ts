import { describe, expect, it } from 'vitest';
import { errorResponse } from '@/lib/gateway/http';
import { createMemoryStore } from '@/lib/gateway/store';
import { CLIENT_GONE_STATUS, createHeavyLimiter, createWorkQueue } from './heavy-routes';

const CLIENT = '203.0.113.9';

function setup({ perMinute = 0, work = 0, events = 0 } = {}) {
  const store = createMemoryStore({ maxBytes: 1024 * 1024 });
  return createHeavyLimiter({
    store: () => store,
    perMinute: () => perMinute,
    slots: () => ({ work, events }),
    trustProxies: () => 0,
  });
}

const request = (client = CLIENT, signal?: AbortSignal) =>
  new Request('http://app.test/api/network/company/00000001', {
    headers: { 'x-forwarded-for': client },
    ...(signal ? { signal } : {}),
  });

/** What the route answers: the limiter's answer, or its refusal as registryRoute turns it into one. */
const answer = (promise: Promise<Response>) => promise.catch((error: unknown) => errorResponse(error));
const ok = async () => new Response('{}', { headers: { 'content-type': 'application/json' } });

describe('the heavy routes’ per-client limits', () => {
  it('answers 429 with Retry-After and the proxy’s problem body past the per-minute limit', async () => {
    const limiter = setup({ perMinute: 2 });
    expect((await answer(limiter.run(request(), ok))).status).toBe(200);
    expect((await answer(limiter.run(request(), ok))).status).toBe(200);
    const refused = await answer(limiter.run(request(), ok));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ errors: [{ error: 'rate-limit-exceeded' }] });
    // Another client is counted apart.
    expect((await answer(limiter.run(request('198.51.100.1'), ok))).status).toBe(200);
  });

  it('0 turns the per-minute limit off', async () => {
    const limiter = setup({ perMinute: 0 });
    for (let i = 0; i < 100; i++) expect((await answer(limiter.run(request(), ok))).status).toBe(200);
  });

  it('holds a slot while the work and its body run, and answers 429 past the client’s slots', async () => {
    const limiter = setup({ work: 1 });
    let finish: () => void = () => {};
    const running = limiter.run(
      request(),
      () =>
        new Promise<Response>((resolve) => {
          finish = () => resolve(new Response('streamed'));
        }),
      { slot: 'work' },
    );
    await Promise.resolve();
    expect(limiter.held(CLIENT, 'work')).toBe(1);
    const refused = await answer(limiter.run(request(), ok, { slot: 'work' }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Another client has its own.
    expect((await answer(limiter.run(request('198.51.100.1'), ok, { slot: 'work' }))).status).toBe(200);
    finish();
    const response = await running;
    // The answer's body is still to go out: the slot is held until it has.
    expect(limiter.held(CLIENT, 'work')).toBe(1);
    expect(await response.text()).toBe('streamed');
    expect(limiter.held(CLIENT, 'work')).toBe(0);
    expect((await answer(limiter.run(request(), ok, { slot: 'work' }))).status).toBe(200);
  });

  it('frees the slot and aborts the work when the answer’s body is cancelled (the client went away)', async () => {
    const limiter = setup({ work: 1 });
    let seen: AbortSignal | undefined;
    const response = await limiter.run(
      request(),
      async (signal) => {
        seen = signal;
        return new Response(new ReadableStream({ pull: () => new Promise(() => {}) }));
      },
      { slot: 'work' },
    );
    expect(limiter.held(CLIENT, 'work')).toBe(1);
    await response.body!.cancel();
    expect(seen?.aborted).toBe(true);
    expect(limiter.held(CLIENT, 'work')).toBe(0);
  });

  it('passes the request’s abort on, and answers 499 rather than an error when the client has gone', async () => {
    const limiter = setup({ work: 1 });
    const controller = new AbortController();
    const response = await limiter.run(
      request(CLIENT, controller.signal),
      (signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
          controller.abort();
        }),
      { slot: 'work' },
    );
    expect(response.status).toBe(CLIENT_GONE_STATUS);
    expect(limiter.held(CLIENT, 'work')).toBe(0);
  });

  it('holds an event stream’s slot while it is open: past the client’s streams, 429', async () => {
    const limiter = setup({ perMinute: 1, events: 2 });
    const open = () =>
      answer(
        limiter.run(request(), async () => new Response(new ReadableStream({ pull: () => new Promise(() => {}) })), {
          count: false,
          slot: 'events',
        }),
      );
    const streams = [await open(), await open()];
    expect(streams.map((response) => response.status)).toEqual([200, 200]);
    expect((await open()).status).toBe(429);
    await streams[0]!.body!.cancel();
    expect((await open()).status).toBe(200);
  });

  it('frees the slot of a HEAD request at once: nobody reads its body', async () => {
    const limiter = setup({ work: 1 });
    const head = new Request('http://app.test/api/network/company/00000001', { method: 'HEAD' });
    const response = await limiter.run(head, async () => new Response(new ReadableStream({ pull: () => {} })), {
      slot: 'work',
    });
    expect(response.body).toBeNull();
    expect(limiter.held('unknown', 'work')).toBe(0);
  });

  it('frees the slot when the work fails, and lets the failure through', async () => {
    const limiter = setup({ work: 1 });
    await expect(
      limiter.run(request(), () => Promise.reject(new Error('registry down')), { slot: 'work' }),
    ).rejects.toThrow('registry down');
    expect(limiter.held(CLIENT, 'work')).toBe(0);
  });
});

describe('the process’s queue of heavy work', () => {
  it('runs as many as it has slots, the rest in the order they came, and lets a waiting request leave', async () => {
    const queue = createWorkQueue(() => 2);
    const never = new AbortController().signal;
    const first = await queue.acquire(never);
    const second = await queue.acquire(never);
    const started: string[] = [];
    const third = queue.acquire(never).then((release) => (started.push('third'), release));
    const leaving = new AbortController();
    const gone = queue.acquire(leaving.signal).catch(() => started.push('gone'));
    const fourth = queue.acquire(never).then((release) => (started.push('fourth'), release));
    expect(queue.running).toBe(2);
    expect(queue.queued).toBe(3);
    leaving.abort();
    await gone;
    first();
    (await third)();
    second();
    (await fourth)();
    expect(started).toEqual(['gone', 'third', 'fourth']);
    expect(queue.running).toBe(0);
  });
});
