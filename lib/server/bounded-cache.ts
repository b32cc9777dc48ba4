// The one kind of in-process cache the analysis layer keeps: bounded in entries (least recently
// used out first) and in age, and tagged with what its entries were read from (`company:{n}`,
// `officer:{id}`, `disqualified-officers`), so a change heard on the change bus (lib/changes,
// in one instance and, over Redis, across a fleet) drops every entry it made out of date, in
// every cache, with one call.
import { processState } from './process-state';

export interface BoundedCache<V> {
  get(key: string): V | undefined;
  /** Stores `value` under `key`, tagged with what it was read from (more tags can follow with `tag`). */
  set(key: string, value: V, tags?: readonly string[]): void;
  /** Adds tags to a stored entry (say, once a promise's answer shows what it read). */
  tag(key: string, tags: readonly string[]): void;
  delete(key: string): void;
  readonly size: number;
}

export interface BoundedCacheOptions {
  /** Entries kept at most; the least recently used goes first. */
  maxEntries: number;
  /** How long an entry is served; undefined: until pushed out or invalidated. */
  ttlMs?: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  at: number;
  tags: Set<string>;
}

/** The tags of a company's or an officer's records, as caches and the change bus name them. */
export const companyTag = (companyNumber: string) => `company:${companyNumber}`;
export const officerTag = (officerId: string) => `officer:${officerId}`;
export const DISQUALIFICATIONS_TAG = 'disqualified-officers';

type Invalidate = (tags: ReadonlySet<string>) => void;
const caches = processState('bounded-caches', () => new Map<string, Invalidate>());

/**
 * The process's cache called `name` (one per name, whichever bundle asks). Its options are
 * those of the first call.
 */
export function boundedCache<V>(name: string, options: BoundedCacheOptions): BoundedCache<V> {
  return processState(`cache.${name}`, () => {
    const { maxEntries, ttlMs } = options;
    const now = options.now ?? Date.now;
    const entries = new Map<string, Entry<V>>();
    const cache: BoundedCache<V> = {
      get(key) {
        const entry = entries.get(key);
        if (!entry) return undefined;
        entries.delete(key);
        if (ttlMs !== undefined && entry.at <= now() - ttlMs) return undefined;
        entries.set(key, entry);
        return entry.value;
      },
      set(key, value, tags = []) {
        entries.delete(key);
        entries.set(key, { value, at: now(), tags: new Set(tags) });
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      },
      tag(key, tags) {
        const entry = entries.get(key);
        for (const tag of tags) entry?.tags.add(tag);
      },
      delete: (key) => void entries.delete(key),
      get size() {
        return entries.size;
      },
    };
    caches.set(name, (tags) => {
      for (const [key, entry] of entries) for (const tag of entry.tags) if (tags.has(tag)) entries.delete(key);
    });
    return cache;
  });
}

/** Drops the entries tagged with any of `tags` from every bounded cache of this process. */
export function invalidateCaches(tags: readonly string[]): void {
  if (tags.length === 0) return;
  const set = new Set(tags);
  for (const invalidate of caches.values()) invalidate(set);
}
