// Browser-side registry reads: React Query options for any catalogue endpoint, fetched
// through the app's own proxy (/api/registry: same paths, no key) and parsed with the
// endpoint's schema, so client components see the same typed data as server pages. The
// schemas (and zod) are loaded on the first such read, not with the page: most pages are
// read without one.
import { queryOptions } from '@tanstack/react-query';
import { buildPath, type EndpointName, type ParamsOf, type ResourceOf } from '@/lib/registry/catalogue';
import { toSearchParams } from '@/lib/registry/params';
import { ProxyError } from './query-client';

export const PROXY_BASE = '/api/registry';

export type QueryArgs = Record<string, string | number | boolean | readonly string[] | undefined>;

/** The proxy URL of an endpoint call. */
export function proxyUrl<N extends EndpointName>(name: N, params: ParamsOf<N>, query?: QueryArgs): string {
  const search = toSearchParams(query).toString();
  return `${PROXY_BASE}${buildPath(name, params)}${search ? `?${search}` : ''}`;
}

export const registryKey = <N extends EndpointName>(name: N, params: ParamsOf<N>, query?: QueryArgs) =>
  ['registry', name, params, toSearchParams(query).toString()] as const;

// When the proxy says the app's registry quota is running low, optional calls (next-page
// prefetch) stop for a while; pages the user asks for are still fetched.
const QUIET_MS = 5 * 60_000;
let quietUntil = 0;

/** True while the proxy has lately reported the registry quota as low. */
export const budgetLow = () => Date.now() < quietUntil;

async function fetchResource<N extends EndpointName>(name: N, params: ParamsOf<N>, query: QueryArgs | undefined, signal: AbortSignal): Promise<ResourceOf<N>> {
  const response = await fetch(proxyUrl(name, params, query), { signal, headers: { accept: 'application/json' } });
  const text = await response.text();
  if (response.headers.get('x-registry-budget') === 'low' || response.status === 429) quietUntil = Date.now() + QUIET_MS;
  if (!response.ok) {
    let message = `The registry answered ${response.status}`;
    try {
      const body = JSON.parse(text) as { errors?: { error?: string }[] };
      message = body.errors?.[0]?.error ?? message;
    } catch {
      // keep the status message
    }
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ProxyError(message, response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  }
  return parseResource(name, JSON.parse(text));
}

/** Parses a proxy answer with the endpoint's schema, fetched on first use. */
export async function parseResource<N extends EndpointName>(name: N, json: unknown): Promise<ResourceOf<N>> {
  const { schemaOf } = await import('@/lib/registry/schemas/by-endpoint');
  return schemaOf(name).parse(json) as ResourceOf<N>;
}

/** Query options for one endpoint call; shared by hooks and prefetches. */
export function registryQuery<N extends EndpointName>(name: N, params: ParamsOf<N>, query?: QueryArgs) {
  return queryOptions({
    queryKey: registryKey(name, params, query),
    queryFn: ({ signal }) => fetchResource(name, params, query, signal),
  });
}
