// Documents built to stall or crash the reader (a security test of 28 November 2026): facts nested
// thousands deep, close tags matching nothing, numbers past any float. The reading is linear in the
// document, stops at its caps saying why, and never turns a number into Infinity or a silent null.
import { describe, expect, it } from 'vitest';
import { IXBRL_LIMITS, parseIxbrl, type IxbrlLimits } from './parse';
import { readAccounts, UnreadableAccountsError } from './read';
import { hostileNested, hostileUnmatched, withFacts } from './__fixtures__/hostile';

/** The caps lifted: what the reading itself costs, whatever the nesting. */
const UNCAPPED: IxbrlLimits = { ...IXBRL_LIMITS, maxDepth: Infinity, maxFacts: Infinity };

/** Best of three parses, in ms: robust to a loaded machine. */
function best(source: string, limits: IxbrlLimits) {
  parseIxbrl(source, limits); // warm-up
  let fastest = Infinity;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    parseIxbrl(source, limits);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/** A ten times larger document may take at most twelve times as long (quadratic took ~100). */
function expectLinear(make: (n: number) => string) {
  const small = best(make(1_000), UNCAPPED);
  const large = best(make(10_000), UNCAPPED);
  // Below a millisecond the clock's grain and a GC pause are the measure: floor the small one.
  expect(large, `1,000: ${small.toFixed(2)} ms; 10,000: ${large.toFixed(2)} ms`).toBeLessThan(12 * Math.max(small, 1));
}

describe('the iXBRL reader on hostile documents', () => {
  it('reads facts nested in facts in time linear in the nesting', () => {
    expectLinear(hostileNested);
  });

  it('reads close tags that match no open element in linear time', () => {
    expectLinear(hostileUnmatched);
  });

  it('gives each nested fact the text inside it, as before', () => {
    const parsed = parseIxbrl(hostileNested(3));
    expect(parsed.facts.map((fact) => fact.value)).toEqual([1, 11, 111]);
    // Past 30 digits, then past the text cap, a fact is unreadable (and says why); those inside it are still read.
    const deep = parseIxbrl(hostileNested(1_200), UNCAPPED);
    expect(deep.facts).toHaveLength(30);
    expect(deep.unreadableFacts).toHaveLength(1_170);
    expect(deep.unreadableFacts![0]!.reason).toBe('more than 30 digits');
    expect(deep.unreadableFacts!.at(-1)!.reason).toBe('text longer than 1000 characters');
  });

  it('closes the nearest open element of a close tag, ignoring unmatched ones', () => {
    const parsed = parseIxbrl(
      withFacts([{ concept: 'Equity', text: '<b>1</c></b>2' }]).replace('</body>', '</x></y></body>'),
    );
    expect(parsed.facts.map((fact) => fact.value)).toEqual([12]);
  });

  it('stops the 20,000-deep document of the security test at once, saying why', () => {
    const source = hostileNested(20_000);
    const started = performance.now();
    const parsed = parseIxbrl(source);
    expect(performance.now() - started).toBeLessThan(250);
    expect(parsed.stopped).toEqual({ limit: 'depth', reason: 'elements nested more than 200 deep' });
    expect(() => readAccounts(source)).toThrow(new UnreadableAccountsError('elements nested more than 200 deep'));
  });

  it('stops at the size, fact and namespace caps', () => {
    const facts = withFacts([
      { concept: 'Equity', text: '1' },
      { concept: 'CashBankOnHand', text: '2' },
    ]);
    expect(parseIxbrl(facts, { ...IXBRL_LIMITS, maxChars: 100 }).stopped?.limit).toBe('size');
    expect(parseIxbrl(facts, { ...IXBRL_LIMITS, maxFacts: 1 }).stopped).toEqual({
      limit: 'facts',
      reason: 'more than 1 facts',
    });
    expect(parseIxbrl(facts, { ...IXBRL_LIMITS, maxFacts: 2 }).stopped).toBeUndefined();
    const declarations = Array.from({ length: 600 }, (_, i) => ` xmlns:p${i}="urn:${i}"`).join('');
    expect(parseIxbrl(`<a${declarations}><p1:b/></a>`).stopped?.limit).toBe('namespaces');
    expect(() => readAccounts('<a>'.repeat(300))).toThrow(UnreadableAccountsError);
  });
});

describe('numbers past any float', () => {
  it('are unreadable facts, not Infinity, zero or null', () => {
    const parsed = parseIxbrl(
      withFacts([
        { concept: 'Equity', text: '1', scale: '99999' },
        { concept: 'CashBankOnHand', text: '1', scale: '-99999' },
        { concept: 'Turnover', text: '9'.repeat(400) },
        { concept: 'CurrentAssets', text: '5', scale: '6' },
      ]),
    );
    expect(parsed.facts.map((fact) => [fact.concept, fact.value])).toEqual([['CurrentAssets', 5_000_000]]);
    expect(parsed.unreadableFacts).toEqual([
      { concept: 'Equity', contextRef: 'c', reason: 'scale 99999 beyond ±30' },
      { concept: 'CashBankOnHand', contextRef: 'c', reason: 'scale -99999 beyond ±30' },
      { concept: 'Turnover', contextRef: 'c', reason: 'more than 30 digits' },
    ]);
    for (const fact of parsed.facts) expect(Number.isFinite(fact.value)).toBe(true);
  });

  it('make their figures unreadable in the reading, not "not disclosed"', () => {
    const reading = readAccounts(
      withFacts([
        { concept: 'Equity', text: '1', scale: '99999' },
        { concept: 'NetAssetsLiabilities', text: '9'.repeat(400) },
        { concept: 'CashBankOnHand', text: '12' },
      ]),
    );
    expect(reading.current.figures).toMatchObject({ equity: null, net_assets: null, cash: 12, turnover: null });
    expect(reading.current.unreadable).toEqual(['net_assets', 'equity']);
  });

  it('leave a figure readable from another fact as it was', () => {
    const reading = readAccounts(
      withFacts([
        { concept: 'NetAssetsLiabilities', text: '1', scale: '400' },
        { concept: 'NetAssetsLiabilities', text: '7' },
      ]),
    );
    expect(reading.current.figures.net_assets).toBe(7);
    expect(reading.current.unreadable).toBeUndefined();
  });
});
