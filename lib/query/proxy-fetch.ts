// Browser-side registry reads through the app's own proxy (/api/registry: the registry's
// paths, no key), parsed with the endpoint's schema so client components see the same typed
// data as server pages. No React Query here: the header's suggestions use this on every
// page, and the first load should not carry a query cache it does not need. The schemas
// (and zod) are loaded on the first read, not with the page.
import { buildPath, type EndpointName, type ParamsOf, type ResourceOf } from '@/lib/registry/catalogue';
import { toSearchParams } from '@/lib/registry/params';

export const PROXY_BASE = '/api/registry';
/** The proxy's signal that little of the registry budget is left: optional calls should stop. */
export const BUDGET_LOW_HEADER = 'x-registry-budget';

export type QueryArgs = Record<string, string | number | boolean | readonly string[] | undefined>;

/** An error answered by /api/registry, with the registry's message and, for 429, the wait. */
export class ProxyError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ProxyError';
  }
}

/** The proxy URL of an endpoint call. */
export function proxyUrl<N extends EndpointName>(name: N, params: ParamsOf<N>, query?: QueryArgs): string {
  const search = toSearchParams(query).toString();
  return `${PROXY_BASE}${buildPath(name, params)}${search ? `?${search}` : ''}`;
}

// When the proxy says the app's registry quota is running low, optional calls (next-page
// prefetch, suggestions) stop for a while; pages the user asks for are still fetched.
const QUIET_MS = 5 * 60_000;
let quietUntil = 0;

/** True while the proxy has lately reported the registry quota as low. */
export const budgetLowLately = () => Date.now() < quietUntil;

/** Reads one endpoint through the proxy; a failure is a ProxyError with the registry's message. */
export async function fetchResource<N extends EndpointName>(
  name: N,
  params: ParamsOf<N>,
  query: QueryArgs | undefined,
  signal?: AbortSignal,
): Promise<ResourceOf<N>> {
  const response = await fetch(proxyUrl(name, params, query), { signal, headers: { accept: 'application/json' } });
  const text = await response.text();
  if (response.headers.get(BUDGET_LOW_HEADER)?.toLowerCase() === 'low' || response.status === 429)
    quietUntil = Date.now() + QUIET_MS;
  if (!response.ok) {
    let message = `The registry answered ${response.status}`;
    try {
      const body = JSON.parse(text) as { errors?: { error?: string }[] };
      message = body.errors?.[0]?.error ?? message;
    } catch {
      // keep the status message
    }
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ProxyError(
      message,
      response.status,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  const { schemaOf } = await import('@/lib/registry/schemas/by-endpoint');
  return schemaOf(name).parse(JSON.parse(text)) as ResourceOf<N>;
}
