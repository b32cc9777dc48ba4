// Seeded randomness for the dataset generator: a small, fast PRNG (sfc32) and the
// helpers the generator draws with. Never Math.random: the same seed must give the same data.

/** FNV-1a over a string, mixed: a 32-bit seed derived from a key such as "1:company:42". */
export function hash32(text: string, basis = 0x811c9dc5): number {
  let h = basis;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * sfc32: a small, fast generator with 128 bits of state, so that the millions of
 * per-company streams of a large dataset never collide or overlap in practice.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(a: number, b = 0x9e3779b9, c = 0x243f6a88, d = 1) {
    this.a = a >>> 0;
    this.b = b >>> 0;
    this.c = c >>> 0;
    this.d = d >>> 0;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A stream seeded from 128 bits of hash of the key. */
  static from(key: string): Rng {
    return new Rng(hash32(key, 0x811c9dc5), hash32(key, 0x050c5d1f), hash32(key, 0x1b873593), hash32(key, 0x7feb352d));
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.float() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Exponentially distributed with the given mean. */
  exp(mean: number): number {
    return -mean * Math.log(1 - this.float());
  }

  /** Uniform in [min, max), skewed towards min when power > 1. */
  skewed(min: number, max: number, power: number): number {
    return min + (max - min) * Math.pow(this.float(), power);
  }

  /** `count` random bytes as base64url (43 characters for 32 bytes: a document id). */
  base64url(count: number): string {
    const bytes = Buffer.allocUnsafe(count);
    for (let i = 0; i < count; i += 4) {
      const word = this.next();
      for (let j = 0; j < 4 && i + j < count; j++) bytes[i + j] = (word >>> (8 * j)) & 0xff;
    }
    return bytes.toString('base64url');
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const out: T[] = [];
    for (let i = 0; i < count && copy.length > 0; i++) {
      const index = Math.floor(this.float() * copy.length);
      out.push(copy[index]!);
      copy.splice(index, 1);
    }
    return out;
  }
}

/** A table of values with relative weights, picked in O(log n). */
export class Weighted<T> {
  readonly values: readonly T[];
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    if (entries.length === 0) throw new Error('empty weighted table');
    this.values = entries.map(([value]) => value);
    this.cumulative = new Float64Array(entries.length);
    let sum = 0;
    entries.forEach(([, weight], i) => {
      sum += weight;
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }

  pick(rng: Rng): T {
    const target = rng.float() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return this.values[lo]!;
  }
}

/** Shorthand: a weighted table from an object of value → weight. */
export const weights = <K extends string>(table: Record<K, number>): Weighted<K> =>
  new Weighted(Object.entries(table) as [K, number][]);
