// The registry proxy behind /api/registry/*: the registry's own interface, for browsers
// and any other client, with no key. Only a catalogue path with valid parameters reaches
// the gateway; everything else is answered here, in the registry's error shape, as a 4xx.
import 'server-only';
import { createHash } from 'node:crypto';
import { env } from '@/lib/env';
import { catalogue, matchPath, type EndpointName } from '@/lib/registry/catalogue';
import { matchesIfNoneMatch } from '@/lib/registry/etag';
import { parseQuery } from '@/lib/registry/params';
import type { GatewayResult } from './gateway';
import { refused, type RouteTiming } from './http';
import { getRegistry } from './index';
import { admitClient, clientAddress } from './clients';

/** Where the proxy is mounted; the registry path is what follows it. */
export const PROXY_PREFIX = '/api/registry';
const MAX_PATH = 300;
const MAX_QUERY = 2048;
const MAX_HEADER = 512;
/** Every character a catalogue path can hold: letters, digits, `-`, `_`, `=` (charge ids) and `/`. Nothing encoded. */
const PATH_CHARACTERS = /^[A-Za-z0-9_=/-]*$/;
const CONTROL = /[\u0000-\u001f\u007f]/;

const notFound = () => refused('not-found');
const invalidPath = (message: string, parameter?: string) =>
  refused('invalid-path-parameter', { error: message, parameter });

/**
 * Reads the registry path and query from the raw request URL (not Next.js's decoded
 * segments), and refuses anything a catalogue path cannot look like: percent-encoding of
 * any kind (%2f, %2e, %252f, %00), dots, backslashes, empty segments, control characters,
 * over-long paths and queries. The URL parser has already resolved `.` and `..` segments,
 * so what is left either matches the catalogue exactly or is refused.
 */
export function readRegistryTarget(rawUrl: string): { path: string; query: URLSearchParams } {
  const url = new URL(rawUrl);
  const at = url.pathname.indexOf(`${PROXY_PREFIX}/`);
  if (at < 0) throw notFound();
  const path = url.pathname.slice(at + PROXY_PREFIX.length);
  if (path.length > MAX_PATH || url.search.length > MAX_QUERY) throw refused('uri-too-long');
  if (!PATH_CHARACTERS.test(path)) throw invalidPath('the path holds characters no registry path has');
  if (path.includes('//')) throw notFound();
  const query = url.searchParams;
  for (const [name, value] of query) {
    if (CONTROL.test(name) || CONTROL.test(value))
      throw refused('invalid-query-parameter', { error: 'the query holds control characters' });
  }
  return { path, query };
}

/** The registry's ETag as a quoted HTTP entity tag; a hash of the body when it sent none. */
function entityTag(result: GatewayResult<EndpointName>): string {
  const etag = result.etag?.trim();
  if (etag && (etag.startsWith('"') || etag.startsWith('W/"'))) return etag;
  if (etag) return `"${etag.replace(/"/g, '')}"`;
  return `"${createHash('sha1').update(result.body).digest('base64url')}"`;
}

function cacheControl(result: GatewayResult<EndpointName>): string {
  if (result.stale) return 'no-cache';
  const fresh = Math.max(0, result.ttlSeconds - result.ageSeconds);
  return `public, max-age=${fresh}, stale-while-revalidate=${result.ttlSeconds}`;
}

/**
 * Counts a request against its client's request limit (REGISTRY_PROXY_CLIENT_LIMIT per
 * minute), or throws a 429; returns the client, for the gateway to charge its calls to.
 */
export async function admitRequest(request: Request): Promise<string> {
  const gateway = getRegistry();
  const client = clientAddress(request.headers, env().REGISTRY_TRUST_PROXY);
  const admitted = await admitClient(gateway.store, client, gateway.clientLimit);
  if (admitted.allowed) return client;
  throw refused(
    'rate-limited',
    { retryAfterSeconds: admitted.retryAfterSeconds },
    { 'retry-after': String(admitted.retryAfterSeconds) },
  );
}

/** GET and HEAD of a registry path: validated here, answered by the gateway. */
export async function proxyRegistry(request: Request, timing: RouteTiming): Promise<Response> {
  const { path, query } = readRegistryTarget(request.url);
  const accept = request.headers.get('accept');
  const ifNoneMatch = request.headers.get('if-none-match');
  if ((accept?.length ?? 0) > MAX_HEADER || (ifNoneMatch?.length ?? 0) > MAX_HEADER) throw refused('header-too-large');

  const gateway = getRegistry();
  const client = await admitRequest(request);

  const match = matchPath(path);
  if (!match) throw notFound();
  if (!match.ok) throw invalidPath(match.message, match.parameter);
  // Throws a ParameterError (400) naming a bad parameter; drops the ones the endpoint does not take.
  const { forward } = parseQuery(catalogue[match.name].query, query);

  const result = await gateway.fetch(match.name, match.params as never, forward, { accept, client });
  if (result.upstreamMs > 0) timing.add('upstream', result.upstreamMs);
  timing.add('cache', undefined, result.cache);

  const etag = entityTag(result);
  const headers: Record<string, string> = {
    etag,
    'cache-control': cacheControl(result),
    'x-cache': result.cache,
    vary: 'Accept',
    'x-content-type-options': 'nosniff',
  };
  if (result.deprecation) headers['registry-expiry-date'] = result.deprecation.header;
  // Tells the browser to skip optional calls (typeahead, next-page prefetch) while the quota is low.
  if (await gateway.budgetLow()) headers['x-registry-budget'] = 'low';
  if (ifNoneMatch && matchesIfNoneMatch(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  headers['content-type'] = result.contentType ?? 'application/json';
  return new Response(request.method === 'HEAD' ? null : result.body, { status: 200, headers });
}
