// Generated iXBRL accounts: plausible, stable, present where the registry has them. That they
// read back to their figures is tested on the reading side (lib/financials/ixbrl/generated.test.ts).
import { describe, expect, it } from 'vitest';
import { FINANCIALS_SHOWCASE } from '../generator/showcase-financials';
import { accountsTypeOf } from '@/lib/registry/accounts-type';
import { generateAccountsIxbrl, hasIxbrl } from './ixbrl';
import { expectedFigures } from './model';
import { ACCOUNTS_HISTORIES as companies } from './test-fixtures';

describe('generated iXBRL accounts', () => {
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
