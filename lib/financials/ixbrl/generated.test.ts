// The iXBRL reader against the embedded registry's generated accounts (lib/registry-server/accounts):
// every document reads back to the figures its statements show, and states last year's figures as
// its comparatives. On the reading side, as the embedded registry never imports the analysis layer.
import { describe, expect, it } from 'vitest';
import { generateAccountsIxbrl } from '@/lib/registry-server/accounts/ixbrl';
import { expectedFigures, statementsOf } from '@/lib/registry-server/accounts/model';
import { ACCOUNTS_HISTORIES as companies } from '@/lib/registry-server/accounts/test-fixtures';
import { FIGURE_KEYS } from '../figures';
import { readAccounts } from './read';

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
});
