// The gateway: every registry call the app makes, from pages or from the proxy, goes
// through `fetch` here. It caches by kind of resource, revalidates with If-None-Match,
// lets one request upstream when many identical ones arrive together, keeps upstream
// calls inside the rate budget, retries once what is worth retrying, and serves stale
// data (saying so) when the registry cannot be asked.
import { buildPath, catalogue, matchPath, type CacheKind, type Catalogue, type EndpointName, type ParamsOf, type ResourceOf } from '@/lib/registry/catalogue';
import { schemaOf } from '@/lib/registry/schemas/by-endpoint';
import { createRegistryClient, readDeprecation, readRateLimit, retryAfterSeconds, type Deprecation, type RegistryResponse, type Transport } from '@/lib/registry/client';
import { RegistryError, isRegistryError, type RegistryErrorKind } from '@/lib/registry/errors';
import { parseQuery, toSearchParams, type QueryValues } from '@/lib/registry/params';
import { consoleLogger, describeError, redactingLogger, secretForms, type Logger } from './log';
import type { BudgetState, CacheEntry, GatewayStore, UpstreamReport } from './store';

export type RegistryMode = 'remote' | 'embedded';
export type CacheStatus = 'hit' | 'miss' | 'stale' | 'revalidated';
export type GatewayQuery<N extends EndpointName> = QueryValues<Catalogue[N]['query']> | URLSearchParams;

export interface FetchOptions {
  /** Sent upstream as `Accept` (a versioned MIME type, say) and part of the cache key. */
  accept?: string | null;
}

export interface GatewayResult<N extends EndpointName> {
  /** The parsed resource (parsed on first read for cache hits). */
  readonly data: ResourceOf<N>;
  /** The body as the registry sent it. */
  readonly body: string;
  readonly etag?: string;
  readonly contentType?: string;
  readonly deprecation?: Deprecation;
  readonly cache: CacheStatus;
  /** Served past its freshness because the registry could not be asked; pages may say so. */
  readonly stale: boolean;
  readonly staleReason?: 'rate-limited' | 'upstream-failed';
  /** Seconds since the body was fetched or last revalidated. */
  readonly ageSeconds: number;
  /** Seconds this kind of resource stays fresh. */
  readonly ttlSeconds: number;
  /** Milliseconds spent waiting for the registry (0 when it was not asked). */
  readonly upstreamMs: number;
}

export interface BudgetReport extends BudgetState {
  low: boolean;
}

export interface UpstreamProbe {
  /** The registry answered, and accepted the app's credentials. */
  ok: boolean;
  /** The status it answered with, when it answered. */
  status?: number;
  problem?: string;
  latencyMs?: number;
  checkedAt: string;
}

export interface DeprecationNotice extends Deprecation {
  endpoint?: string;
  firstSeen: string;
}

export interface GatewayStats {
  hits: number;
  misses: number;
  revalidated: number;
  stale: number;
  /** Requests that joined an identical one already on its way upstream. */
  coalesced: number;
  /** Share of answers given without a full upstream fetch of their own (hit, revalidated, stale, coalesced). */
  hitRate: number;
  upstreamCalls: number;
}

export interface HealthReport {
  /** `degraded` when the registry does not answer or refuses the app's credentials; pages may still be served from the cache. */
  status: 'ok' | 'degraded';
  mode: RegistryMode;
  store: GatewayStore['kind'];
  upstream: UpstreamProbe;
  cache: GatewayStats & { entries: number; bytes: number; maxBytes: number };
  /** `null` when the upstream has no quota (the embedded registry). Times are ISO 8601. */
  budget: { limit: number; remaining: number; low: boolean; resetAt?: string; pausedUntil?: string } | null;
  deprecations: DeprecationNotice[];
}

export interface GatewayOptions {
  mode: RegistryMode;
  /** The registry's base URL. The embedded registry answers whatever host it is given. */
  baseUrl: string;
  apiKey?: string;
  /** Makes the transport on first use (the embedded registry may first generate its dataset). */
  transport: () => Promise<Transport>;
  timeoutMs: number;
  store: GatewayStore;
  ttlSeconds: Record<CacheKind, number>;
  maxStaleSeconds: number;
  /** Upstream calls allowed per window; absent when the upstream has no quota. */
  budget?: { limit: number; windowMs: number };
  /** Proxy requests allowed per client per window; a limit of 0 turns it off. */
  clientLimit?: { limit: number; windowMs: number };
  /** Base delay before the one retry; a random share of it again is added. */
  retryDelayMs?: number;
  /** After a failed refresh, how long the stale entry is served before the registry is asked again. */
  failureHoldMs?: number;
  /** How long a health probe's answer is reused. */
  probeTtlMs?: number;
  now?: () => number;
  log?: Logger;
}

export interface Gateway {
  readonly mode: RegistryMode;
  /** Throws a `RegistryError` when the registry answers with an error and nothing stale can stand in. */
  fetch<N extends EndpointName>(name: N, params: ParamsOf<N>, query?: GatewayQuery<N>, options?: FetchOptions): Promise<GatewayResult<N>>;
  /** `null` when the upstream has no quota. */
  budget(): Promise<BudgetReport | null>;
  /** True when little of the upstream budget is left: skip optional calls (typeahead, prefetch). */
  budgetLow(): Promise<boolean>;
  /** Counts a proxy request against its client's limit. */
  admitClient(client: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  health(): Promise<HealthReport>;
  stats(): GatewayStats;
  close(): Promise<void>;
}

/** Below this share of the budget, optional calls should be skipped. */
const LOW_BUDGET_SHARE = 0.1;
/** When a 429 names no time to wait. */
const DEFAULT_PAUSE_MS = 60_000;
const RETRY_STATUSES = new Set([502, 503, 504]);
/** Failures where an older copy is better than nothing. Answers about the resource itself (404, 400, 406, 410, 416) are not. */
const STALE_ON: ReadonlySet<RegistryErrorKind> = new Set(['network', 'timeout', 'upstream', 'invalid-response', 'rate-limited', 'unauthorised', 'forbidden']);
/** A well-formed company number, for the health probe: any answer, 404 included, shows the registry is there. */
const PROBE_COMPANY = '00000000';

const isRetryable = (error: unknown) =>
  isRegistryError(error) && (error.kind === 'network' || (error.kind === 'upstream' && RETRY_STATUSES.has(error.status ?? 0)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The Accept value sent upstream and used in the cache key. Whatever takes plain JSON (no
 * header, `application/json`, any type, a browser's list) is one key, `application/json`;
 * a versioned type is kept as given; anything else goes upstream to be refused there (406).
 */
export function normaliseAccept(accept: string | null | undefined): string {
  const value = (accept ?? '').trim().replace(/\s+/g, ' ');
  if (value === '') return 'application/json';
  if (value.includes('application/vnd.')) return value;
  const takesJson = value.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return (type === 'application/json' || type === 'application/*' || type === '*/*') && (q === undefined || Number(q.slice(2)) > 0);
  });
  return takesJson ? 'application/json' : value;
}

export function createGateway(options: GatewayOptions): Gateway {
  const { store, budget: quota, mode } = options;
  const now = options.now ?? Date.now;
  const log = redactingLogger(options.log ?? consoleLogger, secretForms(options.apiKey));
  const retryDelayMs = options.retryDelayMs ?? 250;
  const failureHoldMs = options.failureHoldMs ?? 10_000;
  const probeTtlMs = options.probeTtlMs ?? 30_000;
  const maxStaleMs = options.maxStaleSeconds * 1000;

  const counters = { hits: 0, misses: 0, revalidated: 0, stale: 0, coalesced: 0, upstreamCalls: 0 };
  const flights = new Map<string, Promise<GatewayResult<EndpointName>>>();
  const parsed = new WeakMap<CacheEntry, unknown>();
  const deprecations = new Map<string, DeprecationNotice>();

  let transport: Transport | undefined;
  let loading: Promise<Transport> | undefined;
  /** Makes the transport once; concurrent first calls share the one attempt, and a failure is retried by the next call. */
  const ready = async (): Promise<Transport> => {
    if (transport) return transport;
    loading ??= options.transport().then(
      (made) => (transport = made),
      (error: unknown) => {
        loading = undefined;
        log('error', `the ${mode} registry could not start: ${describeError(error)}`);
        throw new RegistryError('upstream', `the ${mode} registry could not start`, { cause: error });
      },
    );
    return loading;
  };

  /** Follows what the registry says about its quota and versions, on every answer, errors included. */
  const observe = async (request: Request, response: Response) => {
    const deprecation = readDeprecation(response.headers);
    if (deprecation && !deprecations.has(deprecation.header)) {
      const endpoint = matchPath(new URL(request.url).pathname)?.name;
      deprecations.set(deprecation.header, { ...deprecation, endpoint, firstSeen: new Date(now()).toISOString() });
      log('warn', `the registry says ${deprecation.rel ?? 'a resource version'} is deprecated and goes on ${deprecation.expiresOn}${endpoint ? ` (first seen on ${endpoint})` : ''}`);
    }
    if (!quota) return;
    const rate = readRateLimit(response.headers);
    const report: UpstreamReport = {};
    if (rate.remaining !== undefined && rate.resetAt !== undefined) {
      report.remaining = rate.remaining;
      report.resetAt = rate.resetAt * 1000;
    }
    if (response.status === 429) {
      const seconds = retryAfterSeconds(response.headers, now());
      report.pauseUntil = now() + (seconds === undefined ? DEFAULT_PAUSE_MS : seconds * 1000);
      log('warn', `the registry answered 429; no upstream calls until ${new Date(report.pauseUntil).toISOString()}`);
    }
    if (report.remaining !== undefined || report.pauseUntil !== undefined) await store.reportUpstream(report, now());
  };

  const client = createRegistryClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs,
    transport: async (request) => {
      const send = await ready();
      counters.upstreamCalls++;
      const response = await send(request);
      await observe(request, response);
      return response;
    },
  });

  const takeBudget = async (name: string) => {
    if (!quota) return;
    const decision = await store.takeBudget(quota.limit, quota.windowMs, now());
    if (decision.allowed) return;
    const retryAfter = Math.max(1, Math.ceil(((decision.retryAt ?? now() + quota.windowMs) - now()) / 1000));
    throw new RegistryError('rate-limited', `${name}: the app's budget of registry calls is spent; retry in ${retryAfter} s`, { endpoint: name, retryAfterSeconds: retryAfter });
  };

  /** One upstream call inside the budget, retried once after a network error or a 502/503/504. */
  const callUpstream = async <N extends EndpointName>(name: N, params: ParamsOf<N>, query: Record<string, string>, accept: string, ifNoneMatch: string | undefined) => {
    await ready();
    await takeBudget(name);
    try {
      return await client.request(name, params, query as never, { accept, ifNoneMatch });
    } catch (error) {
      if (!isRetryable(error)) throw error;
      log('warn', `retrying after: ${describeError(error)}`);
      await sleep(retryDelayMs * (1 + Math.random()));
      // No budget for the retry: the first failure is the answer.
      await takeBudget(name).catch(() => Promise.reject(error));
      return client.request(name, params, query as never, { accept, ifNoneMatch });
    }
  };

  const parseBody = <N extends EndpointName>(name: N, entry: CacheEntry): ResourceOf<N> => {
    if (parsed.has(entry)) return parsed.get(entry) as ResourceOf<N>;
    let json: unknown;
    try {
      json = JSON.parse(entry.body);
    } catch (error) {
      throw new RegistryError('invalid-response', `${name}: a cached body is not JSON`, { endpoint: name, cause: error });
    }
    const result = schemaOf(name).safeParse(json);
    if (!result.success) throw new RegistryError('invalid-response', `${name}: a cached body no longer fits its schema`, { endpoint: name, cause: result.error });
    parsed.set(entry, result.data);
    return result.data as ResourceOf<N>;
  };

  const resultOf = <N extends EndpointName>(
    name: N,
    entry: CacheEntry,
    cache: CacheStatus,
    details: { upstreamMs?: number; staleReason?: GatewayResult<N>['staleReason'] } = {},
  ): GatewayResult<N> => {
    counters[cache === 'hit' ? 'hits' : cache === 'miss' ? 'misses' : cache]++;
    return {
      get data() {
        return parseBody(name, entry);
      },
      body: entry.body,
      etag: entry.etag,
      contentType: entry.contentType,
      deprecation: entry.deprecation,
      cache,
      stale: cache === 'stale',
      staleReason: details.staleReason,
      ageSeconds: Math.max(0, Math.floor((now() - entry.storedAt) / 1000)),
      ttlSeconds: options.ttlSeconds[catalogue[name].cache],
      upstreamMs: details.upstreamMs ?? 0,
    };
  };

  const remember = async (key: string, entry: CacheEntry) => {
    try {
      await store.setEntry(key, entry, now());
    } catch (error) {
      log('warn', `could not store a cache entry: ${describeError(error)}`);
    }
  };

  const refresh = async <N extends EndpointName>(name: N, params: ParamsOf<N>, query: Record<string, string>, accept: string, key: string, entry: CacheEntry | undefined) => {
    const ttlMs = options.ttlSeconds[catalogue[name].cache] * 1000;
    const started = performance.now();
    let response: RegistryResponse<ResourceOf<N>>;
    try {
      response = await callUpstream(name, params, query, accept, entry?.etag);
      if (response.notModified && !entry) throw new RegistryError('invalid-response', `${name}: the registry answered 304 to a request that had no ETag`, { endpoint: name, status: 304 });
    } catch (error) {
      const at = now();
      if (!entry || at >= entry.staleUntil || !isRegistryError(error) || !STALE_ON.has(error.kind)) throw error;
      // Serve the old copy, and keep serving it for a while without asking again, so that an
      // outage or a spent budget does not turn every page view into another failing call.
      const waitMs = error.kind === 'rate-limited' && error.retryAfterSeconds !== undefined ? Math.min(error.retryAfterSeconds * 1000, failureHoldMs * 3) : failureHoldMs;
      const holdReason = error.kind === 'rate-limited' ? 'rate-limited' : 'upstream-failed';
      const held: CacheEntry = { ...entry, holdUntil: Math.min(at + waitMs, entry.staleUntil), holdReason };
      if (parsed.has(entry)) parsed.set(held, parsed.get(entry));
      await remember(key, held);
      log('warn', `serving a stale ${name} (${Math.round((at - entry.storedAt) / 1000)} s old): ${describeError(error)}`);
      return resultOf(name, held, 'stale', { staleReason: holdReason });
    }
    const upstreamMs = performance.now() - started;
    const at = now();
    const times = { storedAt: at, freshUntil: at + ttlMs, staleUntil: at + ttlMs + maxStaleMs };
    if (response.notModified) {
      const meta = response.meta;
      const refreshed: CacheEntry = { ...entry!, ...times, etag: meta.etag ?? entry!.etag, deprecation: meta.deprecation ?? entry!.deprecation, holdUntil: undefined, holdReason: undefined };
      if (parsed.has(entry!)) parsed.set(refreshed, parsed.get(entry!));
      await remember(key, refreshed);
      return resultOf(name, refreshed, 'revalidated', { upstreamMs });
    }
    const fresh: CacheEntry = { body: response.body, etag: response.meta.etag, contentType: response.meta.contentType, deprecation: response.meta.deprecation, ...times };
    parsed.set(fresh, response.data);
    await remember(key, fresh);
    return resultOf(name, fresh, 'miss', { upstreamMs });
  };

  const readEntry = async (key: string) => {
    try {
      return await store.getEntry(key, now());
    } catch (error) {
      log('warn', `could not read the cache: ${describeError(error)}`);
      return undefined;
    }
  };

  const gateway: Gateway = {
    mode,

    async fetch(name, params, query, fetchOptions = {}) {
      const endpoint = catalogue[name];
      const search = parseQuery(endpoint.query, query instanceof URLSearchParams ? query : toSearchParams(query)).forward;
      const path = buildPath(name, params);
      const accept = normaliseAccept(fetchOptions.accept);
      const key = `${path}?${search} ${accept}`;
      const entry = await readEntry(key);
      const at = now();
      if (entry && at < entry.freshUntil) return resultOf(name, entry, 'hit');
      if (entry && entry.holdUntil !== undefined && at < entry.holdUntil) return resultOf(name, entry, 'stale', { staleReason: entry.holdReason });

      const joined = flights.get(key) as Promise<GatewayResult<typeof name>> | undefined;
      if (joined) {
        counters.coalesced++;
        return joined;
      }
      const flight = refresh(name, params, Object.fromEntries(search), accept, key, entry).finally(() => flights.delete(key));
      flights.set(key, flight as Promise<GatewayResult<EndpointName>>);
      return flight;
    },

    async budget() {
      if (!quota) return null;
      const state = await store.readBudget(quota.limit, quota.windowMs, now());
      return { ...state, low: state.remaining <= Math.max(1, Math.floor(quota.limit * LOW_BUDGET_SHARE)) };
    },

    async budgetLow() {
      return (await gateway.budget())?.low ?? false;
    },

    async admitClient(clientAddress) {
      const limit = options.clientLimit;
      if (!limit || limit.limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
      const decision = await store.countClient(clientAddress, limit.limit, limit.windowMs, now());
      return { allowed: decision.allowed, retryAfterSeconds: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)) };
    },

    async health() {
      const upstream = await probe();
      const [size, budget] = await Promise.all([store.cacheSize(), gateway.budget()]);
      const iso = (at: number | undefined) => (at === undefined ? undefined : new Date(at).toISOString());
      return {
        status: upstream.ok ? 'ok' : 'degraded',
        mode,
        store: store.kind,
        upstream,
        cache: { ...gateway.stats(), ...size },
        budget: budget && { limit: budget.limit, remaining: budget.remaining, low: budget.low, resetAt: iso(budget.resetAt), pausedUntil: iso(budget.pausedUntil) },
        deprecations: [...deprecations.values()],
      };
    },

    stats() {
      const fromCache = counters.hits + counters.revalidated + counters.stale + counters.coalesced;
      const answers = fromCache + counters.misses;
      return {
        hits: counters.hits,
        misses: counters.misses,
        revalidated: counters.revalidated,
        stale: counters.stale,
        coalesced: counters.coalesced,
        hitRate: answers === 0 ? 0 : Math.round((fromCache / answers) * 1000) / 1000,
        upstreamCalls: counters.upstreamCalls,
      };
    },

    async close() {
      await store.close();
    },
  };

  let lastProbe: { at: number; answer: Promise<UpstreamProbe> } | undefined;
  /** A cheap call to see whether the registry answers; the answer is reused for a while. */
  function probe(): Promise<UpstreamProbe> {
    if (lastProbe && now() - lastProbe.at < probeTtlMs) return lastProbe.answer;
    const started = performance.now();
    const checkedAt = new Date(now()).toISOString();
    const answer = (async (): Promise<UpstreamProbe> => {
      try {
        await ready();
        await takeBudget('health probe');
        const response = await client.request('companyProfile', { company_number: PROBE_COMPANY });
        return { ok: true, status: response.meta.status, latencyMs: Math.round(performance.now() - started), checkedAt };
      } catch (error) {
        const latencyMs = Math.round(performance.now() - started);
        if (!isRegistryError(error)) return { ok: false, problem: describeError(error), latencyMs, checkedAt };
        if (error.status === undefined && error.kind === 'rate-limited') return { ok: false, problem: 'not checked: the rate budget is spent', checkedAt };
        if (error.kind === 'unauthorised' || error.kind === 'forbidden') {
          return { ok: false, status: error.status, problem: 'the registry rejected the app’s credentials', latencyMs, checkedAt };
        }
        // Any other answer about the resource (404 for a company that does not exist) shows the registry is there.
        if (error.status !== undefined && error.status < 500 && error.kind !== 'rate-limited') return { ok: true, status: error.status, latencyMs, checkedAt };
        return { ok: false, status: error.status, problem: error.kind, latencyMs, checkedAt };
      }
    })();
    lastProbe = { at: now(), answer };
    return answer;
  }

  return gateway;
}
