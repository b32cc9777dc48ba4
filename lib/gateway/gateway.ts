// The gateway: every registry call the app makes, from pages, exports or the proxy, goes
// through `fetch` here. It caches by kind of resource (cache.ts), revalidates with
// If-None-Match, lets one request upstream when many identical ones arrive together
// (coalesce.ts), keeps upstream calls inside the rate budget, charged to the client that
// asked (budget.ts), retries once what is worth retrying (retry.ts), and serves stale data
// (saying so) when the registry cannot be asked. Every body it keeps or relays, successful or
// not, has been cleaned by the client it builds (lib/registry/clean-body.ts): the key removed
// in every form and strings cut to MAX_STRING_LENGTH, before it is parsed or cached.
import {
  buildPath,
  catalogue,
  type Catalogue,
  type EndpointName,
  type ParamsOf,
  type ResourceOf,
} from '@/lib/registry/catalogue';
import { MAX_STRING_LENGTH } from '@/lib/registry/clean-body';
import { createRegistryClient, type RegistryResponse, type Transport } from '@/lib/registry/client';
import { RegistryError, isRegistryError, type RegistryErrorKind } from '@/lib/registry/errors';
import { parseQuery, toSearchParams, type QueryValues } from '@/lib/registry/params';
import { createBudget, isClientRefusal, type BudgetReport, type Quota } from './budget';
import { createEntryCache, normaliseAccept, type CacheTtls, type GatewayResult } from './cache';
import { currentClient, type ClientLimit } from './clients';
import { createFlights } from './coalesce';
import { createDeprecationLog, type DeprecationNotice } from './deprecations';
import { createProbe, statsOf, type GatewayStats, type UpstreamProbe } from './health';
import { appLog, describeError, redactingLogger, secretForms, type Logger } from './log';
import { retryOnce } from './retry';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_STREAM_MAX_MS,
  fetchStorageWithDeadline,
  type StorageInit,
} from './storage-fetch';
import type { CacheEntry, GatewayStore } from './store';

export type { BudgetReport } from './budget';
export type { CacheStatus, GatewayResult } from './cache';
export { normaliseAccept } from './cache';
export type { DeprecationNotice } from './deprecations';
export type { GatewayStats, UpstreamProbe } from './health';

export type RegistryMode = 'remote' | 'embedded';
export type GatewayQuery<N extends EndpointName> = QueryValues<Catalogue[N]['query']> | URLSearchParams;

export interface FetchOptions {
  /** Sent upstream as `Accept` (a versioned MIME type, say) and part of the cache key. */
  accept?: string | null;
  /** Who the upstream call is charged to; default the client of the request being handled (clients.ts). */
  client?: string;
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
  /** The Document API's base URL; default `baseUrl` (the embedded registry serves both). */
  documentBaseUrl?: string;
  apiKey?: string;
  /** Makes the transport on first use (the embedded registry may first generate its dataset). */
  transport: () => Promise<Transport>;
  /** The whole upstream call, headers and body. */
  timeoutMs: number;
  /** The largest body read from the registry. */
  maxBodyBytes?: number;
  /** A streamed document as a whole (its headers and each chunk have `timeoutMs`); default DOCUMENT_STREAM_MAX_MS. */
  documentStreamMs?: number;
  /** The largest document read or relayed from storage; default DOCUMENT_MAX_BYTES. */
  maxDocumentBytes?: number;
  store: GatewayStore;
  ttlSeconds: CacheTtls;
  maxStaleSeconds: number;
  /** Upstream calls allowed per window, and each client's share; absent when the upstream has no quota. */
  budget?: Quota;
  /** Proxy requests allowed per client per window (counted by the proxy side, clients.ts); a limit of 0 turns it off. */
  clientLimit?: ClientLimit;
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
  /** Where the shared state lives: the proxy side counts its clients there too. */
  readonly store: GatewayStore;
  readonly clientLimit?: ClientLimit;
  /** The Document API's origin: a storage host the document proxy accepts (the embedded registry signs its storage URLs there). */
  readonly documentOrigin: string;
  /**
   * GET /document/{id}/content with the key, inside the budget and charged to the client like
   * any call; the redirect it answers is returned, not followed (lib/documents checks it).
   */
  documentContent(
    documentId: string,
    options: { accept: string; signal?: AbortSignal; client?: string },
  ): Promise<Response>;
  /**
   * A storage URL the caller has checked, fetched without the key and without following
   * redirects, through the transport: in embedded mode the registry's storage is in-process.
   * Inside deadlines (storage-fetch.ts): read whole, `timeoutMs` for headers and body; streamed,
   * `timeoutMs` for the headers and for each chunk, `documentStreamMs` in all. A passed deadline
   * before the headers throws a timeout `RegistryError`; after them, the body is cut and errors.
   */
  fetchStorage(url: string, init: StorageInit): Promise<Response>;
  /** Throws a `RegistryError` when the registry answers with an error and nothing stale can stand in. */
  fetch<N extends EndpointName>(
    name: N,
    params: ParamsOf<N>,
    query?: GatewayQuery<N>,
    options?: FetchOptions,
  ): Promise<GatewayResult<N>>;
  /** `null` when the upstream has no quota. */
  budget(): Promise<BudgetReport | null>;
  /** True when little of the upstream budget is left: skip optional calls (typeahead, prefetch). */
  budgetLow(): Promise<boolean>;
  health(): Promise<HealthReport>;
  stats(): GatewayStats;
  /**
   * Marks registry paths (no query) as changed now (lib/changes): cached answers for them,
   * whatever their query, are revalidated (If-None-Match) on their next read instead of
   * served until their TTL ends. Everything else keeps its TTL.
   */
  invalidate(paths: readonly string[]): void;
  close(): Promise<void>;
}

/** Failures where an older copy is better than nothing. Answers about the resource itself (404, 400, 406, 410, 416) are not. */
const STALE_ON: ReadonlySet<RegistryErrorKind> = new Set([
  'network',
  'timeout',
  'upstream',
  'invalid-response',
  'rate-limited',
  'unauthorised',
  'forbidden',
]);
/** A well-formed company number, for the health probe: any answer, 404 included, shows the registry is there. */
const PROBE_COMPANY = '00000000';

/**
 * When each registry path last changed, as the change stream told this instance. Kept as
 * long as the longest TTL (an entry stored earlier is no longer fresh anyway) and at most
 * `max` paths, oldest out first.
 */
export function createChangeMarks(now: () => number, keepMs: number, max = 100_000) {
  const marks = new Map<string, number>();
  return {
    mark(paths: readonly string[]) {
      const at = now();
      for (const path of paths) {
        marks.delete(path);
        marks.set(path, at);
      }
      for (const [path, when] of marks) {
        if (marks.size <= max && when > at - keepMs) break;
        marks.delete(path);
      }
    },
    /** True when `path` changed at or after `storedAt`. */
    since(path: string, storedAt: number): boolean {
      const at = marks.get(path);
      return at !== undefined && at >= storedAt;
    },
  };
}

export function createGateway(options: GatewayOptions): Gateway {
  const { store, mode } = options;
  const now = options.now ?? Date.now;
  const log = redactingLogger(options.log ?? appLog, secretForms(options.apiKey));
  const failureHoldMs = options.failureHoldMs ?? 10_000;
  const maxStaleMs = options.maxStaleSeconds * 1000;

  const cache = createEntryCache({ store, ttlSeconds: options.ttlSeconds, now, log });
  const budget = createBudget({ store, quota: options.budget, now, log });
  const deprecations = createDeprecationLog(now, log);
  const flights = createFlights<GatewayResult<EndpointName>>();
  const counters = { coalesced: 0, upstreamCalls: 0 };
  const changed = createChangeMarks(now, Math.max(...Object.values(options.ttlSeconds)) * 1000);

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

  const client = createRegistryClient({
    baseUrl: options.baseUrl,
    documentBaseUrl: options.documentBaseUrl,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs,
    maxBodyBytes: options.maxBodyBytes,
    transport: async (request) => {
      const send = await ready();
      counters.upstreamCalls++;
      const response = await send(request);
      deprecations.observe(request, response);
      await budget.observe(response);
      return response;
    },
  });

  /** One upstream call inside the budget, charged to `payer`, retried once after a network error or a 502/503/504. */
  const callUpstream = async <N extends EndpointName>(
    name: N,
    params: ParamsOf<N>,
    query: Record<string, string>,
    accept: string,
    ifNoneMatch: string | undefined,
    payer: string | undefined,
  ) => {
    await ready();
    await budget.take(name, payer);
    const call = () => client.request(name, params, query as never, { accept, ifNoneMatch });
    return retryOnce(call, { delayMs: options.retryDelayMs ?? 250, beforeRetry: () => budget.take(name, payer), log });
  };

  const refresh = async <N extends EndpointName>(
    name: N,
    params: ParamsOf<N>,
    query: Record<string, string>,
    accept: string,
    key: string,
    entry: CacheEntry | undefined,
    payer: string | undefined,
  ) => {
    const started = performance.now();
    let response: RegistryResponse<ResourceOf<N>>;
    try {
      response = await callUpstream(name, params, query, accept, entry?.etag, payer);
      if (response.notModified && !entry)
        throw new RegistryError(
          'invalid-response',
          `${name}: the registry answered 304 to a request that had no ETag`,
          { endpoint: name, status: 304 },
        );
    } catch (error) {
      const at = now();
      if (!entry || at >= entry.staleUntil || !isRegistryError(error) || !STALE_ON.has(error.kind)) throw error;
      const holdReason = error.kind === 'rate-limited' ? 'rate-limited' : 'upstream-failed';
      // One client over its share gets the old copy; the others may still ask the registry.
      if (isClientRefusal(error)) return cache.resultOf(name, entry, 'stale', { staleReason: holdReason });
      // Serve the old copy, and keep serving it for a while without asking again, so that an
      // outage or a spent budget does not turn every page view into another failing call.
      const waitMs =
        error.kind === 'rate-limited' && error.retryAfterSeconds !== undefined
          ? Math.min(error.retryAfterSeconds * 1000, failureHoldMs * 3)
          : failureHoldMs;
      const held: CacheEntry = { ...entry, holdUntil: Math.min(at + waitMs, entry.staleUntil), holdReason };
      await cache.write(key, held, { from: entry });
      log(
        'warn',
        `serving a stale ${name} (${Math.round((at - entry.storedAt) / 1000)} s old): ${describeError(error)}`,
      );
      return cache.resultOf(name, held, 'stale', { staleReason: holdReason });
    }
    const upstreamMs = performance.now() - started;
    // The client has already cleaned the body (lib/registry/clean-body.ts); say so once per answer.
    const { redactedStrings, cutStrings } = response.meta;
    if (redactedStrings)
      log('warn', `${name}: the registry's answer held the app's key in ${redactedStrings} string(s); removed`);
    if (cutStrings)
      log(
        'warn',
        `${name}: ${cutStrings} string(s) longer than ${MAX_STRING_LENGTH} characters in the registry's answer cut`,
      );
    const at = now();
    const ttlMs = cache.ttlMs(name);
    const times = { storedAt: at, freshUntil: at + ttlMs, staleUntil: at + ttlMs + maxStaleMs };
    if (response.notModified) {
      const meta = response.meta;
      const refreshed: CacheEntry = {
        ...entry!,
        ...times,
        etag: meta.etag ?? entry!.etag,
        deprecation: meta.deprecation ?? entry!.deprecation,
        holdUntil: undefined,
        holdReason: undefined,
      };
      await cache.write(key, refreshed, { from: entry! });
      return cache.resultOf(name, refreshed, 'revalidated', { upstreamMs });
    }
    const fresh: CacheEntry = {
      body: response.body,
      etag: response.meta.etag,
      contentType: response.meta.contentType,
      deprecation: response.meta.deprecation,
      ...times,
    };
    await cache.write(key, fresh, { parsed: response.data });
    return cache.resultOf(name, fresh, 'miss', { upstreamMs });
  };

  const probe = createProbe(
    async () => {
      await ready();
      await budget.take('health probe', undefined);
      return client.request('companyProfile', { company_number: PROBE_COMPANY });
    },
    { ttlMs: options.probeTtlMs ?? 30_000, now },
  );

  const gateway: Gateway = {
    mode,
    store,
    clientLimit: options.clientLimit,
    documentOrigin: new URL(options.documentBaseUrl ?? options.baseUrl).origin,

    async documentContent(documentId, { accept, signal, client: payer = currentClient() }) {
      await ready();
      await budget.take('documentContent', payer);
      return client.documentContent(documentId, { accept, signal });
    },

    async fetchStorage(url, init) {
      const send = await ready();
      return fetchStorageWithDeadline(send, url, init, {
        timeoutMs: options.timeoutMs,
        streamMs: options.documentStreamMs ?? DOCUMENT_STREAM_MAX_MS,
        maxBytes: options.maxDocumentBytes ?? DOCUMENT_MAX_BYTES,
      });
    },

    async fetch(name, params, query, fetchOptions = {}) {
      const endpoint = catalogue[name];
      const search = parseQuery(
        endpoint.query,
        query instanceof URLSearchParams ? query : toSearchParams(query),
      ).forward;
      const path = buildPath(name, params);
      const accept = normaliseAccept(fetchOptions.accept);
      const key = `${path}?${search} ${accept}`;
      const entry = await cache.read(key);
      const at = now();
      if (entry && at < entry.freshUntil && !changed.since(path, entry.storedAt))
        return cache.resultOf(name, entry, 'hit');
      if (entry && entry.holdUntil !== undefined && at < entry.holdUntil)
        return cache.resultOf(name, entry, 'stale', { staleReason: entry.holdReason });

      // The call is charged to the client whose request starts it; those who join it pay nothing.
      const payer = fetchOptions.client ?? currentClient();
      const flight = flights.join(
        key,
        () =>
          refresh(name, params, Object.fromEntries(search), accept, key, entry, payer) as Promise<
            GatewayResult<EndpointName>
          >,
      );
      if (flight.joined) counters.coalesced++;
      return flight.promise as Promise<GatewayResult<typeof name>>;
    },

    budget: () => budget.report(),

    async budgetLow() {
      return (await budget.report())?.low ?? false;
    },

    async health() {
      const upstream = await probe();
      const [size, report] = await Promise.all([store.cacheSize(), budget.report()]);
      const iso = (at: number | undefined) => (at === undefined ? undefined : new Date(at).toISOString());
      return {
        status: upstream.ok ? 'ok' : 'degraded',
        mode,
        store: store.kind,
        upstream,
        cache: { ...gateway.stats(), ...size },
        budget: report && {
          limit: report.limit,
          remaining: report.remaining,
          low: report.low,
          resetAt: iso(report.resetAt),
          pausedUntil: iso(report.pausedUntil),
        },
        deprecations: deprecations.list(),
      };
    },

    stats: () => statsOf(cache.answers, counters.coalesced, counters.upstreamCalls),

    invalidate: (paths) => changed.mark(paths),

    async close() {
      await store.close();
    },
  };
  return gateway;
}
