// Per-client limits of the heavy routes: graph builds, path searches, same-person searches,
// disqualified checks, ownership walks, financials, document content and event streams. Two
// limits, each answering as the proxy's own (429, Retry-After, the `rate-limit-exceeded` body):
// - requests per minute (HEAVY_ROUTE_CLIENT_LIMIT), counted in the gateway's store (shared by
//   the fleet with REDIS_URL) under a key of their own, apart from the proxy's count;
// - requests of one client held open at once, in this process: heavy work
//   (HEAVY_ROUTE_CLIENT_CONCURRENCY) and event streams (CHANGES_SSE_CLIENT_CONNECTIONS). A slot
//   is held until the answer's body has gone out (a stream: read to its end or cancelled).
// The work gets a signal that aborts when the client goes away (the request's own signal, or,
// with a slot, its answer's body cancelled); a request whose client has gone is answered 499, not logged as a failure.
import { env } from '@/lib/env';
import { HttpError, refused } from './http';
import { getRegistry } from './index';
import { admitClient, clientAddress } from './clients';
import type { GatewayStore } from './store';
import { processState } from '@/lib/server/process-state';

/** The window of the per-minute count. */
const WINDOW_MS = 60_000;
/** What a request refused for want of a slot is told to wait: slots free as other answers finish. */
const SLOT_RETRY_SECONDS = 2;
/** Longest a work slot is held, whatever becomes of its answer (a body nobody reads or cancels must not keep it). */
const WORK_SLOT_MAX_MS = 60_000;
/**
 * Heavy work running at once in this process, whoever asked: builds over the embedded registry
 * are CPU work on the one event loop, so more of them at once only makes every page wait between
 * their slices; work on a metered registry mostly waits on the network. The rest queue, in order.
 */
export const processWork = (metered: boolean) => (metered ? 8 : 2);
/** Requests queued for a work slot at most; past it the app is busy (503). */
const MAX_QUEUED = 200;
/** Longest a request waits in the queue before it is told the app is busy. */
const MAX_QUEUE_MS = 20_000;
/** Status of an answer nobody will read (the client went away): nginx's "client closed request". */
export const CLIENT_GONE_STATUS = 499;

export interface HeavyOptions {
  /** Count the request against the client's per-minute limit (default true). */
  count?: boolean;
  /** Hold one of the client's slots of this kind while the work and its answer run. */
  slot?: 'work' | 'events';
}

export interface HeavyLimiterDeps {
  store: () => GatewayStore;
  /** Work slots of the whole process (0: no limit). */
  processSlots?: () => number;
  /** Requests per minute per client (0: no limit). */
  perMinute: () => number;
  /** Slots per client of each kind (0: no limit). */
  slots: () => Record<NonNullable<HeavyOptions['slot']>, number>;
  trustProxies: () => number;
}

export interface HeavyLimiter {
  /**
   * Runs a heavy route's work for `request` once its client is admitted (or throws the 429),
   * with a signal that aborts when the client goes away; the slot, if any, is held until the
   * answer's body ends.
   */
  run(request: Request, work: (signal: AbortSignal) => Promise<Response>, options?: HeavyOptions): Promise<Response>;
  /** Slots of `kind` held now by `client` (tests, health). */
  held(client: string, kind: NonNullable<HeavyOptions['slot']>): number;
}

/** A first-come queue for `size()` slots; `acquire` resolves with the release, or rejects when aborted or kept waiting too long. */
export function createWorkQueue(size: () => number) {
  let running = 0;
  const waiting: { start: () => void; fail: (error: unknown) => void }[] = [];
  const next = () => {
    while (waiting.length > 0 && (size() <= 0 || running < size())) {
      running++;
      waiting.shift()!.start();
    }
  };
  return {
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
    acquire(signal: AbortSignal): Promise<() => void> {
      if (waiting.length >= MAX_QUEUED) return Promise.reject(busy());
      return new Promise((resolve, reject) => {
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          running--;
          next();
        };
        const entry = {
          start: () => {
            clearTimeout(timer);
            signal.removeEventListener('abort', onAbort);
            resolve(release);
          },
          fail: reject,
        };
        const leave = (error: unknown) => {
          const index = waiting.indexOf(entry);
          if (index < 0) return;
          waiting.splice(index, 1);
          signal.removeEventListener('abort', onAbort);
          clearTimeout(timer);
          reject(error);
        };
        const onAbort = () => leave(signal.reason);
        const timer = setTimeout(() => leave(busy()), MAX_QUEUE_MS);
        timer.unref?.();
        if (signal.aborted) return reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        waiting.push(entry);
        next();
      });
    },
  };
}

/** 503: the process has more heavy work queued than it will take on; nothing is wrong with the request. */
function busy() {
  return new HttpError(
    503,
    {
      errors: [
        {
          error: 'busy',
          error_values: { reason: 'the app is busy with other heavy requests; try again shortly' },
          type: 'ch:service',
        },
      ],
    },
    { 'retry-after': String(SLOT_RETRY_SECONDS) },
  );
}

export function createHeavyLimiter(deps: HeavyLimiterDeps): HeavyLimiter {
  const slots = new Map<string, number>();
  const queue = createWorkQueue(() => deps.processSlots?.() ?? 0);
  const slotKey = (kind: string, client: string) => `${kind}\n${client}`;

  /** Takes a slot, or throws the 429; returns what frees it (once). */
  function take(kind: NonNullable<HeavyOptions['slot']>, client: string): () => void {
    const max = deps.slots()[kind];
    if (max <= 0) return () => {};
    const key = slotKey(kind, client);
    const now = slots.get(key) ?? 0;
    if (now >= max) throw rateLimited(SLOT_RETRY_SECONDS);
    slots.set(key, now + 1);
    let freed = false;
    const expiry = kind === 'work' ? setTimeout(() => free(), WORK_SLOT_MAX_MS) : undefined;
    expiry?.unref?.();
    const free = () => {
      if (freed) return;
      freed = true;
      clearTimeout(expiry);
      const left = (slots.get(key) ?? 1) - 1;
      if (left <= 0) slots.delete(key);
      else slots.set(key, left);
    };
    return free;
  }

  return {
    async run(request, work, { count = true, slot } = {}) {
      const client = clientAddress(request.headers, deps.trustProxies());
      if (count) {
        const admitted = await admitClient(deps.store(), `heavy:${client}`, {
          limit: deps.perMinute(),
          windowMs: WINDOW_MS,
        });
        if (!admitted.allowed) throw rateLimited(admitted.retryAfterSeconds);
      }
      const release = slot ? take(slot, client) : () => {};
      const controller = new AbortController();
      const abort = () => controller.abort(request.signal.reason);
      if (request.signal.aborted) abort();
      else request.signal.addEventListener('abort', abort, { once: true });
      let releaseWork = () => {};
      const done = () => {
        release();
        releaseWork();
        request.signal.removeEventListener('abort', abort);
      };
      // Work waits its turn among the whole process's heavy work (event streams do not: they only wait).
      if (slot === 'work') {
        try {
          releaseWork = await queue.acquire(controller.signal);
        } catch (error) {
          done();
          if (controller.signal.aborted) return new Response(null, { status: CLIENT_GONE_STATUS });
          throw error;
        }
      }
      let response: Response;
      try {
        response = await work(controller.signal);
      } catch (error) {
        done();
        if (controller.signal.aborted) return new Response(null, { status: CLIENT_GONE_STATUS });
        throw error;
      }
      // Without a slot there is nothing to hold: the answer goes as it is.
      if (!slot || !response.body) {
        done();
        return response;
      }
      // HEAD (Next answers it with GET's handler): nobody reads the body.
      if (request.method === 'HEAD') {
        done();
        void response.body.cancel().catch(() => {});
        return new Response(null, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      }
      return new Response(
        heldUntilSent(response.body, done, () => controller.abort()),
        {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        },
      );
    },
    held: (client, kind) => slots.get(slotKey(kind, client)) ?? 0,
  };
}

function rateLimited(retryAfterSeconds: number) {
  return refused('rate-limited', { retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
}

/** The body as it was, calling `done` once it has ended (read to its end, failed or cancelled) and `cancelled` when cancelled. */
function heldUntilSent(
  body: ReadableStream<Uint8Array>,
  done: () => void,
  cancelled: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done: ended } = await reader.read();
        if (ended) {
          done();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        done();
        controller.error(error);
      }
    },
    async cancel(reason) {
      done();
      cancelled();
      await reader.cancel(reason).catch(() => {});
    },
  });
}

/** The app's limiter: the gateway's store, the limits from the environment. One per process. */
export const heavyLimiter = (): HeavyLimiter =>
  processState('heavy-routes', () =>
    createHeavyLimiter({
      store: () => getRegistry().store,
      processSlots: () => processWork(getRegistry().metered),
      perMinute: () => env().HEAVY_ROUTE_CLIENT_LIMIT,
      slots: () => ({ work: env().HEAVY_ROUTE_CLIENT_CONCURRENCY, events: env().CHANGES_SSE_CLIENT_CONNECTIONS }),
      trustProxies: () => env().REGISTRY_TRUST_PROXY,
    }),
  );

/** Runs a heavy route's work under the app's per-client limits (see createHeavyLimiter). */
export function heavyRoute(
  request: Request,
  work: (signal: AbortSignal) => Promise<Response>,
  options?: HeavyOptions,
): Promise<Response> {
  return heavyLimiter().run(request, work, options);
}
