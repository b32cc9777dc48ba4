// The analysis layer's one cache: bounded in entries and age, and dropped by tag across every
// cache of the process (what the change bus does when it hears a change).
import { describe, expect, it } from 'vitest';
import { boundedCache, companyTag, invalidateCaches, officerTag } from './bounded-cache';

let made = 0;
const fresh = <V>(options: Parameters<typeof boundedCache>[1]) => boundedCache<V>(`test.${++made}`, options);

describe('a bounded cache', () => {
  it('keeps the most recently used entries up to its size', () => {
    const cache = fresh<number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('serves an entry for its time to live only', () => {
    let now = 1_000;
    const cache = fresh<string>({ maxEntries: 10, ttlMs: 500, now: () => now });
    cache.set('a', 'x');
    now += 499;
    expect(cache.get('a')).toBe('x');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('is one per name in the process', () => {
    const name = `test.shared.${++made}`;
    boundedCache<number>(name, { maxEntries: 5 }).set('a', 1);
    expect(boundedCache<number>(name, { maxEntries: 5 }).get('a')).toBe(1);
  });

  it('drops, in every cache, the entries tagged with what changed, and nothing else', () => {
    const people = fresh<string>({ maxEntries: 10 });
    const checks = fresh<string>({ maxEntries: 10 });
    people.set('o1', 'answer', [officerTag('o1')]);
    people.tag('o1', [companyTag('00000001')]);
    people.set('o2', 'other', [officerTag('o2')]);
    checks.set('k', 'check', [companyTag('00000001')]);
    invalidateCaches([companyTag('00000001')]);
    expect(people.get('o1')).toBeUndefined();
    expect(checks.get('k')).toBeUndefined();
    expect(people.get('o2')).toBe('other');
  });
});
