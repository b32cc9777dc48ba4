// The gateway's store in Redis, so that a fleet of app instances shares one cache and one
// upstream quota. Each operation that reads and writes is one Lua script, so concurrent
// instances cannot both take the last call of the budget or both overshoot the byte limit.
// All keys share one hash tag ({registry}) and so one cluster slot, which the scripts need.
import { Redis, type RedisOptions } from 'ioredis';
import type { BudgetDecision, BudgetState, CacheEntry, CacheLimits, ClientDecision, GatewayStore } from './store';

// Evicts one cache entry: its body, its place in the LRU order, its size and its share of the total.
const EVICT = `
local function evict(lru, sizes, total, prefix, member)
  local size = tonumber(redis.call('HGET', sizes, member) or '0')
  redis.call('ZREM', lru, member)
  redis.call('HDEL', sizes, member)
  redis.call('DEL', prefix .. member)
  if size == 0 then return tonumber(redis.call('GET', total) or '0') end
  return redis.call('DECRBY', total, size)
end
`;

/** KEYS: entry, lru. ARGV: now, member. Reads an entry and marks it recently used. */
const CACHE_GET = `
local value = redis.call('GET', KEYS[1])
if value then redis.call('ZADD', KEYS[2], 'XX', ARGV[1], ARGV[2]) end
return value
`;

/**
 * KEYS: entry, lru, sizes, total. ARGV: member, value, ttlMs, now, maxBytes, prefix, lifetimeMs.
 * Stores an entry, then evicts the least recently used until the total fits. An entry not
 * touched for longer than an entry can live has expired in Redis already: its accounting
 * is dropped first, a few at a time.
 */
const CACHE_SET = `${EVICT}
local member, value, now, maxBytes, prefix = ARGV[1], ARGV[2], tonumber(ARGV[4]), tonumber(ARGV[5]), ARGV[6]
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now - tonumber(ARGV[7]), 'LIMIT', 0, 100)
for _, victim in ipairs(expired) do evict(KEYS[2], KEYS[3], KEYS[4], prefix, victim) end
local size = string.len(value) + string.len(member)
local total = evict(KEYS[2], KEYS[3], KEYS[4], prefix, member)
if size > maxBytes then return total end
redis.call('SET', KEYS[1], value, 'PX', ARGV[3])
redis.call('HSET', KEYS[3], member, size)
redis.call('ZADD', KEYS[2], now, member)
total = redis.call('INCRBY', KEYS[4], size)
while total > maxBytes do
  local victim = redis.call('ZRANGE', KEYS[2], 0, 0)[1]
  if not victim then break end
  total = evict(KEYS[2], KEYS[3], KEYS[4], prefix, victim)
end
return total
`;

/**
 * The budget's state, shared by take and read. KEYS: log, upstream. ARGV: now, windowMs, limit.
 * Returns remaining, resetAt, pausedUntil (0 when unknown or not paused).
 */
const BUDGET_STATE = `
local now, window, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local remaining, resetAt = limit - count, 0
if count > 0 then resetAt = tonumber(redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]) + window end
local upstreamReset = tonumber(redis.call('HGET', KEYS[2], 'resetAt') or '0')
local upstreamRemaining = nil
if upstreamReset > now then
  upstreamRemaining = tonumber(redis.call('HGET', KEYS[2], 'remaining'))
  if upstreamRemaining and upstreamRemaining < remaining then remaining = upstreamRemaining end
  if upstreamRemaining and upstreamRemaining <= 0 then resetAt = upstreamReset end
end
if remaining < 0 then remaining = 0 end
local paused = tonumber(redis.call('HGET', KEYS[2], 'pausedUntil') or '0')
if paused <= now then paused = 0 else remaining = 0 end
`;

/**
 * KEYS: log, upstream, seq, client log. ARGV: now, windowMs, limit, then the client's share,
 * reserve and share in the reserve ('' for a call charged to no client).
 * Returns allowed (0/1), remaining, retryAt, refused for the client (0/1).
 */
const BUDGET_TAKE = `${BUDGET_STATE}
if paused > 0 then return {0, 0, paused, 0} end
if remaining <= 0 then
  if resetAt == 0 then resetAt = now + window end
  return {0, 0, resetAt, 0}
end
local charged = ARGV[4] ~= ''
if charged then
  redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', now - window)
  local spent = redis.call('ZCARD', KEYS[4])
  local overShare = spent >= tonumber(ARGV[4])
  if overShare or (remaining <= tonumber(ARGV[5]) and spent >= tonumber(ARGV[6])) then
    local retryAt = resetAt
    if overShare and spent > 0 then retryAt = tonumber(redis.call('ZRANGE', KEYS[4], 0, 0, 'WITHSCORES')[2]) + window end
    if retryAt == 0 then retryAt = now + window end
    return {0, remaining, retryAt, 1}
  end
end
local id = redis.call('INCR', KEYS[3])
redis.call('ZADD', KEYS[1], ARGV[1], id)
redis.call('PEXPIRE', KEYS[1], window)
if charged then
  redis.call('ZADD', KEYS[4], ARGV[1], id)
  redis.call('PEXPIRE', KEYS[4], window)
end
if upstreamRemaining then redis.call('HINCRBY', KEYS[2], 'remaining', -1) end
return {1, remaining - 1, 0, 0}
`;

const BUDGET_READ = `${BUDGET_STATE}
return {remaining, resetAt, paused}
`;

/**
 * KEYS: upstream. ARGV: remaining, resetAt, pauseUntil ('' when unknown), now.
 * Within one upstream window the count only goes down: answers may arrive out of order.
 */
const BUDGET_REPORT = `
local now = tonumber(ARGV[4])
if ARGV[3] ~= '' then
  local paused = tonumber(redis.call('HGET', KEYS[1], 'pausedUntil') or '0')
  if tonumber(ARGV[3]) > paused then redis.call('HSET', KEYS[1], 'pausedUntil', ARGV[3]) end
end
if ARGV[1] ~= '' and ARGV[2] ~= '' and tonumber(ARGV[2]) > now then
  local remaining, resetAt = tonumber(ARGV[1]), tonumber(ARGV[2])
  local current = tonumber(redis.call('HGET', KEYS[1], 'resetAt') or '0')
  if current == resetAt then
    local held = tonumber(redis.call('HGET', KEYS[1], 'remaining') or ARGV[1])
    if remaining < held then redis.call('HSET', KEYS[1], 'remaining', ARGV[1]) end
  elseif resetAt > current then
    redis.call('HSET', KEYS[1], 'remaining', ARGV[1], 'resetAt', ARGV[2])
  end
end
return 1
`;

/** KEYS: counter. ARGV: windowMs. */
const CLIENT_COUNT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

type Reply = (string | number)[];

interface Scripts {
  cacheGet(entry: string, lru: string, now: number, member: string): Promise<string | null>;
  cacheSet(entry: string, lru: string, sizes: string, total: string, ...args: (string | number)[]): Promise<number>;
  budgetTake(
    log: string,
    upstream: string,
    seq: string,
    clientLog: string,
    now: number,
    windowMs: number,
    limit: number,
    share: number | '',
    reserve: number | '',
    shareInReserve: number | '',
  ): Promise<Reply>;
  budgetRead(log: string, upstream: string, now: number, windowMs: number, limit: number): Promise<Reply>;
  budgetReport(upstream: string, remaining: string, resetAt: string, pauseUntil: string, now: number): Promise<number>;
  clientCount(counter: string, windowMs: number): Promise<number>;
}

export interface RedisStoreOptions extends CacheLimits {
  url: string;
  /** Prefix of every key; keep the `{…}` hash tag. Tests give each run its own. */
  prefix?: string;
  /** How long an entry can live at most (fresh + stale), to forget the accounting of expired ones. */
  lifetimeMs: number;
  /** Called when Redis reports a connection problem (ioredis retries by itself). */
  onError?: (error: Error) => void;
  redisOptions?: RedisOptions;
}

const number = (value: string | number | undefined) => Number(value ?? 0);

export function createRedisStore(options: RedisStoreOptions): GatewayStore & { redis: Redis } {
  const prefix = options.prefix ?? '{registry}:';
  const key = {
    entries: `${prefix}cache:`,
    lru: `${prefix}cache-lru`,
    sizes: `${prefix}cache-sizes`,
    total: `${prefix}cache-bytes`,
    log: `${prefix}budget-log`,
    seq: `${prefix}budget-seq`,
    upstream: `${prefix}budget-upstream`,
    client: `${prefix}client:`,
    spent: `${prefix}spent:`,
  };

  const redis = new Redis(options.url, {
    // Fail a command quickly when Redis is away, rather than queueing it for long:
    // the gateway then falls back to its own memory (`withFallback` in store.ts).
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    enableAutoPipelining: true,
    ...options.redisOptions,
  });
  redis.on('error', (error: Error) => options.onError?.(error));
  redis.defineCommand('cacheGet', { numberOfKeys: 2, lua: CACHE_GET });
  redis.defineCommand('cacheSet', { numberOfKeys: 4, lua: CACHE_SET });
  redis.defineCommand('budgetTake', { numberOfKeys: 4, lua: BUDGET_TAKE });
  redis.defineCommand('budgetRead', { numberOfKeys: 2, lua: BUDGET_READ });
  redis.defineCommand('budgetReport', { numberOfKeys: 1, lua: BUDGET_REPORT });
  redis.defineCommand('clientCount', { numberOfKeys: 1, lua: CLIENT_COUNT });
  const scripts = redis as unknown as Scripts;

  return {
    kind: 'redis',
    redis,

    async getEntry(member, now) {
      const value = await scripts.cacheGet(key.entries + member, key.lru, now, member);
      if (value === null) return undefined;
      const entry = JSON.parse(value) as CacheEntry;
      return entry.staleUntil > now ? entry : undefined;
    },

    async setEntry(member, entry, now) {
      const ttlMs = Math.ceil(entry.staleUntil - now);
      if (ttlMs <= 0) return;
      await scripts.cacheSet(
        key.entries + member,
        key.lru,
        key.sizes,
        key.total,
        member,
        JSON.stringify(entry),
        ttlMs,
        now,
        options.maxBytes,
        key.entries,
        options.lifetimeMs,
      );
    },

    async cacheSize() {
      const [entries, bytes] = await Promise.all([redis.zcard(key.lru), redis.get(key.total)]);
      return { entries, bytes: Math.max(0, number(bytes ?? 0)), maxBytes: options.maxBytes };
    },

    async takeBudget(limit, windowMs, now, charge): Promise<BudgetDecision> {
      const [allowed, remaining, retryAt, forClient] = await scripts.budgetTake(
        key.log,
        key.upstream,
        key.seq,
        key.spent + (charge?.client ?? ''),
        now,
        windowMs,
        limit,
        charge?.share ?? '',
        charge?.reserve ?? '',
        charge?.shareInReserve ?? '',
      );
      if (number(allowed) === 1) return { allowed: true, remaining: number(remaining) };
      return {
        allowed: false,
        refusedFor: number(forClient) === 1 ? 'client' : 'budget',
        remaining: number(remaining),
        retryAt: number(retryAt),
      };
    },

    async readBudget(limit, windowMs, now): Promise<BudgetState> {
      const [remaining, resetAt, pausedUntil] = await scripts.budgetRead(key.log, key.upstream, now, windowMs, limit);
      return {
        limit,
        remaining: number(remaining),
        resetAt: number(resetAt) || undefined,
        pausedUntil: number(pausedUntil) || undefined,
      };
    },

    async reportUpstream(report, now) {
      const text = (value: number | undefined) => (value === undefined ? '' : String(Math.round(value)));
      await scripts.budgetReport(
        key.upstream,
        text(report.remaining),
        text(report.resetAt),
        text(report.pauseUntil),
        now,
      );
    },

    async countClient(client, limit, windowMs, now): Promise<ClientDecision> {
      const window = Math.floor(now / windowMs);
      const count = await scripts.clientCount(`${key.client}${window}:${client}`, windowMs);
      return { allowed: count <= limit, retryAfterMs: (window + 1) * windowMs - now };
    },

    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
