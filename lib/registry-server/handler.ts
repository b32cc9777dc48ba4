// The embedded registry's HTTP side: one handler for every endpoint of the catalogue,
// `(Request) => Promise<Response>`, called in-process by the app and mounted by the
// standalone server. Order of checks: API key (401) and rate limit (429), method (405),
// path (404, or 400 for a malformed path parameter), Accept (406, 410), query (400),
// the data (404, 416), then If-None-Match (304) or the body (200).
//
// Answers are kept in memory as sent (body bytes, ETag, headers built once) and served again
// until the dataset changes: a commit by anyone (the activity, the changes test hook, another
// process) moves store.ts's commit watch, checked on every request, so a change is served from
// the moment it commits, exactly as a read of SQLite would. Everything that belongs to a
// request stays per request: the key check, the rate-limit count and its headers, Accept,
// If-None-Match, HEAD.
//
// Choices where the registry's description is silent:
// - A successful answer always names its version, `Content-Type: application/vnd.registry.
//   <resource>+json; version=0.0`, also when the client asked for application/json or */*
//   (the interface says the served version is returned in Content-Type). Error bodies are
//   application/json.
// - register_view=true (officers, PSCs, PSC statements) answers 404 `register-not-held`
//   unless the company's registers resource says that register's latest move was to the
//   public register; then it lists the active entries only.
// - The Document API (/document/{id}, /document/{id}/content) and its storage are served
//   here too (documents/document-api.ts), on the origin the request came to unless
//   `documentApiUrl` names another; filing-history items and document metadata link there.
//   Storage asks for no key: its URLs are signed and last a minute.
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
import { catalogue, matchPath, type EndpointName, type PathMatch } from '@/lib/registry/catalogue';
import { errorBody, refusal, type Refusal, type RefusalDetail } from '@/lib/registry/errors';
import { matchesIfNoneMatch } from '@/lib/registry/etag';
import { ParameterError, parseQuery } from '@/lib/registry/params';
import { createKeyCheck } from './auth';
import { createEventLog, type EventLog } from './events/log';
import { DEFAULT_RATE_LIMIT, createRateLimiter } from './rate-limit';
import { servedEndpoints } from './import/coverage';
import { createResolvers, type Query, type Resolved } from './resources';
import { createSearch, type Search } from './search';
import { createAdvancedSearch } from './search/advanced';
import { createCommitWatch, createStore, openRegistryDatabase, type RegistryStore } from './store';
import { createDocumentApi, STORAGE_PREFIX, type DocumentResponse } from './documents/document-api';
import { DOCUMENT_API_ORIGIN } from './documents/ids';
import { createNegotiator, defaultVersions, type Negotiated, type VersionTable } from './versions';

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
  /**
   * Base URL of the Document API in the links the registry writes (filing history, document
   * metadata) and of its storage redirects; default the origin each request came to.
   */
  documentApiUrl?: string;
}

/** A request as the handler needs it, so that adapters need not build a fetch `Request`. */
export interface PlainRequest {
  method: string;
  /** The request target: `/path?query`, or an absolute URL. */
  target: string;
  header(name: string): string | null | undefined;
}

/** A response as plain data; `body` is null for 304 and HEAD, bytes for a document. */
export interface PlainResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
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
  /**
   * The public entry without fetch objects, for the standalone server's hot path: synchronous
   * for every endpoint of the catalogue; a promise for documents, which are rendered on request.
   */
  readonly respond: (request: PlainRequest) => PlainResponse | Promise<PlainResponse>;
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
/** `/document/{id}/content`: the redirect to storage (not a catalogue resource: it has no JSON body). */
const DOCUMENT_CONTENT = /^\/document\/([^/]+)\/content\/?$/;
const DOCUMENT_LINK_PREFIX = `"${DOCUMENT_API_ORIGIN}/document/`;
/** Endpoints whose bodies link to the Document API, rewritten to the document origin served. */
const LINKS_DOCUMENTS = new Set(['filingHistoryList', 'filingHistoryItem', 'documentMetadata']);
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** The origin a request came to: its absolute target's, else http:// and its Host header. */
function originOf(target: string, host: string | null | undefined): string {
  if (target.charCodeAt(0) !== 0x2f /* / */) {
    try {
      return new URL(target).origin;
    } catch {
      // not absolute after all
    }
  }
  return host && HOST.test(host) ? `http://${host}` : 'http://localhost';
}

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

/** A request with no headers of its own to add (no keys configured, or an in-process call). */
const NO_HEADERS: Record<string, string> = Object.freeze({}) as Record<string, string>;
/** Every request admitted, no key asked: the same answer each time. */
const OPEN = Object.freeze({ ok: true, key: undefined, headers: NO_HEADERS }) as Admission;
const TARGETS_KEPT = 20_000;
/** Answers kept: at most this many, and this many bytes of bodies; the oldest go first. */
const ANSWERS_KEPT = 20_000;
const ANSWER_BYTES_KEPT = 64 * 1024 * 1024;

/** The endpoints answered by the search service. */
const SEARCH_ENDPOINTS: ReadonlySet<EndpointName> = new Set([
  'searchAll',
  'searchCompanies',
  'searchOfficers',
  'searchDisqualifiedOfficers',
]);

type NegotiatedOk = Extract<Negotiated, { ok: true }>;
/** The endpoints whose answers are resolved synchronously from the store (documents are rendered on request). */
type CachedEndpoint = Exclude<EndpointName, 'documentMetadata'>;

/** What a request target means, whatever the data: its route and its parsed query. */
interface Target {
  path: string;
  query: string;
  /** Under the Document API's storage. */
  storage: boolean;
  /** `/document/{id}/content`: the id. */
  documentId?: string;
  match: PathMatch | null;
  values?: Query;
  queryError?: ParameterError;
  /** Anything else the query's parsing threw: thrown again where it used to be (a 500 after the key check). */
  queryFailure?: unknown;
}

function parseTarget(raw: string): Target {
  const { path, query } = splitTarget(raw);
  const content = DOCUMENT_CONTENT.exec(path);
  const target: Target = {
    path,
    query,
    storage: path.startsWith(STORAGE_PREFIX),
    ...(content ? { documentId: content[1]! } : {}),
    match: content ? null : matchPath(path),
  };
  if (target.match?.ok) {
    try {
      target.values = parseQuery(catalogue[target.match.name].query, new URLSearchParams(query)).values;
    } catch (caught) {
      if (caught instanceof ParameterError) target.queryError = caught;
      else target.queryFailure = caught;
    }
  }
  return target;
}

/** A resolved resource as sent: its body's bytes once, its headers once per version negotiated. */
class Answer {
  readonly body: Buffer | null;
  readonly bytes: number;
  private built?: { for: NegotiatedOk; ok: Record<string, string>; notModified: Record<string, string> };

  constructor(
    readonly version: number,
    readonly resolved: Resolved,
  ) {
    this.body = resolved.ok ? Buffer.from(resolved.body) : null;
    this.bytes = (this.body?.byteLength ?? 0) + 200;
  }

  readonly headers = (negotiated: NegotiatedOk) => {
    if (this.built?.for === negotiated) return this.built;
    const { etag } = this.resolved as Extract<Resolved, { ok: true }>;
    const notModified: Record<string, string> = { etag: `"${etag}"`, vary: 'Accept' };
    if (negotiated.expiryHeader) notModified['registry-expiry-date'] = negotiated.expiryHeader;
    const ok: Record<string, string> = { 'content-type': negotiated.contentType, ...notModified };
    ok['content-length'] = String(this.body!.byteLength);
    this.built = { for: negotiated, ok, notModified };
    return this.built;
  };
}

/**
 * A Map that keeps at most `maxEntries` entries and `maxWeight` of their weights, forgetting
 * the oldest first (insertion order: no bookkeeping on a hit).
 */
class BoundedMap<K, V> {
  private readonly map = new Map<K, { value: V; weight: number }>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Infinity,
  ) {}

  get(key: K): V | undefined {
    return this.map.get(key)?.value;
  }

  set(key: K, value: V, weight: number): void {
    const old = this.map.get(key);
    if (old) {
      this.weight -= old.weight;
      this.map.delete(key);
    }
    if (weight > this.maxWeight) return;
    this.map.set(key, { value, weight });
    this.weight += weight;
    while (this.map.size > this.maxEntries || this.weight > this.maxWeight) {
      const oldest = this.map.entries().next().value!;
      this.map.delete(oldest[0]);
      this.weight -= oldest[1].weight;
    }
  }

  clear(): void {
    this.map.clear();
    this.weight = 0;
  }
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
  const documents = createDocumentApi({ store, now: options.now });
  const documentBase = options.documentApiUrl?.replace(/\/+$/, '');

  // Clients ask for the same targets again and again (page turns, revalidation, a page's
  // reads): what a target means (its route, its query) is worked out once, and the answer
  // for it is kept serialized (body bytes, ETag, headers) until the dataset changes. Both are
  // bounded, since targets come from the network.
  const targets = new BoundedMap<string, Target>(TARGETS_KEPT);
  const answers = new BoundedMap<string, Answer>(ANSWERS_KEPT, ANSWER_BYTES_KEPT);
  // Whether the dataset may have changed since an answer was kept (store.ts); undefined: keep none.
  const commits = createCommitWatch(db);
  // A search service given from outside (tests) may answer from something else than this file.
  const uncached: ReadonlySet<EndpointName> = options.search ? SEARCH_ENDPOINTS : new Set();

  function targetOf(raw: string): Target {
    let target = targets.get(raw);
    if (target === undefined) {
      target = parseTarget(raw);
      targets.set(raw, target, 0);
    }
    return target;
  }

  /** The answer to a catalogue target, from memory while the dataset has not changed since it was kept. */
  function answerOf(
    key: string,
    name: CachedEndpoint,
    params: Readonly<Record<string, string>>,
    values: Query,
    base: string,
  ): Answer {
    const version = commits && !uncached.has(name) ? commits() : -1;
    const kept = answers.get(key);
    if (kept !== undefined && kept.version === version && version >= 0) return kept;
    let resolved = resolvers[name](params, values);
    if (resolved.ok && LINKS_DOCUMENTS.has(name) && base !== DOCUMENT_API_ORIGIN)
      resolved = { ...resolved, body: resolved.body.replaceAll(DOCUMENT_LINK_PREFIX, `"${base}/document/`) };
    const answer = new Answer(version, resolved);
    if (version >= 0) answers.set(key, answer, answer.bytes);
    return answer;
  }

  function reply(
    status: number,
    body: string | Uint8Array | null,
    headers: Record<string, string>,
    head: boolean,
  ): PlainResponse {
    if (body !== null)
      headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
    return { status, headers, body: head ? null : body };
  }

  const documentReply = (response: DocumentResponse, extra: Record<string, string>, head: boolean) =>
    reply(response.status, response.body, { ...extra, ...response.headers }, head);

  function error(status: number, body: object, extra: Record<string, string>, head: boolean): PlainResponse {
    return reply(status, JSON.stringify(body), { 'content-type': JSON_TYPE, ...extra }, head);
  }

  function refuse(kind: Refusal, detail: RefusalDetail, extra: Record<string, string>, head: boolean): PlainResponse {
    const { status, body } = refusal(kind, detail);
    return error(status, body, extra, head);
  }

  function admit(request: PlainRequest, head = false): Admission {
    if (!checkKey) return OPEN;
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
    if (!takeRequest) return { ok: true, key: auth.key, headers: NO_HEADERS };
    const decision = takeRequest(auth.key);
    if (!decision.allowed) {
      const headers = { ...decision.headers, 'retry-after': String(decision.retryAfterSeconds) };
      return { ok: false, response: refuse('rate-limited', {}, headers, head) };
    }
    return { ok: true, key: auth.key, headers: decision.headers };
  }

  function respond(request: PlainRequest, trusted: boolean): PlainResponse | Promise<PlainResponse> {
    const method = request.method.toUpperCase();
    const head = method === 'HEAD';
    let extra: Record<string, string> = NO_HEADERS;
    const target = targetOf(request.target);
    const { path, query } = target;

    // Document storage: no key, as S3 with a presigned URL; the signature is checked instead.
    if (target.storage && (method === 'GET' || head))
      return documents
        .storage(path, query, request.header('range'))
        .then((response) => documentReply(response, {}, head));

    if (!trusted) {
      const admitted = admit(request, head);
      if (!admitted.ok) return admitted.response;
      extra = admitted.headers;
    }

    if (method !== 'GET' && !head) {
      return refuse('method-not-allowed', { method }, { ...extra, allow: ALLOW }, false);
    }

    if (target.documentId !== undefined) {
      const id = target.documentId;
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(id))
        return refuse(
          'invalid-path-parameter',
          { error: 'document_id must be letters, digits, - and _', parameter: 'document_id' },
          extra,
          head,
        );
      return documents
        .content(id, request.header('accept'), baseOf(request))
        .then((response) => documentReply(response, extra, head));
    }

    const match = target.match;
    if (!match) return refuse('not-found', {}, extra, head);
    if (!match.ok) {
      return refuse('invalid-path-parameter', { error: match.message, parameter: match.parameter }, extra, head);
    }

    if (served && !served.has(match.name)) return error(404, errorBody('not-in-bulk-snapshot'), extra, head);

    const negotiated = negotiate(catalogue[match.name].resource, request.header('accept'));
    if (!negotiated.ok) return error(negotiated.status, errorBody(negotiated.error), extra, head);

    if (target.queryFailure !== undefined) throw target.queryFailure;
    if (target.queryError) {
      const caught = target.queryError;
      return refuse('invalid-query-parameter', { error: caught.message, parameter: caught.parameter }, extra, head);
    }
    const values = target.values!;

    if (match.name === 'documentMetadata') {
      const base = baseOf(request);
      return documents.metadata(match.params.document_id!).then((found) => {
        let resolved: Resolved = found
          ? { ok: true, ...found }
          : { ok: false, status: 404, error: 'document-not-found' };
        if (resolved.ok && base !== DOCUMENT_API_ORIGIN)
          resolved = { ...resolved, body: resolved.body.replaceAll(DOCUMENT_LINK_PREFIX, `"${base}/document/`) };
        return answer(new Answer(-1, resolved), request, negotiated, extra, head);
      });
    }
    const name = match.name;
    const links = LINKS_DOCUMENTS.has(name);
    const base = links ? baseOf(request) : DOCUMENT_API_ORIGIN;
    const kept = answerOf(links ? `${base} ${request.target}` : request.target, name, match.params, values, base);
    return answer(kept, request, negotiated, extra, head);
  }

  /** What a request gets from an answer: its status, its headers (built once) with the request's own, its body. */
  function answer(
    { resolved, body, headers }: Answer,
    request: PlainRequest,
    negotiated: NegotiatedOk,
    extra: Record<string, string>,
    head: boolean,
  ): PlainResponse {
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

    // Built once per answer and version negotiated; a request adds only its own (rate-limit) headers.
    const built = headers(negotiated);
    const ifNoneMatch = request.header('if-none-match');
    if (ifNoneMatch && matchesIfNoneMatch(ifNoneMatch, resolved.etag))
      return { status: 304, headers: { ...extra, ...built.notModified }, body: null };
    return { status: 200, headers: { ...extra, ...built.ok }, body: head ? null : body };
  }

  function baseOf(request: PlainRequest): string {
    return documentBase ?? originOf(request.target, request.header('host'));
  }

  function failed(request: PlainRequest, caught: unknown): PlainResponse {
    const where = `${request.method} ${request.target.slice(0, 300)}`;
    log(`[registry] 500 ${where}: ${caught instanceof Error ? (caught.stack ?? caught.message) : String(caught)}`);
    return refuse('internal-error', {}, {}, request.method.toUpperCase() === 'HEAD');
  }

  function safeRespond(request: PlainRequest, trusted: boolean): PlainResponse | Promise<PlainResponse> {
    try {
      const response = respond(request, trusted);
      return response instanceof Promise ? response.catch((caught: unknown) => failed(request, caught)) : response;
    } catch (caught) {
      return failed(request, caught);
    }
  }

  const fromFetch = (request: Request): PlainRequest => ({
    method: request.method,
    target: request.url,
    header: (name) => request.headers.get(name),
  });
  const toFetch = (response: PlainResponse) =>
    new Response(response.body as BodyInit | null, { status: response.status, headers: response.headers });

  const handler = (async (request: Request) =>
    toFetch(await safeRespond(fromFetch(request), false))) as RegistryHandler;
  Object.defineProperties(handler, {
    inProcess: { value: async (request: Request) => toFetch(await safeRespond(fromFetch(request), true)) },
    respond: { value: (request: PlainRequest) => safeRespond(request, false) },
    store: { value: store },
    admit: { value: (request: PlainRequest) => admit(request) },
    events: { value: events },
    close: {
      value: () => {
        events.close();
        commits?.close();
        if (ownsDb) db.close();
      },
    },
  });
  return handler;
}
