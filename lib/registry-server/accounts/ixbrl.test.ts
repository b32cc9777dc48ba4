import { describe, expect, it } from 'vitest';
import { FIGURE_KEYS } from '@/lib/registry/accounts-figures';
import { readAccounts } from '@/lib/financials/ixbrl/read';
import { FINANCIALS_SHOWCASE } from '../generator/showcase-financials';
import { accountsTypeOf } from '@/lib/registry/accounts-type';
import { generateAccountsIxbrl, hasIxbrl } from './ixbrl';
import { expectedFigures, statementsOf, type AccountsFiling } from './model';

const TYPES = [
  'micro-entity',
  'total-exemption-full',
  'total-exemption-small',
  'small',
  'full',
  'medium',
  'group',
  'dormant',
  'audit-exemption-subsidiary',
  'unaudited-abridged',
];

/** A company's accounts over ten years, each filing pointing at the one before. */
function history(number: string, sizeType: string, types: (year: number) => string): AccountsFiling[] {
  const filings: AccountsFiling[] = [];
  for (let year = 2015; year <= 2025; year++) {
    const previous = filings.at(-1);
    filings.push({
      companyNumber: number,
      companyName: `COMPANY ${number} LIMITED`,
      transactionId: `T${number}${year}`,
      filedOn: `${year}-11-20`,
      madeUpDate: `${year}-03-31`,
      accountsType: types(year),
      periodStart: previous ? `${year - 1}-04-01` : '2014-04-01',
      ...(previous ? { previous: { madeUpDate: previous.madeUpDate, accountsType: previous.accountsType } } : {}),
      sizeType,
    });
  }
  return filings;
}

const companies = Array.from({ length: 60 }, (_, i) => {
  const type = TYPES[i % TYPES.length]!;
  return history(String(20_000_000 + i * 7919), type, (year) =>
    type === 'micro-entity' && year < 2017 ? 'total-exemption-small' : type,
  );
});

describe('generated iXBRL accounts', () => {
  it('parse back to the figures the statements show, for every accounts type and software', () => {
    const software = new Set<number>();
    for (const filings of companies) {
      for (const filing of filings) {
        const reading = readAccounts(generateAccountsIxbrl(filing));
        const expected = expectedFigures(filing);
        software.add(statementsOf(filing).traits.software);
        expect(reading.current.end).toBe(filing.madeUpDate);
        expect(reading.current.start).toBe(filing.periodStart);
        expect(reading.current.figures, `${filing.transactionId} ${filing.accountsType}`).toEqual(expected.current);
        expect(reading.comparative?.figures, `${filing.transactionId} comparative`).toEqual(expected.comparative);
        expect(reading.dormant).toBe(filing.accountsType === 'dormant');
      }
    }
    expect(software.size).toBe(4);
  });

  it("states as comparatives exactly last year's figures", () => {
    let compared = 0;
    for (const filings of companies) {
      for (let i = 1; i < filings.length; i++) {
        const last = readAccounts(generateAccountsIxbrl(filings[i - 1]!)).current;
        const comparative = readAccounts(generateAccountsIxbrl(filings[i]!)).comparative!;
        expect(comparative.end).toBe(last.end);
        for (const key of FIGURE_KEYS) {
          const a = last.figures[key];
          const b = comparative.figures[key];
          if (a !== null && b !== null) {
            expect(b, `${filings[i]!.transactionId} ${key}`).toBe(a);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(3000);
  });

  it('is plausible: no P&L for micro-entities, zeros for dormant companies, some net liabilities', () => {
    const micro = expectedFigures(companies[0]!.at(-1)!).current;
    expect(micro.turnover).toBeNull();
    expect(micro.cash).toBeNull();
    const dormant = expectedFigures(companies[7]!.at(-1)!).current;
    expect(dormant.creditors_within_one_year).toBe(0);
    expect(dormant.employees).toBe(0);
    expect(dormant.turnover).toBeNull();
    const full = expectedFigures(companies[4]!.at(-1)!).current;
    expect(full.turnover).toBeGreaterThan(1_000_000);
    const negatives = companies.filter((filings) => (expectedFigures(filings.at(-1)!).current.net_assets ?? 0) < 0);
    expect(negatives.length).toBeGreaterThan(0);
    expect(negatives.length).toBeLessThan(companies.length / 3);
  });

  it('is the same document every time', () => {
    const filing = companies[3]![5]!;
    expect(generateAccountsIxbrl(filing)).toBe(generateAccountsIxbrl(filing));
  });

  it('exists for about three in four electronic accounts filings from 2015-06-01, never on paper', () => {
    const base = { type: 'AA', date: '2020-01-10', description: 'accounts-with-accounts-type-micro-entity' };
    const share =
      Array.from({ length: 2000 }, (_, i) => hasIxbrl({ ...base, transaction_id: `MzA${i}` })).filter(Boolean).length /
      2000;
    expect(share).toBeGreaterThan(0.7);
    expect(share).toBeLessThan(0.8);
    expect(hasIxbrl({ ...base, transaction_id: 'x', paper_filed: true })).toBe(false);
    expect(
      hasIxbrl({
        ...base,
        transaction_id: 'x',
        date: '2015-05-31',
        links: { self: '/company/11510001/filing-history/x' },
      }),
    ).toBe(false);
    expect(hasIxbrl({ ...base, transaction_id: 'x', type: 'CS01' })).toBe(false);
    const self = (n: string) => ({ links: { self: `/company/${n}/filing-history/x` } });
    const all = (n: string) =>
      Array.from({ length: 50 }, (_, i) => hasIxbrl({ ...base, transaction_id: `q${i}`, ...self(n) }));
    expect(all(FINANCIALS_SHOWCASE.full).every(Boolean)).toBe(true);
    expect(all(FINANCIALS_SHOWCASE.paper).some(Boolean)).toBe(false);
  });

  it('reads the accounts type from the description, amended and misspelt ones too', () => {
    expect(accountsTypeOf('accounts-with-accounts-type-micro-entity')).toBe('micro-entity');
    expect(accountsTypeOf('accounts-amended-with-accounts-type-full')).toBe('full');
    expect(accountsTypeOf('accounts-with-accounts-type-audit-exemption-subsiduary')).toBe('audit-exemption-subsidiary');
    expect(accountsTypeOf('accounts-with-made-up-date')).toBeUndefined();
  });
});
