// lib/changes' store in Redis (with REDIS_URL), shared by a fleet: cursors in a hash, the
// change log in sorted sets scored by `seq` (one for all, one per company), watch lists in
// one hash per token, and the consumer's lease as a key with an expiry. Writes that read
// first are Lua scripts; every key shares one hash tag ({changes}), as the scripts need.
import { Redis } from 'ioredis';
import type { Change, StreamName } from './events';
import {
  CHANGE_LOG_MAX,
  matchesFilter,
  type ChangeFilter,
  type ChangesStore,
  type FollowResult,
  type PersonDecision,
} from './store';

/** How many changes are kept per company. */
const PER_COMPANY = 500;

/** KEYS: log, event keys, company log ('' none). ARGV: event key, body, max, per company. Returns seq or 0. */
const RECORD = `
if redis.call('ZSCORE', KEYS[2], ARGV[1]) then return 0 end
local seq = redis.call('INCR', KEYS[4])
redis.call('ZADD', KEYS[1], seq, ARGV[2])
redis.call('ZADD', KEYS[2], seq, ARGV[1])
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -tonumber(ARGV[3]) - 1)
redis.call('ZREMRANGEBYRANK', KEYS[2], 0, -tonumber(ARGV[3]) - 1)
if KEYS[3] ~= KEYS[1] then
  redis.call('ZADD', KEYS[3], seq, ARGV[2])
  redis.call('ZREMRANGEBYRANK', KEYS[3], 0, -tonumber(ARGV[4]) - 1)
end
return seq
`;

/** KEYS: watch list, followers. ARGV: company, max, now. Returns 1 added, 0 already, -1 full. */
const FOLLOW = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 0 end
if redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[2]) then return -1 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
return 1
`;

/** KEYS: watch list, followers. ARGV: company. */
const UNFOLLOW = `
if redis.call('HDEL', KEYS[1], ARGV[1]) == 1 then
  if redis.call('HINCRBY', KEYS[2], ARGV[1], -1) <= 0 then redis.call('HDEL', KEYS[2], ARGV[1]) end
end
return 1
`;

/** KEYS: seen. ARGV: token, seq. Only moves forward. */
const MARK_SEEN = `
local held = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
if tonumber(ARGV[2]) > held then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end
return 1
`;

/** KEYS: lease. ARGV: holder, ttlMs. Takes a free lease or renews one's own. */
const LEASE = `
local held = redis.call('GET', KEYS[1])
if held == false then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
if held == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0
`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
`;

interface Scripts {
  recordChange(log: string, keys: string, company: string, seq: string, ...args: (string | number)[]): Promise<number>;
  followCompany(list: string, followers: string, company: string, max: number, now: number): Promise<number>;
  unfollowCompany(list: string, followers: string, company: string): Promise<number>;
  markSeen(seen: string, token: string, seq: number): Promise<number>;
  takeLease(lease: string, holder: string, ttlMs: number): Promise<number>;
  releaseLease(lease: string, holder: string): Promise<number>;
}

export function createRedisChangesStore(options: { url: string; prefix?: string }): ChangesStore & { redis: Redis } {
  const prefix = options.prefix ?? '{changes}:';
  const key = {
    cursors: `${prefix}cursors`,
    log: `${prefix}log`,
    eventKeys: `${prefix}event-keys`,
    seq: `${prefix}seq`,
    company: (n: string) => `${prefix}company:${n}`,
    watch: (token: string) => `${prefix}watch:${token}`,
    decisions: (token: string) => `${prefix}person-decisions:${token}`,
    followers: `${prefix}followers`,
    seen: `${prefix}seen`,
    lease: `${prefix}lease`,
    source: `${prefix}source`,
  };
  const redis = new Redis(options.url, { maxRetriesPerRequest: 2, connectTimeout: 2_000, enableAutoPipelining: true });
  redis.on('error', () => {
    // ioredis reconnects by itself; callers see failed commands.
  });
  redis.defineCommand('recordChange', { numberOfKeys: 4, lua: RECORD });
  redis.defineCommand('followCompany', { numberOfKeys: 2, lua: FOLLOW });
  redis.defineCommand('unfollowCompany', { numberOfKeys: 2, lua: UNFOLLOW });
  redis.defineCommand('markSeen', { numberOfKeys: 1, lua: MARK_SEEN });
  redis.defineCommand('takeLease', { numberOfKeys: 1, lua: LEASE });
  redis.defineCommand('releaseLease', { numberOfKeys: 1, lua: RELEASE });
  const scripts = redis as unknown as Scripts;

  const parse = (reply: string[]): Change[] => {
    const changes: Change[] = [];
    for (let i = 0; i + 1 < reply.length; i += 2)
      changes.push({ ...(JSON.parse(reply[i]!) as Omit<Change, 'seq'>), seq: Number(reply[i + 1]) });
    return changes;
  };

  /** The sorted sets to read for a filter: one per company, or the whole log. */
  const sources = (filter: ChangeFilter) => (filter.companies ? filter.companies.map(key.company) : [key.log]);

  return {
    kind: 'redis',
    redis,
    async sourceIdentity() {
      return (await redis.get(key.source)) ?? undefined;
    },
    async adoptSource(identity, forget) {
      if (!forget) {
        await redis.set(key.source, identity);
        return;
      }
      // The per-company logs, found by their pattern (a few thousand keys at most: SCAN, not KEYS).
      const companies: string[] = [];
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', `${key.company('')}*`, 'COUNT', 1000);
        cursor = next;
        companies.push(...found);
      } while (cursor !== '0');
      await redis
        .multi()
        .del(key.cursors, key.log, key.eventKeys, ...companies)
        .set(key.source, identity)
        .exec();
    },
    async getCursor(stream) {
      const value = await redis.hget(key.cursors, stream);
      return value === null ? undefined : Number(value);
    },
    async setCursor(stream: StreamName, timepoint) {
      await redis.hset(key.cursors, stream, timepoint);
    },
    async record(change) {
      const seq = await scripts.recordChange(
        key.log,
        key.eventKeys,
        change.companyNumber ? key.company(change.companyNumber) : key.log,
        key.seq,
        `${change.stream}:${change.timepoint}`,
        JSON.stringify(change),
        CHANGE_LOG_MAX,
        PER_COMPANY,
      );
      return seq === 0 ? undefined : { ...change, seq: Number(seq) };
    },
    async since(seq, filter, limit) {
      const replies = await Promise.all(
        sources(filter).map((source) =>
          redis.zrangebyscore(source, `(${seq}`, '+inf', 'WITHSCORES', 'LIMIT', 0, limit * 4),
        ),
      );
      return replies
        .flatMap(parse)
        .filter((change) => matchesFilter(change, filter))
        .sort((a, b) => a.seq - b.seq)
        .slice(0, limit);
    },
    async latest(filter, limit) {
      const replies = await Promise.all(
        sources(filter).map((source) =>
          redis.zrevrangebyscore(source, '+inf', '-inf', 'WITHSCORES', 'LIMIT', 0, limit * 4),
        ),
      );
      return replies
        .flatMap(parse)
        .filter((change) => matchesFilter(change, filter))
        .sort((a, b) => b.seq - a.seq)
        .slice(0, limit);
    },
    async personDecisions(token, links) {
      const wanted = new Set(links);
      return Object.entries(await redis.hgetall(key.decisions(token))).flatMap(([pair, value]): PersonDecision[] => {
        const [a = '', b = ''] = pair.split(' ');
        if (!wanted.has(a) && !wanted.has(b)) return [];
        const { decision, at } = JSON.parse(value) as { decision: PersonDecision['decision']; at: number };
        return [{ a, b, decision, decidedAt: at }];
      });
    },
    async decidePerson(token, a, b, decision, now) {
      if (decision) await redis.hset(key.decisions(token), `${a} ${b}`, JSON.stringify({ decision, at: now }));
      else await redis.hdel(key.decisions(token), `${a} ${b}`);
    },
    async watchList(token) {
      const [list, seen] = await Promise.all([redis.hgetall(key.watch(token)), redis.hget(key.seen, token)]);
      return {
        companies: Object.entries(list)
          .map(([companyNumber, at]) => ({ companyNumber, followedAt: Number(at) }))
          .sort((a, b) => b.followedAt - a.followedAt || a.companyNumber.localeCompare(b.companyNumber)),
        seenSeq: Number(seen ?? 0),
      };
    },
    async follow(token, companyNumber, max, now): Promise<FollowResult> {
      const result = await scripts.followCompany(key.watch(token), key.followers, companyNumber, max, now);
      return result === 1 ? 'added' : result === 0 ? 'already' : 'full';
    },
    async unfollow(token, companyNumber) {
      await scripts.unfollowCompany(key.watch(token), key.followers, companyNumber);
    },
    async markSeen(token, seq) {
      await scripts.markSeen(key.seen, token, seq);
    },
    async followedCompanies(limit) {
      return (await redis.hkeys(key.followers)).sort().slice(0, limit);
    },
    async takeLease(holder, ttlMs) {
      return (await scripts.takeLease(key.lease, holder, ttlMs)) === 1;
    },
    async releaseLease(holder) {
      await scripts.releaseLease(key.lease, holder);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
