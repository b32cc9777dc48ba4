// Screening's store in Redis (with REDIS_URL), shared by a fleet: a run is a hash; its lines'
// inputs and results are two hashes by line number; the lines still to screen a sorted set
// (the queue within the run); unfinished runs a sorted set by age (the queue of runs). Leases
// are keys with an expiry, one per run and one per client, taken together in a Lua script, so
// two instances never work on one run, nor on two runs of one client. Every key shares one
// hash tag ({screen}), as the scripts need.
import { Redis } from 'ioredis';
import type { ScreenInput } from './input';
import {
  RUNS_KEPT_PER_OWNER,
  type LinePick,
  type LineRecord,
  type RunUpdate,
  type ScreeningStore,
  type ScreenRun,
  type StoredResult,
} from './store';

/** KEYS: open runs. ARGV: holder, leaseMs, prefix. Returns the run id taken, or false. */
const CLAIM = `
local ids = redis.call('ZRANGE', KEYS[1], 0, -1)
for _, id in ipairs(ids) do
  local lease = ARGV[3] .. 'lease:' .. id
  if redis.call('EXISTS', lease) == 0 then
    local client = redis.call('HGET', ARGV[3] .. 'run:' .. id, 'client')
    if client then
      local clientLease = ARGV[3] .. 'client-lease:' .. client
      if redis.call('EXISTS', clientLease) == 0 then
        redis.call('SET', lease, ARGV[1], 'PX', ARGV[2])
        redis.call('SET', clientLease, id, 'PX', ARGV[2])
        return id
      end
    else
      redis.call('ZREM', KEYS[1], id)
    end
  end
end
return false
`;

/** KEYS: run lease, client lease. ARGV: holder, leaseMs, run id. */
const RENEW = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
if redis.call('GET', KEYS[2]) == ARGV[3] then redis.call('PEXPIRE', KEYS[2], ARGV[2]) end
return 1
`;

/** KEYS: run lease, client lease. ARGV: holder, run id. */
const RELEASE = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
if redis.call('GET', KEYS[2]) == ARGV[2] then redis.call('DEL', KEYS[2]) end
return 1
`;

interface Scripts {
  claimRun(open: string, holder: string, leaseMs: number, prefix: string): Promise<string | null>;
  renewRun(lease: string, clientLease: string, holder: string, leaseMs: number, runId: string): Promise<number>;
  releaseRun(lease: string, clientLease: string, holder: string, runId: string): Promise<number>;
}

type Stored = { input: ScreenInput; pick?: LinePick };

export function createRedisScreeningStore(options: {
  url: string;
  prefix?: string;
}): ScreeningStore & { redis: Redis } {
  const prefix = options.prefix ?? '{screen}:';
  const key = {
    open: `${prefix}open`,
    run: (id: string) => `${prefix}run:${id}`,
    inputs: (id: string) => `${prefix}inputs:${id}`,
    results: (id: string) => `${prefix}results:${id}`,
    pending: (id: string) => `${prefix}pending:${id}`,
    matched: (id: string) => `${prefix}matched:${id}`,
    owner: (owner: string) => `${prefix}owner:${owner}`,
    lease: (id: string) => `${prefix}lease:${id}`,
    clientLease: (client: string) => `${prefix}client-lease:${client}`,
  };
  const redis = new Redis(options.url, { maxRetriesPerRequest: 2, connectTimeout: 2_000, enableAutoPipelining: true });
  redis.on('error', () => {
    // ioredis reconnects by itself; callers see failed commands.
  });
  redis.defineCommand('claimRun', { numberOfKeys: 1, lua: CLAIM });
  redis.defineCommand('renewRun', { numberOfKeys: 2, lua: RENEW });
  redis.defineCommand('releaseRun', { numberOfKeys: 2, lua: RELEASE });
  const scripts = redis as unknown as Scripts;

  async function getRun(runId: string): Promise<ScreenRun | undefined> {
    const [hash, pending, matched] = await Promise.all([
      redis.hgetall(key.run(runId)),
      redis.zcard(key.pending(runId)),
      redis.scard(key.matched(runId)),
    ]);
    if (!hash.run_id) return undefined;
    const number = (name: string) => (hash[name] === undefined || hash[name] === '' ? undefined : Number(hash[name]));
    const total = number('total') ?? 0;
    return {
      run_id: hash.run_id,
      owner: hash.owner ?? '',
      client: hash.client ?? '',
      created_at: number('created_at') ?? 0,
      name: hash.name ?? '',
      total,
      done: total - pending,
      matched,
      status: (hash.status ?? 'queued') as ScreenRun['status'],
      calls: number('calls') ?? 0,
      version: number('version') ?? 0,
      ...(number('eta_seconds') !== undefined ? { eta_seconds: number('eta_seconds')! } : {}),
      ...(number('started_at') !== undefined ? { started_at: number('started_at')! } : {}),
      ...(number('finished_at') !== undefined ? { finished_at: number('finished_at')! } : {}),
      ...(hash.previous_run_id ? { previous_run_id: hash.previous_run_id } : {}),
    };
  }

  async function update(runId: string, fields: RunUpdate) {
    const multi = redis.multi();
    const values: Record<string, string> = {};
    for (const name of ['status', 'eta_seconds', 'started_at', 'finished_at'] as const)
      if (name in fields) values[name] = fields[name] === undefined ? '' : String(fields[name]);
    if (Object.keys(values).length > 0) multi.hset(key.run(runId), values);
    if (fields.calls) multi.hincrby(key.run(runId), 'calls', fields.calls);
    if (fields.status === 'done') multi.zrem(key.open, runId);
    await multi.exec();
  }

  async function deleteRun(runId: string, owner?: string) {
    const multi = redis
      .multi()
      .del(key.run(runId), key.inputs(runId), key.results(runId), key.pending(runId), key.matched(runId))
      .zrem(key.open, runId);
    if (owner) multi.zrem(key.owner(owner), runId);
    await multi.exec();
  }

  const recordsOf = (lines: number[], inputs: (string | null)[], results: (string | null)[]): LineRecord[] =>
    lines.map((line, i) => {
      const stored = JSON.parse(inputs[i] ?? '{"input":{}}') as Stored;
      return {
        line,
        input: stored.input,
        ...(stored.pick ? { pick: stored.pick } : {}),
        ...(results[i] ? { result: JSON.parse(results[i]!) as StoredResult } : {}),
      };
    });

  return {
    kind: 'redis',
    redis,
    async createRun(run, inputs, picks) {
      const values: string[] = [];
      const pending: (string | number)[] = [];
      inputs.forEach((input, index) => {
        const pick = picks?.get(index + 1);
        values.push(String(index + 1), JSON.stringify(pick ? { input, pick } : { input }));
        pending.push(index + 1, String(index + 1));
      });
      await redis
        .multi()
        .hset(key.run(run.run_id), {
          run_id: run.run_id,
          owner: run.owner,
          client: run.client,
          created_at: String(run.created_at),
          name: run.name,
          previous_run_id: run.previous_run_id ?? '',
          total: String(inputs.length),
          status: 'queued',
          calls: '0',
          version: '0',
        })
        .hset(key.inputs(run.run_id), ...values)
        .zadd(key.pending(run.run_id), ...pending)
        .zadd(key.open, run.created_at, run.run_id)
        .zadd(key.owner(run.owner), run.created_at, run.run_id)
        .exec();
      if (run.owner) {
        // An owner keeps the newest runs; the oldest finished ones go.
        const older = await redis.zrevrange(key.owner(run.owner), RUNS_KEPT_PER_OWNER, -1);
        for (const id of older)
          if ((await redis.hget(key.run(id), 'status')) === 'done') await deleteRun(id, run.owner);
      }
      return (await getRun(run.run_id))!;
    },
    getRun,
    async listRuns(owner, limit) {
      const ids = await redis.zrevrange(key.owner(owner), 0, limit - 1);
      const runs = await Promise.all(ids.map(getRun));
      return runs.filter((run): run is ScreenRun => run !== undefined);
    },
    async pendingLines(runId, limit) {
      const lines = (await redis.zrange(key.pending(runId), 0, limit - 1)).map(Number);
      if (lines.length === 0) return [];
      const inputs = await redis.hmget(key.inputs(runId), ...lines.map(String));
      return recordsOf(
        lines,
        inputs,
        lines.map(() => null),
      );
    },
    async lines(runId) {
      const [inputs, results] = await Promise.all([
        redis.hgetall(key.inputs(runId)),
        redis.hgetall(key.results(runId)),
      ]);
      const lines = Object.keys(inputs)
        .map(Number)
        .sort((a, b) => a - b);
      return recordsOf(
        lines,
        lines.map((line) => inputs[String(line)] ?? null),
        lines.map((line) => results[String(line)] ?? null),
      );
    },
    async saveResults(runId, results, fields) {
      if (results.length > 0) {
        const multi = redis.multi();
        multi.hset(
          key.results(runId),
          ...results.flatMap(({ line, result }) => [String(line), JSON.stringify(result)]),
        );
        multi.zrem(key.pending(runId), ...results.map(({ line }) => String(line)));
        const matched = results.filter(({ result }) => result.row.company).map(({ line }) => String(line));
        const unmatched = results.filter(({ result }) => !result.row.company).map(({ line }) => String(line));
        if (matched.length > 0) multi.sadd(key.matched(runId), ...matched);
        if (unmatched.length > 0) multi.srem(key.matched(runId), ...unmatched);
        multi.hincrby(key.run(runId), 'version', 1);
        await multi.exec();
      }
      if (fields) await update(runId, fields);
    },
    updateRun: update,
    async setPick(runId, line, pick) {
      const current = await redis.hget(key.inputs(runId), String(line));
      if (!current) return false;
      const stored = JSON.parse(current) as Stored;
      const multi = redis
        .multi()
        .hset(key.inputs(runId), String(line), JSON.stringify({ input: stored.input, pick }))
        .hdel(key.results(runId), String(line))
        .zadd(key.pending(runId), line, String(line))
        .srem(key.matched(runId), String(line))
        .hincrby(key.run(runId), 'version', 1);
      if ((await redis.hget(key.run(runId), 'status')) === 'done') {
        const created = Number(await redis.hget(key.run(runId), 'created_at'));
        multi.hset(key.run(runId), { status: 'queued', finished_at: '' }).zadd(key.open, created, runId);
      }
      await multi.exec();
      return true;
    },
    async deleteRun(runId) {
      await deleteRun(runId, (await redis.hget(key.run(runId), 'owner')) ?? undefined);
    },
    async claimRun(holder, leaseMs) {
      const id = await scripts.claimRun(key.open, holder, leaseMs, prefix);
      return id ? getRun(id) : undefined;
    },
    async renewLease(runId, holder, leaseMs) {
      const client = (await redis.hget(key.run(runId), 'client')) ?? '';
      return (await scripts.renewRun(key.lease(runId), key.clientLease(client), holder, leaseMs, runId)) === 1;
    },
    async releaseRun(runId, holder) {
      const client = (await redis.hget(key.run(runId), 'client')) ?? '';
      await scripts.releaseRun(key.lease(runId), key.clientLease(client), holder, runId);
    },
    async close() {
      redis.disconnect();
    },
  };
}
