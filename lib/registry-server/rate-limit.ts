// Per-key rate limit, as the registry applies it: a fixed number of requests per 5-minute
// window; past it, 429 until the window ends. The clock is injectable for tests.

export const RATE_LIMIT_WINDOW_MS = 5 * 60 * 1000;
export const DEFAULT_RATE_LIMIT = 600;

export interface RateLimitDecision {
  allowed: boolean;
  /** The `X-Ratelimit-*` headers for this response. */
  headers: Record<string, string>;
  /** Seconds until the window resets (for `Retry-After`). */
  retryAfterSeconds: number;
}

export interface RateLimiterOptions {
  /** Requests per window per key. */
  limit: number;
  windowMs?: number;
  now?: () => number;
}

export function createRateLimiter({ limit, windowMs = RATE_LIMIT_WINDOW_MS, now = Date.now }: RateLimiterOptions) {
  const windows = new Map<string, { endsAt: number; used: number }>();
  const windowLabel = windowMs % 60_000 === 0 ? `${windowMs / 60_000}m` : `${Math.ceil(windowMs / 1000)}s`;

  /** Counts one request for `key` and says whether it may proceed. */
  return function take(key: string): RateLimitDecision {
    const at = now();
    let window = windows.get(key);
    if (!window || at >= window.endsAt) {
      window = { endsAt: at + windowMs, used: 0 };
      windows.set(key, window);
    }
    const allowed = window.used < limit;
    if (allowed) window.used++;
    const resetSeconds = Math.ceil(window.endsAt / 1000);
    return {
      allowed,
      retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - at) / 1000)),
      headers: {
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remain': String(Math.max(0, limit - window.used)),
        'x-ratelimit-reset': String(resetSeconds),
        'x-ratelimit-window': windowLabel,
      },
    };
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export interface FailureLimiterOptions {
  /** Failed authentications allowed per address per window; past it, 429 until the window ends. */
  limit: number;
  windowMs?: number;
  now?: () => number;
}

const MAX_ADDRESSES = 50_000;

/**
 * Failed authentications per client address, in a fixed window from the first failure: an
 * address that keeps guessing keys is refused (429) until its window ends, whatever it sends.
 */
export function createFailureLimiter({ limit, windowMs = 60_000, now = Date.now }: FailureLimiterOptions) {
  const failures = new Map<string, { endsAt: number; count: number }>();
  const current = (address: string, at: number) => {
    const held = failures.get(address);
    if (held && at >= held.endsAt) failures.delete(address);
    return held && at < held.endsAt ? held : undefined;
  };
  return {
    /** Seconds the address must wait, or 0 when it may try. */
    retryAfter(address: string): number {
      const at = now();
      const held = current(address, at);
      return held && held.count >= limit ? Math.max(1, Math.ceil((held.endsAt - at) / 1000)) : 0;
    },
    /** Counts one failed authentication. */
    fail(address: string): void {
      const at = now();
      const held = current(address, at);
      if (held) {
        held.count++;
        return;
      }
      // A flood of distinct addresses: forgetting them all is the safe failure.
      if (failures.size >= MAX_ADDRESSES) failures.clear();
      failures.set(address, { endsAt: at + windowMs, count: 1 });
    },
  };
}

export type FailureLimiter = ReturnType<typeof createFailureLimiter>;
