// Sorted structures the search overlay is held in (overlay/reader.ts), and the text order and word
// matching they share with the main index: SQLite's BINARY order for JavaScript strings, binary
// searches, a list kept sorted as rows come and go, and a sorted word index for prefix lookups.

/** SQLite's BINARY order (UTF-8 bytes, i.e. code points) for JavaScript strings, which compare UTF-16 units. */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (D800–DFFF) stand for code points above FFFF: they sort after E000–FFFF.
    if (x >= 0xd800) x += x < 0xe000 ? 0x2000 : -0x800;
    if (y >= 0xd800) y += y < 0xe000 ? 0x2000 : -0x800;
    return x - y;
  }
  return a.length - b.length;
}

/** The words of a space-separated search text (the index stores words joined by spaces). */
export const splitWords = (text: string | null | undefined): string[] => (text ? text.split(' ').filter(Boolean) : []);

/** Every query word starts a word of the name (FTS5's `"word"*` for each). */
export function matchesPrefixes(nameWords: readonly string[], queryWords: readonly string[]): boolean {
  if (queryWords.length === 0) return false;
  return queryWords.every((query) => nameWords.some((word) => word.startsWith(query)));
}

/** Every query word is a word of the text (FTS5's `"word"` for each). */
export function matchesWords(textWords: readonly string[], queryWords: readonly string[]): boolean {
  if (queryWords.length === 0) return false;
  return queryWords.every((query) => textWords.includes(query));
}

/** Where `item` goes in `items`, sorted by `compare` (the first index not below it). */
export function lowerBoundBy<T, K = T>(items: readonly T[], item: K, compare: (a: T, b: K) => number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(items[mid]!, item) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A list kept sorted as rows come and go: a binary search and one splice each. Rows must compare unequal. */
export class SortedList<T> {
  readonly items: T[] = [];
  constructor(private readonly compare: (a: T, b: T) => number) {}
  /**
   * Takes `removed` out and puts `added` in: one by one when few; else the kept rows and the
   * sorted new ones merged in one pass (a first load, or a reader that missed many changes),
   * never a sort of the whole list.
   */
  update(removed: readonly T[], added: readonly T[]): void {
    const items = this.items;
    if (removed.length + added.length <= 16) {
      for (const item of removed) {
        const at = lowerBoundBy(items, item, this.compare);
        if (items[at] !== undefined && this.compare(items[at], item) === 0) items.splice(at, 1);
      }
      for (const item of added) items.splice(lowerBoundBy(items, item, this.compare), 0, item);
      return;
    }
    const gone = new Set<number>();
    for (const item of removed) {
      const at = lowerBoundBy(items, item, this.compare);
      if (items[at] !== undefined && this.compare(items[at], item) === 0) gone.add(at);
    }
    const kept = gone.size === 0 ? items.slice() : items.filter((_, at) => !gone.has(at));
    const fresh = [...added].sort(this.compare);
    items.length = 0;
    let i = 0;
    let j = 0;
    while (i < kept.length || j < fresh.length) {
      if (j >= fresh.length || (i < kept.length && this.compare(kept[i]!, fresh[j]!) <= 0)) items.push(kept[i++]!);
      else items.push(fresh[j++]!);
    }
  }
}

type WordEntry = readonly [word: string, key: number];
const compareEntries = (a: WordEntry, b: WordEntry) => compareText(a[0], b[0]) || a[1] - b[1];

/**
 * The words of the overlay's rows, sorted, for finding the rows with a word starting with each
 * query word without testing every row: a search reads a few entries however large the overlay
 * grows, and a change adds or removes a few.
 */
export class WordIndex {
  private readonly entries = new SortedList<WordEntry>(compareEntries);
  /** Rows' words out and in: [key, words] each. */
  update(
    removed: readonly (readonly [number, readonly string[]])[],
    added: readonly (readonly [number, readonly string[]])[],
  ) {
    const entries = (rows: typeof added) =>
      rows.flatMap(([key, words]) => [...new Set(words)].map((word): WordEntry => [word, key]));
    this.entries.update(entries(removed), entries(added));
  }

  /** The keys of the rows with a word starting with each query word (in no order). */
  matching(queryWords: readonly string[]): number[] {
    if (queryWords.length === 0 || this.entries.items.length === 0) return [];
    const sets = queryWords.map((word) => this.startingWith(word)).sort((a, b) => a.size - b.size);
    const [smallest, ...rest] = sets;
    return [...smallest!].filter((key) => rest.every((set) => set.has(key)));
  }

  private startingWith(prefix: string): Set<number> {
    const items = this.entries.items;
    const found = new Set<number>();
    for (let i = lowerBoundBy(items, [prefix, -Infinity], compareEntries); i < items.length; i++) {
      const [word, key] = items[i]!;
      if (!word.startsWith(prefix)) break;
      found.add(key);
    }
    return found;
  }
}
