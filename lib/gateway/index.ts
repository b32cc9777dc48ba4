// Server-side registry access for the whole app: the one gateway, built from the
// environment on first use and shared by pages and the proxy, and thin verbs over it.
// Pages call these; they never call the proxy over HTTP.
import 'server-only';
import { existsSync } from 'node:fs';
import { DEFAULT_DOCUMENT_API_URL, env, registryMode, type Env } from '@/lib/env';
import type { CacheKind, EndpointName, ParamsOf } from '@/lib/registry/catalogue';
import type { BulkFileInfo } from '@/lib/registry-server/import/meta';
import { isRegistryError } from '@/lib/registry/errors';
import { loadEmbeddedRegistry } from './embedded';
import { createGateway, type FetchOptions, type Gateway, type GatewayQuery, type GatewayResult } from './gateway';
import { appLog, describeError, type Logger } from './log';
import { createHybridGateway } from './hybrid';
import { createRedisStore } from './redis-store';
import { createMemoryStore, withFallback, type GatewayStore } from './store';

export type {
  BudgetReport,
  CacheStatus,
  FetchOptions,
  Gateway,
  GatewayResult,
  HealthReport,
  RegistryMode,
} from './gateway';

/** The registry's quota window: 600 calls per 5 minutes per key. */
export const BUDGET_WINDOW_MS = 5 * 60_000;
/** The proxy's per-client limit counts requests per minute. */
export const CLIENT_WINDOW_MS = 60_000;
/** The embedded registry answers any host; this one only shows in its links' base. */
const EMBEDDED_BASE_URL = 'http://embedded.registry';

/** A log function that says the same thing at most once a minute (a Redis outage repeats itself). */
function throttled(log: Logger, everyMs = 60_000): Logger {
  const last = new Map<string, number>();
  return (level, message) => {
    const at = Date.now();
    if ((last.get(message) ?? 0) > at - everyMs) return;
    last.set(message, at);
    log(level, message);
  };
}

export function ttlSecondsFrom(config: Env): Record<CacheKind, number> {
  return {
    document: config.REGISTRY_CACHE_TTL_DOCUMENT_SECONDS,
    search: config.REGISTRY_CACHE_TTL_SEARCH_SECONDS,
    profile: config.REGISTRY_CACHE_TTL_PROFILE_SECONDS,
    list: config.REGISTRY_CACHE_TTL_LIST_SECONDS,
    item: config.REGISTRY_CACHE_TTL_ITEM_SECONDS,
  };
}

function storeFrom(config: Env, log: Logger): GatewayStore {
  const memory = createMemoryStore({ maxBytes: config.REGISTRY_CACHE_MAX_BYTES });
  if (!config.REDIS_URL) return memory;
  const warn = throttled(log);
  const longestTtl = Math.max(...Object.values(ttlSecondsFrom(config)));
  const redis = createRedisStore({
    url: config.REDIS_URL,
    maxBytes: config.REGISTRY_CACHE_MAX_BYTES,
    lifetimeMs: (longestTtl + config.REGISTRY_CACHE_MAX_STALE_SECONDS) * 1000,
    onError: (error) => warn('warn', `Redis: ${describeError(error)}`),
  });
  return withFallback(redis, memory, (operation, error) =>
    warn('warn', `Redis failed (${operation}); using this instance's memory meanwhile: ${describeError(error)}`),
  );
}

/** Where the data comes from, for the start-up line: never the key, never a password. */
function describeSetup(config: Env, store: GatewayStore): string {
  const upstream = config.REGISTRY_API_URL
    ? `remote registry at ${new URL(config.REGISTRY_API_URL).origin} (${config.REGISTRY_API_KEY ? 'with an API key' : 'no API key'}; budget ${config.REGISTRY_RATE_LIMIT} calls per 5 minutes)`
    : `embedded registry over ${config.REGISTRY_DB_PATH} (in-process, no quota)`;
  const shared = config.REDIS_URL ? `Redis at ${new URL(config.REDIS_URL).host}` : 'this process’s memory';
  return `using the ${upstream}; cache and budget in ${shared} (${store.kind})`;
}

export function createGatewayFromEnv(config: Env, log: Logger = appLog): Gateway {
  const mode = registryMode(config);
  // Hybrid mode: an imported bulk file at REGISTRY_DB_PATH answers what it holds (lib/gateway/hybrid.ts).
  if (mode === 'remote' && existsSync(config.REGISTRY_DB_PATH)) return createHybridFromEnv(config, log);
  return createSingleGateway(config, log);
}

function createHybridFromEnv(config: Env, log: Logger): Gateway {
  const file = createGateway({
    mode: 'embedded',
    baseUrl: EMBEDDED_BASE_URL,
    transport: () => loadEmbeddedRegistry(config, log),
    timeoutMs: config.REGISTRY_TIMEOUT_MS,
    store: createMemoryStore({ maxBytes: config.REGISTRY_CACHE_MAX_BYTES }),
    ttlSeconds: ttlSecondsFrom(config),
    maxStaleSeconds: config.REGISTRY_CACHE_MAX_STALE_SECONDS,
    log,
  });
  let served: Promise<ReadonlySet<EndpointName> | undefined> | undefined;
  return createHybridGateway({
    file,
    remote: createSingleGateway(config, log),
    served: () =>
      (served ??= bulkFileInfo(config).then((info) => {
        if (info)
          log(
            'info',
            `hybrid mode: ${[...info.served].join(', ')} from the bulk snapshot at ${config.REGISTRY_DB_PATH}; the rest from the remote registry`,
          );
        return info?.served;
      })),
  });
}

function createSingleGateway(config: Env, log: Logger): Gateway {
  const mode = registryMode(config);
  const store = storeFrom(config, log);
  const gateway = createGateway({
    mode,
    baseUrl: config.REGISTRY_API_URL ?? EMBEDDED_BASE_URL,
    // Embedded: the embedded registry serves the Document API and its storage itself.
    documentBaseUrl:
      mode === 'remote' ? (config.REGISTRY_DOCUMENT_API_URL ?? DEFAULT_DOCUMENT_API_URL) : EMBEDDED_BASE_URL,
    apiKey: config.REGISTRY_API_KEY,
    transport: mode === 'remote' ? async () => (request) => fetch(request) : () => loadEmbeddedRegistry(config, log),
    timeoutMs: config.REGISTRY_TIMEOUT_MS,
    maxBodyBytes: config.REGISTRY_MAX_BODY_BYTES,
    store,
    ttlSeconds: ttlSecondsFrom(config),
    maxStaleSeconds: config.REGISTRY_CACHE_MAX_STALE_SECONDS,
    budget:
      mode === 'remote'
        ? {
            limit: config.REGISTRY_RATE_LIMIT,
            windowMs: BUDGET_WINDOW_MS,
            clientShare: config.REGISTRY_CLIENT_SHARE / 100,
            reserve: config.REGISTRY_BUDGET_RESERVE / 100,
          }
        : undefined,
    clientLimit: { limit: config.REGISTRY_PROXY_CLIENT_LIMIT, windowMs: CLIENT_WINDOW_MS },
    log,
  });
  log('info', describeSetup(config, store));
  return gateway;
}

// On globalThis, not in a module variable: Next.js may load this module once per bundle
// (route handlers, server components) and again on every dev reload, and the app must
// still have one cache, one budget and one embedded dataset per process.
const GATEWAY = Symbol.for('registry-browser.gateway');
type Holder = { [GATEWAY]?: Gateway };

/** The facts of the imported bulk file at REGISTRY_DB_PATH, or undefined (no file, or a generated dataset). */
async function bulkFileInfo(config: Env): Promise<BulkFileInfo | undefined> {
  const { readBulkFileInfo } = await import('@/lib/registry-server/import/meta');
  return readBulkFileInfo(config.REGISTRY_DB_PATH);
}

export interface DataSource {
  /** `bulk`: an imported bulk file alone; `hybrid`: one beside the remote registry. */
  readonly kind: 'generated' | 'bulk' | 'remote' | 'hybrid';
  /** The date of the bulk snapshot, when the file is one and its date is known. */
  readonly snapshotDate?: string;
}

const DATA_SOURCE = Symbol.for('registry-browser.data-source');

/** Where the app's data comes from, read once per process (for the lines that say so on pages). */
export function dataSource(): Promise<DataSource> {
  const holder = globalThis as { [DATA_SOURCE]?: Promise<DataSource> };
  return (holder[DATA_SOURCE] ??= (async () => {
    const config = env();
    const remote = registryMode(config) === 'remote';
    const info = !remote || existsSync(config.REGISTRY_DB_PATH) ? await bulkFileInfo(config) : undefined;
    if (!info) return { kind: remote ? 'remote' : 'generated' };
    return { kind: remote ? 'hybrid' : 'bulk', ...(info.snapshotDate ? { snapshotDate: info.snapshotDate } : {}) };
  })());
}

/** The app's gateway, made from the environment on first use. */
export function getRegistry(): Gateway {
  const holder = globalThis as Holder;
  return (holder[GATEWAY] ??= createGatewayFromEnv(env()));
}

/** Replaces the app's gateway (tests, benchmarks); `undefined` makes the next call build it from the environment again. */
export function setRegistry(gateway: Gateway | undefined): void {
  (globalThis as Holder)[GATEWAY] = gateway;
}

/** A resource through the gateway; throws a `RegistryError` (404 included). */
export function getResourceOrThrow<N extends EndpointName>(
  name: N,
  params: ParamsOf<N>,
  query?: GatewayQuery<N>,
  options?: FetchOptions,
): Promise<GatewayResult<N>> {
  return getRegistry().fetch(name, params, query, options);
}

/**
 * A resource, or `undefined` when the registry has none (404): the registry answers 404 for
 * a company without charges, for instance. Other failures throw a `RegistryError`.
 */
export async function findResource<N extends EndpointName>(
  name: N,
  params: ParamsOf<N>,
  query?: GatewayQuery<N>,
  options?: FetchOptions,
): Promise<GatewayResult<N> | undefined> {
  try {
    return await getRegistry().fetch(name, params, query, options);
  } catch (error) {
    if (isRegistryError(error) && error.kind === 'not-found') return undefined;
    throw error;
  }
}

/** True when little of the upstream budget is left: skip optional calls (typeahead, prefetch). Never true for the embedded registry. */
export function budgetLow(): Promise<boolean> {
  return getRegistry().budgetLow();
}
