// Hostile iXBRL documents against the reader (lib/financials/ixbrl): facts nested N deep (each text
// piece used to be appended to every open fact: quadratic), unmatched close tags (each used to scan
// the whole stack), and a run of a real filing's size for comparison. Prints the best of three
// parses per size and the ratio to the size before; a case stops growing past --limit seconds.
//   npx tsx bench/ixbrl-hostile.ts [--limit 5] [--uncapped]
import { readFileSync } from 'node:fs';
import { hostileNested, hostileUnmatched } from '../lib/financials/ixbrl/__fixtures__/hostile';
import { IXBRL_LIMITS, parseIxbrl as parse } from '../lib/financials/ixbrl/parse';
import { padWithStyledMarkup } from '../lib/financials/ixbrl/__fixtures__/styled-padding';
import { option } from './support';

const limit = option('limit', 5) * 1000;
// The reader before the caps had none: `--uncapped` lifts the depth and fact caps, to show the
// reading itself is linear (with the caps, these documents stop at the 201st level).
const uncapped = process.argv.includes('--uncapped');
const limits = uncapped ? { ...IXBRL_LIMITS, maxDepth: Infinity, maxFacts: Infinity } : IXBRL_LIMITS;
const parseIxbrl = (source: string) => parse(source, limits);

function best(source: string, runs = 3) {
  let fastest = Infinity;
  let heap = 0;
  for (let i = 0; i < runs; i++) {
    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const parsed = parseIxbrl(source);
    fastest = Math.min(fastest, performance.now() - started);
    heap = Math.max(heap, process.memoryUsage().heapUsed - before);
    void parsed;
    if (fastest > limit) break;
  }
  return { ms: fastest, heapMb: heap / 1e6 };
}

for (const [label, make, sizes] of [
  ['nested facts', hostileNested, [1_000, 2_000, 3_000, 5_000, 10_000, 20_000]],
  ['unmatched close tags', hostileUnmatched, [1_000, 5_000, 10_000, 20_000, 100_000] as number[]],
] as const) {
  console.log(`${label}:`);
  let previous: number | undefined;
  for (const n of sizes) {
    const source = make(n);
    const { ms, heapMb } = best(source);
    const parsed = parseIxbrl(source);
    console.log(
      `  n=${String(n).padStart(7)} ${(source.length / 1024).toFixed(0).padStart(6)} KB: ${ms.toFixed(1).padStart(9)} ms` +
        `${previous ? ` (x${(ms / previous).toFixed(1)} the size before)` : ''}, heap +${heapMb.toFixed(0)} MB` +
        `${parsed.stopped ? `; stopped: ${parsed.stopped.reason}` : ''}`,
    );
    previous = ms;
    if (ms > limit) {
      console.log('  (past the limit: larger sizes skipped)');
      break;
    }
  }
}

// Well-formed filings padded to a real size: the reader's throughput, which the guards must not cost.
const real = ['micro-uk-core.xhtml', 'full-thousands.xhtml', 'small-ns5-no-total-equity.xhtml'].map((name, i) =>
  padWithStyledMarkup(readFileSync(`lib/financials/ixbrl/__fixtures__/${name}`, 'utf8'), 2_000_000, i + 1),
);
const bytes = real.reduce((sum, doc) => sum + doc.length, 0);
for (let i = 0; i < 5; i++) for (const doc of real) parseIxbrl(doc); // warm-up
const rates: number[] = [];
for (let round = 0; round < 7; round++) {
  const started = performance.now();
  for (let i = 0; i < 5; i++) for (const doc of real) parseIxbrl(doc);
  rates.push((bytes * 5) / ((performance.now() - started) / 1000) / 1e6);
}
rates.sort((a, b) => a - b);
console.log(
  `well-formed filings of ${(bytes / real.length / 1e6).toFixed(1)} MB: ${rates[3]!.toFixed(1)} MB/s (median of 7)`,
);
