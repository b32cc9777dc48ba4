// The gateway's cache: entries in the store, keyed by path, normalised query and Accept;
// bodies parsed (and checked against their schema) once per entry; results that say how
// they were answered, counted for the stats.
import { catalogue, type CacheKind, type EndpointName, type ResourceOf } from '@/lib/registry/catalogue';
import { RegistryError } from '@/lib/registry/errors';
import { schemaOf } from '@/lib/registry/schemas/by-endpoint';
import type { Deprecation } from '@/lib/registry/client';
import { describeError, type Logger } from './log';
import type { CacheEntry, GatewayStore } from './store';

export type CacheStatus = 'hit' | 'miss' | 'stale' | 'revalidated';

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
    return (
      (type === 'application/json' || type === 'application/*' || type === '*/*') &&
      (q === undefined || Number(q.slice(2)) > 0)
    );
  });
  return takesJson ? 'application/json' : value;
}

export type AnswerCounts = Record<CacheStatus, number>;

/** Documents never change: a day unless configured (the entry is still revalidated by ETag after it). */
export const DEFAULT_DOCUMENT_TTL_SECONDS = 86_400;

/** Freshness by kind of resource; documents may be left out (they take the default). */
export type CacheTtls = Record<Exclude<CacheKind, 'document'>, number> & { document?: number };

function ttlOf(ttls: CacheTtls, name: EndpointName): number {
  const kind = catalogue[name].cache;
  return kind === 'document' ? (ttls.document ?? DEFAULT_DOCUMENT_TTL_SECONDS) : ttls[kind];
}

export function createEntryCache(options: {
  store: GatewayStore;
  ttlSeconds: CacheTtls;
  now: () => number;
  log: Logger;
}) {
  const { store, now, log } = options;
  const parsed = new WeakMap<CacheEntry, unknown>();
  const answers: AnswerCounts = { hit: 0, miss: 0, stale: 0, revalidated: 0 };

  const parseBody = <N extends EndpointName>(name: N, entry: CacheEntry): ResourceOf<N> => {
    if (parsed.has(entry)) return parsed.get(entry) as ResourceOf<N>;
    let json: unknown;
    try {
      json = JSON.parse(entry.body);
    } catch (error) {
      throw new RegistryError('invalid-response', `${name}: a cached body is not JSON`, {
        endpoint: name,
        cause: error,
      });
    }
    const result = schemaOf(name).safeParse(json);
    if (!result.success)
      throw new RegistryError('invalid-response', `${name}: a cached body no longer fits its schema`, {
        endpoint: name,
        cause: result.error,
      });
    parsed.set(entry, result.data);
    return result.data as ResourceOf<N>;
  };

  return {
    answers,
    ttlMs: (name: EndpointName) => ttlOf(options.ttlSeconds, name) * 1000,

    async read(key: string): Promise<CacheEntry | undefined> {
      try {
        return await store.getEntry(key, now());
      } catch (error) {
        log('warn', `could not read the cache: ${describeError(error)}`);
        return undefined;
      }
    },

    /** Stores an entry; `data` is its parsed body when known, or the entry it replaces (same body). */
    async write(key: string, entry: CacheEntry, data: { parsed: unknown } | { from: CacheEntry }): Promise<void> {
      if ('parsed' in data) parsed.set(entry, data.parsed);
      else if (parsed.has(data.from)) parsed.set(entry, parsed.get(data.from));
      try {
        await store.setEntry(key, entry, now());
      } catch (error) {
        log('warn', `could not store a cache entry: ${describeError(error)}`);
      }
    },

    /** The answer for an entry, counted. */
    resultOf<N extends EndpointName>(
      name: N,
      entry: CacheEntry,
      cache: CacheStatus,
      details: { upstreamMs?: number; staleReason?: GatewayResult<N>['staleReason'] } = {},
    ): GatewayResult<N> {
      answers[cache]++;
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
        ttlSeconds: ttlOf(options.ttlSeconds, name),
        upstreamMs: details.upstreamMs ?? 0,
      };
    },
  };
}
