// Server-side registry access for the whole app: the one gateway, built from the
// environment on first use and shared by pages and the proxy, and thin verbs over it.
// Pages call these; they never call the proxy over HTTP.
import 'server-only';
import { existsSync } from 'node:fs';
import { DEFAULT_DOCUMENT_API_URL, env, registryMode, type Env } from '@/lib/env';
import type { CacheKind, EndpointName, ParamsOf } from '@/lib/registry/catalogue';
import { isRegistryError } from '@/lib/registry/errors';
import type { RegistryCapabilities } from '@/lib/registry/capabilities';
import type { Transport } from '@/lib/registry/client';
import { processState } from '@/lib/server/process-state';
import { loadEmbeddedRegistry, type EmbeddedRegistry } from './embedded';
import { createSession, type RegistrySession, type SessionOptions } from './session';
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
export { CallBudget, OutOfBudget, readOf, wasCalled, type Read, type RegistrySession } from './session';
export type { RegistryCapabilities } from '@/lib/registry/capabilities';

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

export interface Registry extends Gateway {
  /** Calls count against a quota (a remote registry, hybrid mode included). */
  readonly metered: boolean;
  /** What this registry can do beyond its interface: ask for a capability, never for a mode. */
  capabilities(): Promise<RegistryCapabilities>;
  /** Reads of one analysis operation, inside `maxCalls` registry calls on a metered registry. */
  session(options?: SessionOptions): RegistrySession;
  /** Where the data comes from, for the lines that say so on pages. */
  source(): Promise<DataSource>;
}

export interface DataSource {
  /** `bulk`: an imported bulk file alone; `hybrid`: one beside the remote registry. */
  readonly kind: 'generated' | 'bulk' | 'remote' | 'hybrid';
  /** The date of the bulk snapshot, when the file is one and its date is known. */
  readonly snapshotDate?: string;
}

/** A gateway with its capabilities: what `getRegistry()` returns. */
export function registryOf(
  gateway: Gateway,
  options: { metered: boolean; capabilities?: () => Promise<RegistryCapabilities>; source?: () => Promise<DataSource> },
): Registry {
  const { metered } = options;
  const remoteOnly: RegistryCapabilities = { metered, answers: () => true };
  const capabilities = options.capabilities ?? (async () => remoteOnly);
  return {
    ...gateway,
    metered,
    capabilities,
    session: (sessionOptions?: SessionOptions) => createSession(gateway, metered, sessionOptions),
    source: options.source ?? (async () => ({ kind: metered ? 'remote' : 'generated' }) as const),
  };
}

/** Loads the embedded registry once; a failure is tried again by the next caller (as the gateway's transport is). */
function embeddedLoader(config: Env, log: Logger): () => Promise<EmbeddedRegistry> {
  let loading: Promise<EmbeddedRegistry> | undefined;
  return () =>
    (loading ??= loadEmbeddedRegistry(config, log).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

export function createGatewayFromEnv(config: Env, log: Logger = appLog): Registry {
  const mode = registryMode(config);
  // Hybrid mode: an imported bulk file at REGISTRY_DB_PATH answers what it holds (lib/gateway/hybrid.ts).
  if (mode === 'remote' && existsSync(config.REGISTRY_DB_PATH)) return createHybridFromEnv(config, log);
  if (mode === 'remote') return registryOf(createSingleGateway(config, log), { metered: true });
  const embedded = embeddedLoader(config, log);
  return registryOf(
    createSingleGateway(config, log, async () => (await embedded()).transport),
    {
      metered: false,
      capabilities: async () => {
        const { capabilities, served } = await embedded();
        return { metered: false, answers: (name) => served?.has(name) ?? true, ...capabilities };
      },
      source: async () => {
        const { served, snapshotDate } = await embedded();
        return served ? { kind: 'bulk', ...(snapshotDate ? { snapshotDate } : {}) } : { kind: 'generated' };
      },
    },
  );
}

function createHybridFromEnv(config: Env, log: Logger): Registry {
  const embedded = embeddedLoader(config, log);
  const file = createGateway({
    mode: 'embedded',
    baseUrl: EMBEDDED_BASE_URL,
    transport: async () => (await embedded()).transport,
    timeoutMs: config.REGISTRY_TIMEOUT_MS,
    store: createMemoryStore({ maxBytes: config.REGISTRY_CACHE_MAX_BYTES }),
    ttlSeconds: ttlSecondsFrom(config),
    maxStaleSeconds: config.REGISTRY_CACHE_MAX_STALE_SECONDS,
    log,
  });
  let announced = false;
  const served = async () => {
    const loaded = await embedded();
    if (loaded.served && !announced) {
      announced = true;
      log(
        'info',
        `hybrid mode: ${[...loaded.served].join(', ')} from the bulk snapshot at ${config.REGISTRY_DB_PATH}; the rest from the remote registry`,
      );
    }
    return loaded.served;
  };
  const gateway = createHybridGateway({ file, remote: createSingleGateway(config, log), served });
  return registryOf(gateway, {
    metered: true,
    // The file's indexes answer for the companies it holds; the rest of the register is the remote one's.
    capabilities: async () => {
      const loaded = await embedded();
      if (!loaded.served) return { metered: true, answers: () => true };
      const { addressIndex, controlledCompanies, personIndex } = loaded.capabilities;
      return {
        metered: true,
        answers: () => true,
        ...(addressIndex ? { addressIndex } : {}),
        ...(controlledCompanies ? { controlledCompanies } : {}),
        ...(personIndex ? { personIndex } : {}),
      };
    },
    source: async () => {
      const loaded = await embedded();
      if (!loaded.served) return { kind: 'remote' };
      return { kind: 'hybrid', ...(loaded.snapshotDate ? { snapshotDate: loaded.snapshotDate } : {}) };
    },
  });
}

function createSingleGateway(config: Env, log: Logger, embedded?: () => Promise<Transport>): Gateway {
  const mode = registryMode(config);
  const store = storeFrom(config, log);
  const gateway = createGateway({
    mode,
    baseUrl: config.REGISTRY_API_URL ?? EMBEDDED_BASE_URL,
    // Embedded: the embedded registry serves the Document API and its storage itself.
    documentBaseUrl:
      mode === 'remote' ? (config.REGISTRY_DOCUMENT_API_URL ?? DEFAULT_DOCUMENT_API_URL) : EMBEDDED_BASE_URL,
    apiKey: config.REGISTRY_API_KEY,
    transport: embedded ?? (async () => (request) => fetch(request)),
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

// One per process, not per module: Next.js may load this module once per bundle (route
// handlers, server components) and again on every dev reload, and the app must still have one
// cache, one budget and one embedded dataset per process.
const registry = processState<{ current?: Registry }>('gateway', () => ({}));

/** Where the app's data comes from (for the lines that say so on pages). */
export function dataSource(): Promise<DataSource> {
  return getRegistry().source();
}

/** The app's registry, made from the environment on first use. */
export function getRegistry(): Registry {
  return (registry.current ??= createGatewayFromEnv(env()));
}

/**
 * Replaces the app's registry (tests, benchmarks): a gateway alone is a registry with no
 * capabilities beyond its interface, metered when it has a quota; `undefined` makes the next
 * call build it from the environment again.
 */
export function setRegistry(gateway: Registry | Gateway | undefined): void {
  registry.current =
    gateway === undefined || 'capabilities' in gateway
      ? gateway
      : registryOf(gateway, { metered: gateway.mode === 'remote' });
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
