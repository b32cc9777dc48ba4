// The typed registry client: a fetch-shaped transport in, a parsed resource out. The only
// place that knows the base URL, the auth header and the timeout. Remote mode passes the
// platform fetch; embedded mode passes the embedded registry's handler (no socket).
import type { z } from 'zod';
import { basicAuthorization } from './basic-auth';
import { buildPath, catalogue, type Catalogue, type EndpointName, type ParamsOf, type ResourceOf } from './catalogue';
import { schemaOf } from './schemas/by-endpoint';
import { cleanRegistryBody } from './clean-body';
import { RegistryError, kindForStatus, parseErrorBody, type RegistryErrorItem } from './errors';
import { redact, secretForms } from './secrets';
import { toSearchParams, type QueryValues } from './params';

export type Transport = (input: Request) => Promise<Response>;

export interface RateLimit {
  limit?: number;
  remaining?: number;
  /** Unix time, in seconds, when the window resets. */
  resetAt?: number;
  window?: string;
}

export interface Deprecation {
  /** The raw `Registry-Expiry-Date` header. */
  header: string;
  /** The day the version becomes unavailable, as sent. */
  expiresOn: string;
  /** The deprecated MIME type and version. */
  rel?: string;
}

export interface ResponseMeta {
  status: number;
  etag?: string;
  contentType?: string;
  rateLimit: RateLimit;
  deprecation?: Deprecation;
  /** Strings of the body that held a form of the key, removed before anything read it (clean-body.ts). */
  redactedStrings?: number;
  /** Strings of the body longer than MAX_STRING_LENGTH, cut before anything read it (clean-body.ts). */
  cutStrings?: number;
}

export type RegistryResponse<T> =
  | {
      notModified: false;
      data: T;
      /** the body as received, cleaned (clean-body.ts: no key, no overlong string), for caches and the proxy */ body: string;
      meta: ResponseMeta;
    }
  | { notModified: true; meta: ResponseMeta };

export interface RequestOptions {
  /** Sent as `Accept` (a versioned MIME type, for example); default `application/json`. */
  accept?: string;
  /** Sent as `If-None-Match`; a 304 answer returns `{ notModified: true }`. */
  ifNoneMatch?: string;
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
}

export interface RegistryClientOptions {
  /** Base URL of the registry, for example `https://api.company-information.service.gov.uk`. */
  baseUrl: string;
  /** Base URL of the Document API (endpoints with `api: 'document'`); default `baseUrl`. */
  documentBaseUrl?: string;
  /** Sent as HTTP Basic user name with an empty password, when set. */
  apiKey?: string;
  transport?: Transport;
  /** The whole call, headers and body (default 10 s). */
  timeoutMs?: number;
  /** The largest body read (default 5 MB); a larger one is an invalid response. */
  maxBodyBytes?: number;
}

type QueryOf<N extends EndpointName> = QueryValues<Catalogue[N]['query']>;

export type EndpointMethod<N extends EndpointName> = (
  params: ParamsOf<N>,
  query?: QueryOf<N>,
  options?: RequestOptions,
) => Promise<RegistryResponse<ResourceOf<N>>>;

export interface DocumentContentOptions {
  /** The content type wanted: one of the metadata's `resources`. */
  accept: string;
  signal?: AbortSignal;
  /** Overrides the client's timeout, which covers the answer's headers only (its body is empty). */
  timeoutMs?: number;
}

export type RegistryClient = {
  /**
   * GET /document/{id}/content on the Document API, with the key, not following the redirect:
   * the caller checks where it points and fetches it without the key. Answers as received.
   */
  documentContent(documentId: string, options: DocumentContentOptions): Promise<Response>;
  request<N extends EndpointName>(
    name: N,
    params: ParamsOf<N>,
    query?: QueryOf<N>,
    options?: RequestOptions,
  ): Promise<RegistryResponse<ResourceOf<N>>>;
} & { [N in EndpointName]: EndpointMethod<N> };

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;

class BodyTooLarge extends Error {}

/**
 * Reads a body, at most `maxBytes` of it, each read raced against `deadline`: Node's fetch
 * was seen to keep delivering body bytes after an abort while other large bodies were being
 * read, so the deadline is enforced here and the reader cancelled, which closes the connection.
 */
async function readBody(response: Response, deadline: AbortSignal, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body.cancel().catch(() => {});
    throw new BodyTooLarge();
  }
  const reader = response.body.getReader();
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(deadline.reason);
    if (deadline.aborted) onAbort();
    else deadline.addEventListener('abort', onAbort, { once: true });
  });
  aborted.catch(() => {});
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new BodyTooLarge();
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw error;
  } finally {
    deadline.removeEventListener('abort', onAbort);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The registry's error items with the key removed from their text, in case it echoed what it was sent. */
function scrubItems(items: RegistryErrorItem[], secrets: readonly string[]): RegistryErrorItem[] {
  if (secrets.length === 0) return items;
  return JSON.parse(
    redact(
      JSON.stringify(items),
      secrets.map((secret) => JSON.stringify(secret).slice(1, -1)),
    ),
  ) as RegistryErrorItem[];
}

function numberHeader(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

export function readRateLimit(headers: Headers): RateLimit {
  return {
    limit: numberHeader(headers, 'x-ratelimit-limit'),
    // The document API has been seen sending -Remaining instead of -Remain.
    remaining: numberHeader(headers, 'x-ratelimit-remain') ?? numberHeader(headers, 'x-ratelimit-remaining'),
    resetAt: numberHeader(headers, 'x-ratelimit-reset'),
    window: headers.get('x-ratelimit-window') ?? undefined,
  };
}

export function readDeprecation(headers: Headers): Deprecation | undefined {
  const header = headers.get('registry-expiry-date');
  if (!header) return undefined;
  const [expiresOn = '', ...rest] = header.split(';');
  const rel = rest.join(';').trim().replace(/^rel=/, '').replace(/^"|"$/g, '');
  return { header, expiresOn: expiresOn.trim(), rel: rel || undefined };
}

/** Seconds to wait after a 429: `Retry-After` (seconds or a date), else the rate-limit reset time. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | undefined {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - now) / 1000));
  }
  const resetAt = numberHeader(headers, 'x-ratelimit-reset');
  return resetAt === undefined ? undefined : Math.max(0, Math.ceil(resetAt - now / 1000));
}

/** `companyProfile: accounts.accounting_reference_date.day: expected number` */
function describeIssues(endpoint: string, error: z.ZodError): string {
  const issues = error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return `${endpoint}: the registry sent a response that does not fit its schema: ${issues.join('; ')}${more}`;
}

/** Node's fetch with `redirect: 'error'` rejects a redirect with a TypeError whose cause says so. */
function isRedirect(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause;
  return error instanceof TypeError && cause instanceof Error && /redirect/i.test(cause.message);
}

export function createRegistryClient(options: RegistryClientOptions): RegistryClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const documentBaseUrl = (options.documentBaseUrl ?? options.baseUrl).replace(/\/+$/, '');
  const transport: Transport = options.transport ?? ((request) => fetch(request));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const secrets = secretForms(options.apiKey);

  async function request<N extends EndpointName>(
    name: N,
    params: ParamsOf<N>,
    query?: QueryOf<N>,
    requestOptions: RequestOptions = {},
  ): Promise<RegistryResponse<ResourceOf<N>>> {
    const search = toSearchParams(query as Record<string, unknown> | undefined).toString();
    const base = catalogue[name].api === 'document' ? documentBaseUrl : baseUrl;
    const url = `${base}${buildPath(name, params)}${search ? `?${search}` : ''}`;
    const headers = new Headers({ accept: requestOptions.accept ?? 'application/json' });
    if (options.apiKey) headers.set('authorization', basicAuthorization(options.apiKey));
    if (requestOptions.ifNoneMatch) headers.set('if-none-match', requestOptions.ifNoneMatch);

    const timeout = AbortSignal.timeout(requestOptions.timeoutMs ?? timeoutMs);
    const signal = requestOptions.signal ? AbortSignal.any([requestOptions.signal, timeout]) : timeout;

    let response: Response;
    let text: string;
    try {
      // A redirect is an error, never followed: the registry's answers come from the registry.
      response = await transport(new Request(url, { headers, signal, redirect: 'error' }));
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel().catch(() => {});
        throw new RegistryError(
          'upstream',
          `${name}: the registry answered ${response.status} (a redirect, not followed)`,
          { endpoint: name, status: response.status },
        );
      }
      text = response.status === 304 ? '' : await readBody(response, signal, maxBodyBytes);
    } catch (error) {
      if (isRedirect(error))
        throw new RegistryError('upstream', `${name}: the registry answered with a redirect, which is not followed`, {
          endpoint: name,
          cause: error,
        });
      if (error instanceof RegistryError) throw error;
      if (error instanceof BodyTooLarge)
        throw new RegistryError(
          'invalid-response',
          `${name}: the registry's response is larger than ${maxBodyBytes} bytes`,
          { endpoint: name },
        );
      if (timeout.aborted)
        throw new RegistryError(
          'timeout',
          `${name}: the registry did not answer within ${requestOptions.timeoutMs ?? timeoutMs} ms`,
          { endpoint: name, cause: error },
        );
      if (requestOptions.signal?.aborted) throw error;
      throw new RegistryError(
        'network',
        `${name}: could not reach the registry (${redact(String((error as Error).message ?? error), secrets)})`,
        { endpoint: name, cause: error },
      );
    }

    const meta: ResponseMeta = {
      status: response.status,
      etag: response.headers.get('etag') ?? undefined,
      contentType: response.headers.get('content-type') ?? undefined,
      rateLimit: readRateLimit(response.headers),
      deprecation: readDeprecation(response.headers),
    };

    if (response.status === 304) return { notModified: true, meta };
    // Every body, successful or not, loses the key and its overlong strings before it is parsed or kept.
    const cleaned = cleanRegistryBody(text, secrets);
    text = cleaned.text;
    if (cleaned.redacted > 0) meta.redactedStrings = cleaned.redacted;
    if (cleaned.cut > 0) meta.cutStrings = cleaned.cut;
    if (!response.ok) {
      const items = scrubItems(parseErrorBody(text), secrets);
      const kind = kindForStatus(response.status);
      const detail = items.map((item) => item.error).join(', ') || redact(response.statusText, secrets) || 'no details';
      throw new RegistryError(kind, `${name}: the registry answered ${response.status} (${detail})`, {
        status: response.status,
        endpoint: name,
        items,
        retryAfterSeconds: kind === 'rate-limited' ? retryAfterSeconds(response.headers) : undefined,
      });
    }

    if (cleaned.json === undefined)
      throw new RegistryError('invalid-response', `${name}: the registry's response is not JSON`, {
        status: response.status,
        endpoint: name,
      });
    const parsed = schemaOf(name).safeParse(cleaned.json);
    if (!parsed.success) {
      throw new RegistryError('invalid-response', describeIssues(name, parsed.error), {
        status: response.status,
        endpoint: name,
        cause: parsed.error,
      });
    }
    return { notModified: false, data: parsed.data as ResourceOf<N>, body: text, meta };
  }

  async function documentContent(documentId: string, contentOptions: DocumentContentOptions): Promise<Response> {
    const headers = new Headers({ accept: contentOptions.accept });
    if (options.apiKey) headers.set('authorization', basicAuthorization(options.apiKey));
    const timeout = AbortSignal.timeout(contentOptions.timeoutMs ?? timeoutMs);
    const signal = contentOptions.signal ? AbortSignal.any([contentOptions.signal, timeout]) : timeout;
    const url = `${documentBaseUrl}/document/${encodeURIComponent(documentId)}/content`;
    try {
      return await transport(new Request(url, { headers, signal, redirect: 'manual' }));
    } catch (error) {
      if (timeout.aborted)
        throw new RegistryError('timeout', `documentContent: the Document API did not answer within ${timeoutMs} ms`, {
          endpoint: 'documentContent',
          cause: error,
        });
      if (contentOptions.signal?.aborted) throw error;
      throw new RegistryError(
        'network',
        `documentContent: could not reach the Document API (${redact(String((error as Error).message ?? error), secrets)})`,
        { endpoint: 'documentContent', cause: error },
      );
    }
  }

  const methods = Object.fromEntries(
    (Object.keys(catalogue) as EndpointName[]).map((name) => [
      name,
      (params: never, query?: never, requestOptions?: RequestOptions) => request(name, params, query, requestOptions),
    ]),
  ) as { [N in EndpointName]: EndpointMethod<N> };

  return { request, documentContent, ...methods };
}
