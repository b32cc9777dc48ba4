// Generated accounts filings for tests (here and in lib/financials, which reads them back).
import type { AccountsFiling } from './model';

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

/** Sixty companies' accounts over ten years, of every accounts type. */
export const ACCOUNTS_HISTORIES = Array.from({ length: 60 }, (_, i) => {
  const type = TYPES[i % TYPES.length]!;
  return history(String(20_000_000 + i * 7919), type, (year) =>
    type === 'micro-entity' && year < 2017 ? 'total-exemption-small' : type,
  );
});
