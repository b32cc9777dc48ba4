import { describe, expect, it } from 'vitest';
import { decide, matchLine, queryWords, repairedWords, type MatchReader, type SearchCandidate } from './match';

/** A register of a few companies, searched the way the registry's search does: every word a prefix of a word of the name. */
function reader(companies: (SearchCandidate & { previous_names?: string[] })[]): MatchReader & { queries: string[] } {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/&/g, ' and ')
      .match(/[a-z0-9]+/g) ?? [];
  const queries: string[] = [];
  return {
    queries,
    async search(q, itemsPerPage) {
      queries.push(q);
      const wanted = words(q);
      const items: SearchCandidate[] = [];
      for (const company of companies) {
        const names = [company.company_name, ...(company.previous_names ?? [])];
        const hit = names.find((name) => wanted.every((w) => words(name).some((word) => word.startsWith(w))));
        if (!hit) continue;
        const candidate: SearchCandidate = { ...company };
        delete (candidate as { previous_names?: string[] }).previous_names;
        items.push(hit === company.company_name ? candidate : { ...candidate, previous_name: hit });
      }
      return { items: items.slice(0, itemsPerPage), total: items.length };
    },
    async company(number) {
      const company = companies.find((c) => c.company_number === number);
      if (!company) return undefined;
      const { previous_names, ...candidate } = company;
      return previous_names?.[0] ? { ...candidate, previous_name: previous_names[0] } : candidate;
    },
  };
}

const REGISTER = reader([
  {
    company_number: '00006400',
    company_name: 'ACME WIDGETS LIMITED',
    company_status: 'active',
    postal_code: 'SW1A 1AA',
  },
  {
    company_number: 'SC000123',
    company_name: 'BRAVO HOLDINGS PLC',
    company_status: 'active',
    previous_names: ['CHARLIE & DELTA LIMITED'],
  },
  {
    company_number: '01000001',
    company_name: 'SMITH TRADING LIMITED',
    company_status: 'active',
    postal_code: 'LS1 1AA',
  },
  { company_number: '01000002', company_name: 'SMITH TRADING LTD', company_status: 'dissolved', postal_code: 'M1 1AA' },
  {
    company_number: '01000003',
    company_name: 'SMYTH TRADING LIMITED',
    company_status: 'active',
    postal_code: 'B1 1AA',
  },
]);

describe('matching a line', () => {
  it('looks a number up directly, however it is typed', async () => {
    for (const typed of ['6400', '00006400', ' 0000 6400', 'No. 6400'])
      expect((await matchLine({ company_number: typed }, REGISTER)).match).toEqual({
        how: 'number',
        company_number: '00006400',
        company_name: 'ACME WIDGETS LIMITED',
        confidence: 1,
      });
    expect((await matchLine({ company_number: 'sc123' }, REGISTER)).match.company_number).toBe('SC000123');
    expect((await matchLine({ company_number: '99999999' }, REGISTER)).match).toEqual({ how: 'none' });
  });

  it('lowers the confidence of a number whose name beside it is another company’s', async () => {
    const result = await matchLine({ company_number: '6400', company_name: 'Totally Different Ltd' }, REGISTER);
    expect(result.match).toMatchObject({ how: 'number', company_number: '00006400', confidence: 0.6 });
  });

  it('falls back to the name when the number is not on the register', async () => {
    const result = await matchLine({ company_number: '12345678', company_name: 'Acme Widgets Ltd' }, REGISTER);
    expect(result.match).toMatchObject({ how: 'name', company_number: '00006400' });
  });

  it('finds a name with its legal form, case and & varied, and with a typo', async () => {
    expect((await matchLine({ company_name: 'acme widgets' }, REGISTER)).match).toMatchObject({
      how: 'name',
      company_number: '00006400',
      confidence: 1,
    });
    const typo = await matchLine({ company_name: 'Acme Wigdets Ltd.' }, REGISTER);
    expect(typo.match).toMatchObject({ how: 'name', company_number: '00006400' });
    expect(typo.match.confidence).toBeLessThan(1);
    expect(typo.searches).toBeGreaterThan(1);
  });

  it('finds a previous name', async () => {
    const result = await matchLine({ company_name: 'Charlie and Delta Ltd' }, REGISTER);
    expect(result.match).toMatchObject({
      how: 'previous-name',
      company_number: 'SC000123',
      company_name: 'BRAVO HOLDINGS PLC',
    });
    expect(result.matched_name).toBe('CHARLIE & DELTA LIMITED');
  });

  it('calls two companies of the same name ambiguous, with both as candidates, live ones first', async () => {
    const result = await matchLine({ company_name: 'Smith Trading Limited' }, REGISTER);
    expect(result.match.how).toBe('ambiguous');
    expect(result.match.company_number).toBeUndefined();
    expect(result.match.candidates).toEqual([
      { company_number: '01000001', company_name: 'SMITH TRADING LIMITED', confidence: 1 },
      { company_number: '01000002', company_name: 'SMITH TRADING LTD', confidence: 1 },
    ]);
  });

  it('breaks the tie with the postcode: the same one, then the same district', async () => {
    expect((await matchLine({ company_name: 'Smith Trading', postcode: 'm1 1aa' }, REGISTER)).match).toMatchObject({
      how: 'name',
      company_number: '01000002',
    });
    expect((await matchLine({ company_name: 'Smith Trading', postcode: 'LS1 9ZZ' }, REGISTER)).match).toMatchObject({
      how: 'name',
      company_number: '01000001',
    });
  });

  it('answers none for a name not on the register, and for a line with nothing to match', async () => {
    expect((await matchLine({ company_name: 'Zorquavex Linthamur Ltd' }, REGISTER)).match).toEqual({ how: 'none' });
    expect((await matchLine({ company_name: 'Ltd' }, REGISTER)).match).toEqual({ how: 'none' });
    expect((await matchLine({ postcode: 'SW1A 1AA' }, REGISTER)).match).toEqual({ how: 'none' });
  });

  it('mends a doubled letter or a swap when the cut-short searches find too many names to reach it', async () => {
    // A big register: "C… SOLUTIONS" and "… PROPERTY" fill every page before the company meant.
    const crowd = Array.from({ length: 150 }, (_, i) => [
      { company_number: `0900${String(i).padStart(4, '0')}`, company_name: `CANDLEWICK ${i} SOLUTIONS LIMITED` },
      { company_number: `0800${String(i).padStart(4, '0')}`, company_name: `ABERDOUR ${i} PROPERTY LIMITED` },
    ]).flat();
    const big = reader([
      ...crowd,
      { company_number: '09990001', company_name: 'CURTIS SOLUTIONS LIMITED' },
      { company_number: '09990002', company_name: 'APEX PROPERTY LTD' },
    ]);
    expect((await matchLine({ company_name: 'CCurtis Solutions Limited' }, big)).match).toMatchObject({
      how: 'name',
      company_number: '09990001',
    });
    expect(big.queries).toContain('curtis solutions');
    const swapped = await matchLine({ company_name: 'Aepx Property Ltd.' }, big);
    expect(swapped.match).toMatchObject({ how: 'name', company_number: '09990002' });
    // Bounded: a line that no repair finds stops after a few searches.
    const hopeless = await matchLine({ company_name: 'Zorquavexian Linthamurish' }, big);
    expect(hopeless.match.how).toBe('none');
    expect(hopeless.searches).toBeLessThanOrEqual(20);
  });

  it('repairs a word the commonest ways, a doubled letter first', () => {
    expect(repairedWords('ccurtis')[0]).toBe('curtis');
    expect(repairedWords('aepx')).toContain('apex');
    expect(repairedWords('liion')[0]).toBe('lion');
    expect(repairedWords('abc')).toEqual(['bac', 'acb']);
  });

  it('searches for the words a register name must have', () => {
    expect(queryWords('The Acme & Sons Ltd.')).toEqual(['acme', 'sons']);
    expect(queryWords('Acme Widgets Lt.d')).toEqual(['acme', 'widgets']);
  });

  it('decides nothing below the least confidence', () => {
    expect(decide({ company_name: 'Acme' }, [{ company_number: '1', company_name: 'ACNE LIMITED' }]).match.how).toBe(
      'none',
    );
  });
});
