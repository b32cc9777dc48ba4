// Where the gateway keeps what must be shared between requests: cached responses, the
// upstream rate budget and the per-client counters. One interface, two implementations:
// this in-memory one (the default, one process) and Redis (redis-store.ts, a fleet).
import type { Deprecation } from '@/lib/registry/client';

export interface CacheEntry {
  /** The response body as the registry sent it. */
  body: string;
  etag?: string;
  contentType?: string;
  deprecation?: Deprecation;
  /** Epoch milliseconds: when the body was fetched or last revalidated. */
  storedAt: number;
  /** Until then the entry is served without asking the registry. */
  freshUntil: number;
  /** Until then the entry may still be served, marked stale, when the registry cannot be asked. */
  staleUntil: number;
  /** After a failed refresh: until then the stale entry is served without asking again, and why. */
  holdUntil?: number;
  holdReason?: 'rate-limited' | 'upstream-failed';
}

export interface BudgetDecision {
  allowed: boolean;
  /** Why a call was refused: the whole budget is spent, or this client has spent its share. */
  refusedFor?: 'budget' | 'client';
  /** Upstream calls left in the window after this one. */
  remaining: number;
  /** Epoch milliseconds when a call may be allowed again (refusals only). */
  retryAt?: number;
}

export interface BudgetState {
  limit: number;
  remaining: number;
  /** Epoch milliseconds when the oldest call of the window leaves it (or the upstream's own reset). */
  resetAt?: number;
  /** Set while the registry has asked us to stop (a 429, or X-Ratelimit-Remain: 0). */
  pausedUntil?: number;
}

/** What the registry said about its own quota, in epoch milliseconds. */
export interface UpstreamReport {
  remaining?: number;
  resetAt?: number;
  pauseUntil?: number;
}

/**
 * A client's part in a budget decision. Each client may spend `share` calls of any window;
 * the last `reserve` calls of the budget go only to clients that have spent fewer than
 * `shareInReserve`, so that one heavy client (or a few) cannot leave the others nothing.
 */
export interface ClientCharge {
  client: string;
  share: number;
  reserve: number;
  shareInReserve: number;
}

export interface ClientDecision {
  allowed: boolean;
  retryAfterMs: number;
}

export interface GatewayStore {
  readonly kind: 'memory' | 'redis';
  /** The entry, unless it is past its `staleUntil` at `now`. */
  getEntry(key: string, now: number): Promise<CacheEntry | undefined>;
  setEntry(key: string, entry: CacheEntry, now: number): Promise<void>;
  cacheSize(): Promise<{ entries: number; bytes: number; maxBytes: number }>;
  /**
   * Takes one upstream call from the budget, atomically: never more than `limit` calls in
   * any `windowMs`, never while paused, never past what the registry says remains.
   */
  takeBudget(limit: number, windowMs: number, now: number, charge?: ClientCharge): Promise<BudgetDecision>;
  readBudget(limit: number, windowMs: number, now: number): Promise<BudgetState>;
  reportUpstream(report: UpstreamReport, now: number): Promise<void>;
  /** Counts one request of a client in a fixed window. */
  countClient(client: string, limit: number, windowMs: number, now: number): Promise<ClientDecision>;
  close(): Promise<void>;
}

export interface CacheLimits {
  /** Approximate bytes (characters of body and key) the cache may hold. */
  maxBytes: number;
}

/** Bytes an entry is counted as: its body and key, plus room for the fields beside them. */
export const entrySize = (key: string, entry: CacheEntry) =>
  key.length + entry.body.length + (entry.etag?.length ?? 0) + 256;

const MAX_CLIENTS = 50_000;

export function createMemoryStore(limits: CacheLimits): GatewayStore {
  // A Map keeps insertion order: re-inserting on read makes its first key the least recently used.
  const entries = new Map<string, { entry: CacheEntry; size: number }>();
  let bytes = 0;

  // The budget: a sliding log of call times (a ring read from `head`), and the registry's own word.
  let calls: number[] = [];
  let head = 0;
  let upstream: { remaining: number; resetAt: number } | undefined;
  let pausedUntil = 0;

  const clients = new Map<string, { window: number; count: number }>();
  /** Per client, the times of its upstream calls in the budget's window, oldest first. */
  const spending = new Map<string, number[]>();

  /** A client's calls still in the window (and forgets clients with none). */
  const spentBy = (client: string, windowMs: number, now: number) => {
    const times = spending.get(client);
    if (!times) return [];
    let first = 0;
    while (first < times.length && times[first]! <= now - windowMs) first++;
    if (first === times.length) {
      spending.delete(client);
      return [];
    }
    if (first > 0) times.splice(0, first);
    return times;
  };

  const drop = (key: string) => {
    const held = entries.get(key);
    if (!held) return;
    entries.delete(key);
    bytes -= held.size;
  };

  const prune = (windowMs: number, now: number) => {
    while (head < calls.length && calls[head]! <= now - windowMs) head++;
    if (head > 1024 && head * 2 > calls.length) {
      calls = calls.slice(head);
      head = 0;
    }
  };

  const upstreamRemaining = (now: number) => (upstream && upstream.resetAt > now ? upstream.remaining : undefined);

  const state = (limit: number, windowMs: number, now: number): BudgetState => {
    prune(windowMs, now);
    const inWindow = calls.length - head;
    const fromUpstream = upstreamRemaining(now);
    const remaining = Math.max(0, Math.min(limit - inWindow, fromUpstream ?? Infinity));
    const resetAt = inWindow > 0 ? calls[head]! + windowMs : undefined;
    return {
      limit,
      remaining: pausedUntil > now ? 0 : remaining,
      resetAt: fromUpstream !== undefined && fromUpstream <= 0 ? upstream!.resetAt : resetAt,
      pausedUntil: pausedUntil > now ? pausedUntil : undefined,
    };
  };

  return {
    kind: 'memory',

    async getEntry(key, now) {
      const held = entries.get(key);
      if (!held) return undefined;
      if (held.entry.staleUntil <= now) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, held);
      return held.entry;
    },

    async setEntry(key, entry) {
      drop(key);
      const size = entrySize(key, entry);
      if (size > limits.maxBytes) return;
      entries.set(key, { entry, size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= limits.maxBytes) break;
        drop(oldest);
      }
    },

    async cacheSize() {
      return { entries: entries.size, bytes, maxBytes: limits.maxBytes };
    },

    async takeBudget(limit, windowMs, now, charge) {
      const before = state(limit, windowMs, now);
      if (before.pausedUntil)
        return { allowed: false, refusedFor: 'budget', remaining: 0, retryAt: before.pausedUntil };
      if (before.remaining <= 0)
        return { allowed: false, refusedFor: 'budget', remaining: 0, retryAt: before.resetAt ?? now + windowMs };
      if (charge) {
        const spent = spentBy(charge.client, windowMs, now);
        const overShare = spent.length >= charge.share;
        if (overShare || (before.remaining <= charge.reserve && spent.length >= charge.shareInReserve)) {
          const retryAt = overShare && spent.length > 0 ? spent[0]! + windowMs : (before.resetAt ?? now + windowMs);
          return { allowed: false, refusedFor: 'client', remaining: before.remaining, retryAt };
        }
        if (spent.length === 0) {
          if (spending.size >= MAX_CLIENTS) for (const name of spending.keys()) spentBy(name, windowMs, now);
          if (spending.size >= MAX_CLIENTS) spending.clear();
          spending.set(charge.client, [now]);
        } else spent.push(now);
      }
      calls.push(now);
      if (upstream && upstream.resetAt > now) upstream.remaining--;
      return { allowed: true, remaining: before.remaining - 1 };
    },

    async readBudget(limit, windowMs, now) {
      return state(limit, windowMs, now);
    },

    async reportUpstream(report, now) {
      if (report.pauseUntil !== undefined) pausedUntil = Math.max(pausedUntil, report.pauseUntil);
      const { remaining, resetAt } = report;
      if (remaining === undefined || resetAt === undefined || resetAt <= now) return;
      // Within one upstream window the count only goes down; answers may arrive out of order.
      if (upstream && upstream.resetAt === resetAt) upstream.remaining = Math.min(upstream.remaining, remaining);
      else if (!upstream || resetAt > upstream.resetAt) upstream = { remaining, resetAt };
    },

    async countClient(client, limit, windowMs, now) {
      const window = Math.floor(now / windowMs);
      let counter = clients.get(client);
      if (!counter || counter.window !== window) {
        if (clients.size >= MAX_CLIENTS) {
          for (const [name, held] of clients) if (held.window !== window) clients.delete(name);
          // Still full: a flood of distinct addresses. Forgetting them all is the safe failure.
          if (clients.size >= MAX_CLIENTS) clients.clear();
        }
        counter = { window, count: 0 };
        clients.set(client, counter);
      }
      counter.count++;
      return { allowed: counter.count <= limit, retryAfterMs: (window + 1) * windowMs - now };
    },

    async close() {
      entries.clear();
      clients.clear();
      spending.clear();
      bytes = 0;
    },
  };
}

/**
 * Uses `primary` (Redis) and, for any operation it fails, `fallback` (memory), so a Redis
 * outage costs the fleet its shared cache and shared budget, not its pages. After a
 * failure Redis is left alone for `pauseMs`, so an outage does not make every request
 * wait for a timeout. While it lasts each instance counts the budget alone; the
 * registry's 429s and X-Ratelimit headers, which the gateway follows, still bound the total.
 */
export function withFallback(
  primary: GatewayStore,
  fallback: GatewayStore,
  onError: (operation: string, error: unknown) => void,
  pauseMs = 5_000,
): GatewayStore {
  let skipUntil = 0;
  const guard =
    <A extends unknown[], R>(operation: string, run: (store: GatewayStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (Date.now() < skipUntil) return run(fallback, ...args);
      try {
        return await run(primary, ...args);
      } catch (error) {
        skipUntil = Date.now() + pauseMs;
        onError(operation, error);
        return run(fallback, ...args);
      }
    };
  return {
    kind: primary.kind,
    getEntry: guard('cache read', (store, key: string, now: number) => store.getEntry(key, now)),
    setEntry: guard('cache write', (store, key: string, entry: CacheEntry, now: number) =>
      store.setEntry(key, entry, now),
    ),
    cacheSize: guard('cache size', (store) => store.cacheSize()),
    takeBudget: guard('budget', (store, limit: number, windowMs: number, now: number, charge?: ClientCharge) =>
      store.takeBudget(limit, windowMs, now, charge),
    ),
    readBudget: guard('budget read', (store, limit: number, windowMs: number, now: number) =>
      store.readBudget(limit, windowMs, now),
    ),
    reportUpstream: guard('budget report', (store, report: UpstreamReport, now: number) =>
      store.reportUpstream(report, now),
    ),
    countClient: guard('client count', (store, client: string, limit: number, windowMs: number, now: number) =>
      store.countClient(client, limit, windowMs, now),
    ),
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
