// How server pages read the registry: through the gateway, once per request for the same
// call (layout and page share it), with every failure, a registry 404 included, returned as a
// problem the page shows with its status (a thrown error would lose its message in production,
// and Next's notFound() sends its page's body only to JavaScript: the page would be blank without it). Each read also caps how long the page may stay in the page cache
// (lib/pages/page-cache.ts).
import 'server-only';
import { cache } from 'react';
import { env } from '@/lib/env';
import { getResourceOrThrow, ttlSecondsFrom } from '@/lib/gateway';
import type { GatewayResult } from '@/lib/gateway';
import { buildPath, catalogue, matchPath, type EndpointName, type ParamsOf } from '@/lib/registry/catalogue';
import { isPathParameterRejection, isRegistryError, type RegistryErrorKind } from '@/lib/registry/errors';
import type { Nouns } from '@/lib/query/page-state';
import { keepPageAtMost, pageTagsOf, PROBLEM_LIFETIME_SECONDS, STALE_LIFETIME_SECONDS } from './page-cache';

export interface Problem {
  kind: RegistryErrorKind | 'unexpected' | 'past-end';
  /**
   * The HTTP status of a page showing it: 404 nothing at the address (or a page past a list's
   * end), 503 busy, 504 timeout, 502 any other registry failure, 500 our own.
   */
  status: number;
  title: string;
  message: string;
  retryAfterSeconds?: number;
  /** A page past a list's end: how long the list is and where its last page is. */
  pastEnd?: { total: number; lastPage: number; nouns: Nouns; href: string };
}

/** The register has nothing at the address (the page says what, from the address: NotFoundMessage). */
export const NOT_FOUND: Problem = {
  kind: 'not-found',
  status: 404,
  title: 'Not found',
  message: 'The register has nothing at this address.',
};

export type Loaded<N extends EndpointName> = { ok: true; result: GatewayResult<N> } | { ok: false; problem: Problem };

const fetchOnce = cache(async (name: EndpointName, paramsJson: string, queryJson: string) =>
  getResourceOrThrow(name, JSON.parse(paramsJson) as never, JSON.parse(queryJson) as never),
);

/** A problem in words an analyst can act on. */
export function describeProblem(error: unknown): Problem {
  if (!isRegistryError(error))
    return {
      kind: 'unexpected',
      status: 500,
      title: 'Something went wrong',
      message: 'The page could not be built. Try again in a moment.',
    };
  switch (error.kind) {
    case 'not-found':
      return NOT_FOUND;
    case 'rate-limited':
      return {
        kind: error.kind,
        status: 503,
        title: 'The registry is busy',
        message: `We have used our share of registry requests for now.${error.retryAfterSeconds ? ` Try again in ${formatWait(error.retryAfterSeconds)}.` : ' Try again shortly.'}`,
        retryAfterSeconds: error.retryAfterSeconds,
      };
    case 'timeout':
      return {
        kind: error.kind,
        status: 504,
        title: 'The registry is slow to answer',
        message: 'It did not answer in time. Try again in a moment.',
      };
    case 'bad-request':
      return {
        kind: error.kind,
        status: 502,
        title: 'The registry could not answer that request',
        message: 'A parameter of this page was not accepted. Check the address, or go back.',
      };
    case 'range-not-satisfiable':
      return {
        kind: error.kind,
        status: 502,
        title: 'That page is past the end of the results',
        message: 'The registry only lets us reach the first results of a search. Try narrowing your search.',
      };
    default:
      return {
        kind: error.kind,
        status: 502,
        title: 'The registry is not answering',
        message: 'We could not get this information from the registry just now. Try again in a moment.',
      };
  }
}

export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** How long a page showing this result may be kept: what is left of the data's freshness. */
function lifetimeOf(result: GatewayResult<EndpointName>): number {
  return result.stale ? STALE_LIFETIME_SECONDS : result.ttlSeconds - result.ageSeconds;
}

/** How long an answer from this endpoint stays fresh (a 404 is kept as long as a record would be). */
function freshnessOf(name: EndpointName): number {
  return ttlSecondsFrom(env())[catalogue[name].cache];
}

/** Reads one resource for a page; a failure, a registry 404 included, comes back as `{ ok: false, problem }`. */
export async function load<N extends EndpointName>(
  name: N,
  params: ParamsOf<N>,
  query: Record<string, unknown> = {},
): Promise<Loaded<N>> {
  return (await loadOptional(name, params, query)) ?? { ok: false, problem: NOT_FOUND };
}

/**
 * Like `load`, but a registry 404 is an empty answer (sections a company may not have).
 * Either way the page's lifetime in the page cache is capped by what it read.
 */
export async function loadOptional<N extends EndpointName>(
  name: N,
  params: ParamsOf<N>,
  query: Record<string, unknown> = {},
): Promise<Loaded<N> | undefined> {
  // An id the registry's formats cannot hold (/company/TOOLONG1234) names nothing: not found,
  // without spending a registry call on it.
  const path = buildPath(name, params);
  if (!matchPath(path)?.ok) {
    await keepPageAtMost(freshnessOf(name));
    return undefined;
  }
  const tags = pageTagsOf(path);
  try {
    const result = (await fetchOnce(name, JSON.stringify(params), JSON.stringify(query))) as GatewayResult<N>;
    await keepPageAtMost(lifetimeOf(result), tags);
    return { ok: true, result };
  } catch (error) {
    // A malformed id names nothing the register could hold: not found, like an unknown one.
    if ((isRegistryError(error) && error.kind === 'not-found') || isPathParameterRejection(error)) {
      // Tagged too: a company incorporated later must not stay "not found" until the TTL ends.
      await keepPageAtMost(freshnessOf(name), tags);
      return undefined;
    }
    await keepPageAtMost(PROBLEM_LIFETIME_SECONDS);
    return { ok: false, problem: describeProblem(error) };
  }
}
