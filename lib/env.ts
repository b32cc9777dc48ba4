// The environment, parsed once with zod. A bad or missing variable fails start-up with a
// message naming every problem. Server code only: it holds the registry key.
import 'server-only';
import { z } from 'zod';

const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().optional(),
);
const count = (fallback: number) =>
  z.preprocess((value) => (value === undefined || value === '' ? fallback : value), z.coerce.number().int().min(0));
const flag = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z
    .enum(['', 'true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1' || value === 'yes'),
);

/** How many proxies in front of the app to trust: `false`/`0` none, `true` one, or a number. */
const trustProxy = z.preprocess(
  (value) => {
    const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
    if (text === undefined || text === '' || text === 'false' || text === 'no') return 0;
    if (text === 'true' || text === 'yes') return 1;
    return text;
  },
  z.coerce
    .number({ error: 'must be true, false or the number of proxies in front of the app' })
    .int('must be true, false or the number of proxies in front of the app')
    .min(0)
    .max(10),
);

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An exact origin storage may be fetched from: https anywhere, plain http only on this machine. */
function storageOrigin(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.origin !== text.replace(/\/+$/, '')) return undefined;
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return url.origin;
  return undefined;
}

export const envSchema = z
  .object({
    REGISTRY_API_URL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .url({
          protocol: /^https?$/,
          error: 'must be an http(s) URL, such as https://api.company-information.service.gov.uk',
        })
        .optional(),
    ),
    REGISTRY_API_KEY: optionalText,
    REGISTRY_TIMEOUT_MS: count(10_000),
    REGISTRY_MAX_BODY_BYTES: count(5 * 1024 * 1024).pipe(z.number().min(1024, 'must be at least 1024')),
    REGISTRY_DB_PATH: z.string().default('.data/registry.sqlite'),
    REGISTRY_DATASET_SIZE: count(20_000).pipe(z.number().min(1, 'must be at least 1')),
    REGISTRY_DATASET_SEED: count(1),
    // The embedded registry's activity (lib/registry-server/activity): changes applied per minute; 0 freezes it.
    REGISTRY_ACTIVITY_PER_MINUTE: count(60).pipe(z.number().max(60_000, 'must be at most 60000')),

    // The gateway (lib/gateway): shared cache and rate budget, upstream quota, cache sizes and lifetimes.
    REDIS_URL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379' })
        .optional(),
    ),
    REGISTRY_RATE_LIMIT: count(600).pipe(z.number().min(1, 'must be at least 1')),
    REGISTRY_PROXY_CLIENT_LIMIT: count(300),
    // Per-client limits of the heavy routes (lib/gateway/heavy-routes.ts): requests per minute, and at once.
    HEAVY_ROUTE_CLIENT_LIMIT: count(60),
    HEAVY_ROUTE_CLIENT_CONCURRENCY: count(2),
    // Fair shares of the upstream budget, in percent of REGISTRY_RATE_LIMIT (lib/gateway/budget.ts).
    REGISTRY_CLIENT_SHARE: count(20).pipe(
      z.number().min(1, 'must be at least 1').max(100, 'must be a percentage (1-100)'),
    ),
    REGISTRY_BUDGET_RESERVE: count(20).pipe(z.number().max(90, 'must be a percentage (0-90)')),
    REGISTRY_HEALTH_TOKEN: optionalText,
    REGISTRY_TRUST_PROXY: trustProxy,
    REGISTRY_CACHE_MAX_BYTES: count(64 * 1024 * 1024),
    REGISTRY_CACHE_MAX_STALE_SECONDS: count(24 * 60 * 60),
    REGISTRY_CACHE_TTL_SEARCH_SECONDS: count(60),
    REGISTRY_CACHE_TTL_PROFILE_SECONDS: count(10 * 60),
    REGISTRY_CACHE_TTL_LIST_SECONDS: count(5 * 60),
    REGISTRY_CACHE_TTL_ITEM_SECONDS: count(60 * 60),
    REGISTRY_CACHE_TTL_DOCUMENT_SECONDS: count(24 * 60 * 60),
    REGISTRY_BENCH_ROUTES: flag,

    // Documents (lib/documents): the Document API's base URL in remote mode, and storage origins
    // besides *.amazonaws.com and the Document API's own that its redirects may point to.
    REGISTRY_DOCUMENT_API_URL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .url({
          protocol: /^https?$/,
          error: 'must be an http(s) URL, such as https://document-api.company-information.service.gov.uk',
        })
        .optional(),
    ),
    REGISTRY_DOCUMENT_STORAGE_ORIGINS: z.preprocess(
      (value) => (typeof value === 'string' ? value : ''),
      z.string().transform((value, ctx) => {
        const origins: string[] = [];
        for (const item of value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const origin = storageOrigin(item);
          if (origin) origins.push(origin);
          else
            ctx.addIssue({
              code: 'custom',
              message: `"${item.slice(0, 80)}" is not an https origin (or http on 127.0.0.1, ::1 or localhost), such as https://storage.example.org`,
            });
        }
        return origins;
      }),
    ),

    // Sharing: the site's public origin for absolute URLs (canonical, og:url, oEmbed), and the export cap.
    APP_ORIGIN: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .url({
          protocol: /^https?$/,
          error: 'must be the http(s) origin the site is served at, such as https://registry.example.org',
        })
        .transform((value) => new URL(value).origin)
        .optional(),
    ),
    EXPORT_MAX_ROWS: count(5000).pipe(z.number().min(1, 'must be at least 1')),
    EXPORT_MAX_CALLS: count(50).pipe(z.number().min(1, 'must be at least 1')),

    // Analysis on top of the registry: the calls one ownership walk may make on a remote registry.
    OWNERSHIP_BUILD_MAX_REQUESTS: count(60).pipe(z.number().min(1, 'must be at least 1')),
    // …and one connections graph (lib/network): past it the build stops and marks what it left unexpanded.
    NETWORK_BUILD_MAX_REQUESTS: count(150).pipe(z.number().min(1, 'must be at least 1')),
    // Identity checks (lib/network): calls one same-person search, and disqualified-officer searches one page, may make remotely.
    NETWORK_SAME_PERSON_MAX_REQUESTS: count(25).pipe(z.number().min(2, 'must be at least 2')),
    NETWORK_DISQUALIFIED_MAX_SEARCHES: count(10),
    // …and company profiles one graph's or table's identity verification marks may read remotely.
    NETWORK_VERIFICATION_MAX_REQUESTS: count(50),
    FINANCIALS_MAX_REQUESTS: count(14).pipe(z.number().min(1, 'must be at least 1')),
    // Screening lists (lib/screening): runs one instance works on at once, and the calls one line may make remotely.
    SCREEN_RUNS_AT_ONCE: count(2).pipe(z.number().min(1, 'must be at least 1').max(20, 'must be at most 20')),
    SCREEN_LINE_MAX_CALLS: count(80).pipe(z.number().min(5, 'must be at least 5')),

    // Change over time (lib/changes): the registry's Streaming API, its own key (never the REST
    // one, never sent to the browser), where follows and the change log are kept, and limits.
    REGISTRY_STREAM_URL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL, such as https://stream.companieshouse.gov.uk' })
        .optional(),
    ),
    REGISTRY_STREAM_KEY: optionalText,
    CHANGES_DB_PATH: optionalText,
    // Case files (lib/cases): PostgreSQL for a fleet; unset, SQLite in the data folder.
    DATABASE_URL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .url({
          protocol: /^postgres(ql)?$/,
          error: 'must be a postgres:// URL, such as postgres://user@127.0.0.1:5432/cases',
        })
        .optional(),
    ),
    FOLLOW_MAX_COMPANIES: count(500).pipe(z.number().min(1, 'must be at least 1')),
    CHANGES_POLL_INTERVAL_SECONDS: count(600).pipe(z.number().min(10, 'must be at least 10')),
    CHANGES_SSE_BUFFER: count(256).pipe(z.number().min(1, 'must be at least 1')),
    CHANGES_SSE_CLIENT_CONNECTIONS: count(4),
    CHANGES_TEST_HOOK: flag,
  })
  .superRefine((env, ctx) => {
    if (env.REGISTRY_STREAM_KEY && !env.REGISTRY_STREAM_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['REGISTRY_STREAM_KEY'],
        message: 'is set but REGISTRY_STREAM_URL is not: set the URL of the Streaming API the key is for',
      });
    if (env.REGISTRY_STREAM_URL && !env.REGISTRY_STREAM_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['REGISTRY_STREAM_URL'],
        message: 'is set but REGISTRY_STREAM_KEY is not: the Streaming API needs its own key',
      });
    if (env.REGISTRY_API_KEY && !env.REGISTRY_API_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['REGISTRY_API_KEY'],
        message: 'is set but REGISTRY_API_URL is not: set the URL of the registry the key is for, or unset the key',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses an environment; throws an `EnvError` listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
}

let cached: Env | undefined;

/** The process environment, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export const registryMode = (config: Env) => (config.REGISTRY_API_URL ? 'remote' : 'embedded');

/** The real Document API, where a remote registry's documents are read unless REGISTRY_DOCUMENT_API_URL says otherwise. */
export const DEFAULT_DOCUMENT_API_URL = 'https://document-api.company-information.service.gov.uk';
