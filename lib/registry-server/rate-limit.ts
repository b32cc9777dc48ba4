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
