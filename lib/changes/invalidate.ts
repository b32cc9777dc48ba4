// What a change makes out of date, and dropping it: the gateway's cached answers for the
// registry paths it touches (revalidated with their ETag on the next read; every other entry
// keeps its TTL) and the cached pages that show the record (by their cache tags, see
// lib/pages/page-cache.ts).
import { DISQUALIFICATIONS_TAG } from '@/lib/server/bounded-cache';
import type { Change } from './events';

/**
 * The registry paths a change touches: its resource and every path above it down from the
 * company (`/company/{n}/charges/{id}` → the charge, the charges list, the profile), the
 * lists that show a resource under another path (an appointment in the officer list, a
 * statement's link in the PSC list), the registered office for a profile change, and an
 * officer's appointments list. A deletion touches the same: the next read of the resource
 * asks the registry, which answers 404 (never served from the cache: a 404 is not a failure).
 */
export function pathsOf(change: Change): string[] {
  const parts = change.resourceUri.split('/').filter(Boolean);
  const paths = new Set<string>();
  for (let depth = Math.min(2, parts.length); depth <= parts.length; depth++)
    paths.add(`/${parts.slice(0, depth).join('/')}`);
  const company = `/company/${change.companyNumber}`;
  if (change.companyNumber) paths.add(company);
  if (change.stream === 'companies') paths.add(`${company}/registered-office-address`);
  if (change.companyNumber && change.stream === 'officers') paths.add(`${company}/officers`);
  if (change.companyNumber && change.stream === 'persons-with-significant-control-statements')
    paths.add(`${company}/persons-with-significant-control`);
  const appointments = officerAppointmentsOf(change);
  if (appointments) paths.add(appointments);
  return [...paths];
}

function officerAppointmentsOf(change: Change): string | undefined {
  const links = change.data.links as { officer?: { appointments?: unknown } } | undefined;
  const path = links?.officer?.appointments;
  return typeof path === 'string' && /^\/officers\/[^/]+\/appointments$/.test(path) ? path : undefined;
}

/** The page-cache tags of the pages a change touches (the tags lib/pages/page-cache.ts puts on them). */
export function pageTagsOfChange(change: Change): string[] {
  const tags: string[] = [];
  if (change.companyNumber) tags.push(`company:${change.companyNumber}`);
  const officer = officerAppointmentsOf(change)?.split('/')[2];
  if (officer) tags.push(`officer:${officer}`);
  if (change.stream === 'disqualified-officers') tags.push(`disqualified:${change.resourceUri.split('/')[3] ?? ''}`);
  return tags;
}

/**
 * The tags of the analysis caches' entries a change makes out of date (lib/server/bounded-cache.ts):
 * the company's and the officer's, and every disqualification check for a disqualification.
 */
export function cacheTagsOfChange(change: Change): string[] {
  const tags = pageTagsOfChange(change).filter((tag) => !tag.startsWith('disqualified:'));
  if (change.stream === 'disqualified-officers') tags.push(DISQUALIFICATIONS_TAG);
  return tags;
}

interface IncrementalCache {
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>;
}

/**
 * Drops cached pages by tag, outside any request: Next's `revalidateTag` needs a request's
 * context, so this goes to the page cache Next keeps on globalThis once it has served a
 * request (before that, nothing is cached to drop).
 */
export async function dropCachedPages(tags: readonly string[]): Promise<void> {
  const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache;
  if (!cache || tags.length === 0) return;
  await cache.revalidateTag([...tags]);
}
