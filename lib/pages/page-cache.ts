// How long a rendered page may be served from Next's page cache (ISR). Pages without query
// parameters (a company's overview and sections, single items, disqualifications) are
// rendered once and kept; their segment config sets an upper bound (`revalidate`, which must
// be a literal), and each read lowers it to what the data allows: the gateway's remaining
// freshness for what the page shows, a short while for stale data, a second for a problem
// (a busy or failing registry must not be remembered as the page).
import 'server-only';
import { unstable_cache } from 'next/cache';

/**
 * `generateStaticParams` of the cached pages: nothing is rendered at build time (the dataset
 * is not there yet, and a real registry has millions of companies); each page is rendered on
 * its first visit and kept.
 */
export function renderOnFirstVisit(): never[] {
  return [];
}

/** Problems are kept this long (0 is not allowed: the route would turn dynamic mid-render). */
export const PROBLEM_LIFETIME_SECONDS = 1;
/** Data served past its freshness (the registry failed or the budget ran out) is asked for again this soon. */
export const STALE_LIFETIME_SECONDS = 30;

/**
 * Caps the lifetime of the page being rendered at `seconds`. Next lowers a cached route's
 * revalidate time to that of any `unstable_cache` entry read while rendering it; the entry
 * itself holds nothing. In a page rendered per request this only reads a tiny cache entry.
 */
export async function keepPageAtMost(seconds: number, tags: readonly string[] = []): Promise<void> {
  const lifetime = Math.max(PROBLEM_LIFETIME_SECONDS, Math.floor(seconds));
  try {
    await unstable_cache(async () => lifetime, ['page-lifetime', String(lifetime)], {
      revalidate: lifetime,
      tags: [...tags],
    })();
  } catch {
    // Outside a Next.js render (tests, scripts) there is no page cache to cap.
  }
}

/**
 * The cache tags of a page that reads `path` from the registry: the record it belongs to
 * (a company, an officer, a disqualified officer). Next collects them on the cached page, so
 * a change to the record drops every page showing it at once (lib/changes/invalidate.ts).
 */
export function pageTagsOf(path: string): string[] {
  const [, first, id] = path.split('/');
  if (first === 'company' && id) return [`company:${id}`];
  if (first === 'officers' && id) return [`officer:${id}`];
  if (first === 'disqualified-officers') return [`disqualified:${path.split('/')[3] ?? ''}`];
  return [];
}
