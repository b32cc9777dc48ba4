// The embedded registry's HTTP side: one handler for every endpoint of the catalogue,
// `(Request) => Promise<Response>`, called in-process by the app and mounted by the
// standalone server. Order of checks: API key (401) and rate limit (429), method (405),
// path (404, or 400 for a malformed path parameter), Accept (406, 410), query (400),
// the data (404, 416), then If-None-Match (304) or the body (200).
//
// Choices where the registry's description is silent:
// - A successful answer always names its version, `Content-Type: application/vnd.registry.
//   <resource>+json; version=0.0`, also when the client asked for application/json or */*
//   (the interface says the served version is returned in Content-Type). Error bodies are
//   application/json.
// - register_view=true (officers, PSCs, PSC statements) answers 404 `register-not-held`
//   unless the company's registers resource says that register's latest move was to the
//   public register; then it lists the active entries only.
// - 404 bodies name what is missing: `company-profile-not-found` whenever the company is
//   unknown, else `appointment-not-found`, `filing-history-item-not-found`,
//   `company-charges-not-found` (a company without charges), `charge-not-found`,
//   `company-insolvencies-not-found`, `company-registers-not-found`,
//   `company-exemptions-not-found`, `psc-not-found`, `psc-statement-not-found`,
//   `officer-appointments-not-found`, `disqualified-officer-not-found`,
//   `registered-office-address-not-found`, `register-not-held`, `not-in-bulk-snapshot` for an
//   endpoint an imported bulk file has no data for (import/coverage.ts), and `not-found` for
//   a path that is no endpoint.
import 'server-only';
import type Database from 'better-sqlite3';
import { catalogue, matchPath, type PathMatch } from '@/lib/registry/catalogue';
import { errorBody, refusal, type Refusal, type RefusalDetail } from '@/lib/registry/errors';
import { matchesIfNoneMatch } from '@/lib/registry/etag';
import { ParameterError, parseQuery } from '@/lib/registry/params';
import { createKeyCheck } from './auth';
import { createEventLog, type EventLog } from './events/log';
import { DEFAULT_RATE_LIMIT, createRateLimiter } from './rate-limit';
import { servedEndpoints } from './import/coverage';
import { createResolvers } from './resources';
import { createSearch, type Search } from './search';
import { createAdvancedSearch } from './search/advanced';
import { createStore, openRegistryDatabase, type RegistryStore } from './store';
import { createNegotiator, defaultVersions, type VersionTable } from './versions';

export interface RegistryHandlerOptions {
  /** The dataset, opened read-only. One of `dbPath` and `db` is required. */
  dbPath?: string;
  /** An open dataset (tests); the handler does not close it. */
  db?: Database.Database;
  /**
   * API keys. When any are given, every request through the handler (but not through
   * `inProcess`) needs one, sent as HTTP Basic user name with an empty password.
   */
  apiKeys?: readonly string[];
  /** Requests per key per 5 minutes when keys are configured; default 600, 0 turns the limit off. */
  rateLimit?: number;
  /** Versions of each resource; default: every resource at 0.0, current. */
  versions?: VersionTable;
  /** The clock of the rate limiter, in milliseconds. */
  now?: () => number;
  /** The search service; default: the one built over the dataset (lib/registry-server/search). */
  search?: Search;
  /** Where server-side errors are logged; default console.error. */
  log?: (line: string) => void;
}

/** A request as the handler needs it, so that adapters need not build a fetch `Request`. */
export interface PlainRequest {
  method: string;
  /** The request target: `/path?query`, or an absolute URL. */
  target: string;
  header(name: string): string | null | undefined;
}

/** A response as plain data; `body` is null for 304 and HEAD. */
export interface PlainResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export interface RegistryHandler {
  /** The public entry: API keys and rate limit apply when keys are configured. */
  (request: Request): Promise<Response>;
  /**
   * For trusted callers in the same process (the app's gateway): no key, no rate limit.
   * Trust comes from which function is called, never from anything in the request, so
   * nothing arriving over a socket can claim it. Never mount this on a server.
   */
  readonly inProcess: (request: Request) => Promise<Response>;
  /** The public entry without fetch objects, for the standalone server's hot path. */
  readonly respond: (request: PlainRequest) => PlainResponse;
  readonly store: RegistryStore;
  /**
   * The key check and rate limit of the public entry, for endpoints beside the catalogue (the
   * streams): the key the request counts against, or the 401/429 response to send.
   */
  readonly admit: (request: PlainRequest) => Admission;
  /** The dataset's events log (events/log.ts): what the streams serve, for in-process consumers too. */
  readonly events: EventLog;
  /** Closes the database if the handler opened it. */
  close(): void;
}

export type Admission =
  { ok: true; key: string | undefined; headers: Record<string, string> } | { ok: false; response: PlainResponse };

const JSON_TYPE = 'application/json';
const ALLOW = 'GET, HEAD';

function splitTarget(target: string): { path: string; query: string } {
  let start = 0;
  if (target.charCodeAt(0) !== 0x2f /* / */) {
    const scheme = target.indexOf('://');
    const slash = scheme < 0 ? -1 : target.indexOf('/', scheme + 3);
    if (slash < 0) return { path: '/', query: '' };
    start = slash;
  }
  let end = target.indexOf('#', start);
  if (end < 0) end = target.length;
  const mark = target.indexOf('?', start);
  return mark < 0 || mark > end
    ? { path: target.slice(start, end), query: '' }
    : { path: target.slice(start, mark), query: target.slice(mark + 1, end) };
}

export function createRegistryHandler(options: RegistryHandlerOptions): RegistryHandler {
  if (!options.db && !options.dbPath) throw new Error('createRegistryHandler: give dbPath or db');
  const db = options.db ?? openRegistryDatabase(options.dbPath!);
  const ownsDb = !options.db;
  const store = createStore(db);
  const events = createEventLog(db);
  const log = options.log ?? ((line: string) => console.error(line));
  const indexed =
    options.search !== undefined ||
    db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_meta'").get() !== undefined;
  if (!indexed)
    log('[registry] the dataset has no search index: the /search endpoints answer 503 until it is generated again');
  const advancedIndexed = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_advanced'").get() !== undefined;
  const resolvers = createResolvers(
    store,
    options.search ?? (indexed ? createSearch(db) : undefined),
    advancedIndexed ? createAdvancedSearch(db) : undefined,
  );
  // An imported bulk file holds profiles (and PSCs): every other endpoint answers 404.
  const served = servedEndpoints(store.meta);
  const negotiate = createNegotiator(options.versions ?? defaultVersions);
  const keys = (options.apiKeys ?? []).filter((key) => key.length > 0);
  const checkKey = keys.length > 0 ? createKeyCheck(keys) : undefined;
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const takeRequest = checkKey && limit > 0 ? createRateLimiter({ limit, now: options.now }) : undefined;

  // Clients ask for the same paths again and again (page turns, revalidation): remember
  // how each was routed. Bounded, since paths come from the network.
  const routed = new Map<string, PathMatch | null>();
  function route(path: string): PathMatch | null {
    let match = routed.get(path);
    if (match === undefined) {
      match = matchPath(path);
      if (routed.size >= 20_000) routed.clear();
      routed.set(path, match);
    }
    return match;
  }

  function reply(status: number, body: string | null, headers: Record<string, string>, head: boolean): PlainResponse {
    if (body !== null) headers['content-length'] = String(Buffer.byteLength(body));
    return { status, headers, body: head ? null : body };
  }

  function error(status: number, body: object, extra: Record<string, string>, head: boolean): PlainResponse {
    return reply(status, JSON.stringify(body), { 'content-type': JSON_TYPE, ...extra }, head);
  }

  function refuse(kind: Refusal, detail: RefusalDetail, extra: Record<string, string>, head: boolean): PlainResponse {
    const { status, body } = refusal(kind, detail);
    return error(status, body, extra, head);
  }

  function admit(request: PlainRequest, head = false): Admission {
    if (!checkKey) return { ok: true, key: undefined, headers: {} };
    const auth = checkKey(request.header('authorization'));
    if (!auth.ok) {
      return {
        ok: false,
        response: error(
          401,
          { error: auth.error, type: 'ch:service' },
          { 'www-authenticate': 'Basic realm="registry"' },
          head,
        ),
      };
    }
    if (!takeRequest) return { ok: true, key: auth.key, headers: {} };
    const decision = takeRequest(auth.key);
    if (!decision.allowed) {
      const headers = { ...decision.headers, 'retry-after': String(decision.retryAfterSeconds) };
      return { ok: false, response: refuse('rate-limited', {}, headers, head) };
    }
    return { ok: true, key: auth.key, headers: decision.headers };
  }

  function respond(request: PlainRequest, trusted: boolean): PlainResponse {
    const method = request.method.toUpperCase();
    const head = method === 'HEAD';
    let extra: Record<string, string> = {};

    if (!trusted) {
      const admitted = admit(request, head);
      if (!admitted.ok) return admitted.response;
      extra = admitted.headers;
    }

    if (method !== 'GET' && !head) {
      return refuse('method-not-allowed', { method }, { ...extra, allow: ALLOW }, false);
    }

    const { path, query } = splitTarget(request.target);
    const match = route(path);
    if (!match) return refuse('not-found', {}, extra, head);
    if (!match.ok) {
      return refuse('invalid-path-parameter', { error: match.message, parameter: match.parameter }, extra, head);
    }

    if (served && !served.has(match.name)) return error(404, errorBody('not-in-bulk-snapshot'), extra, head);

    const endpoint = catalogue[match.name];
    const negotiated = negotiate(endpoint.resource, request.header('accept'));
    if (!negotiated.ok) return error(negotiated.status, errorBody(negotiated.error), extra, head);

    let values;
    try {
      values = parseQuery(endpoint.query, new URLSearchParams(query)).values;
    } catch (caught) {
      if (!(caught instanceof ParameterError)) throw caught;
      return refuse('invalid-query-parameter', { error: caught.message, parameter: caught.parameter }, extra, head);
    }

    const resolved = resolvers[match.name](match.params, values);
    if (!resolved.ok) {
      // Advanced, dissolved and alphabetical search: nothing found is a 404 with an empty body, as the real service.
      if ('empty' in resolved) return reply(404, '', { ...extra }, head);
      if (resolved.status === 400)
        return refuse('invalid-query-parameter', { error: resolved.error, parameter: resolved.location }, extra, head);
      // A search `size` out of range: the query-parameter body, with the real service's 422.
      if (resolved.status === 422)
        return error(
          422,
          refusal('invalid-query-parameter', { error: resolved.error, parameter: resolved.location }).body,
          extra,
          head,
        );
      return error(resolved.status, errorBody(resolved.error), extra, head);
    }

    const headers: Record<string, string> = {
      ...extra,
      'content-type': negotiated.contentType,
      etag: `"${resolved.etag}"`,
      vary: 'Accept',
    };
    if (negotiated.expiryHeader) headers['registry-expiry-date'] = negotiated.expiryHeader;
    const ifNoneMatch = request.header('if-none-match');
    if (ifNoneMatch && matchesIfNoneMatch(ifNoneMatch, resolved.etag)) {
      delete headers['content-type'];
      return { status: 304, headers, body: null };
    }
    return reply(200, resolved.body, headers, head);
  }

  function safeRespond(request: PlainRequest, trusted: boolean): PlainResponse {
    try {
      return respond(request, trusted);
    } catch (caught) {
      const where = `${request.method} ${request.target.slice(0, 300)}`;
      log(`[registry] 500 ${where}: ${caught instanceof Error ? (caught.stack ?? caught.message) : String(caught)}`);
      return refuse('internal-error', {}, {}, request.method.toUpperCase() === 'HEAD');
    }
  }

  const fromFetch = (request: Request): PlainRequest => ({
    method: request.method,
    target: request.url,
    header: (name) => request.headers.get(name),
  });
  const toFetch = (response: PlainResponse) =>
    new Response(response.body, { status: response.status, headers: response.headers });

  const handler = (async (request: Request) => toFetch(safeRespond(fromFetch(request), false))) as RegistryHandler;
  Object.defineProperties(handler, {
    inProcess: { value: async (request: Request) => toFetch(safeRespond(fromFetch(request), true)) },
    respond: { value: (request: PlainRequest) => safeRespond(request, false) },
    store: { value: store },
    admit: { value: (request: PlainRequest) => admit(request) },
    events: { value: events },
    close: {
      value: () => {
        events.close();
        if (ownsDb) db.close();
      },
    },
  });
  return handler;
}
