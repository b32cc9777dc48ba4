import { describe, expect, it } from 'vitest';
import { companyEndedNotice, exemptionDescription, hasCompanyEnded, lastAccountsTypeLabel } from './company';

describe('exemptionDescription', () => {
  it('words a current exemption in the present and an ended one in the past', () => {
    expect(exemptionDescription('disclosure-transparency-rules-chapter-five-applies', '30 June 2016')).toBe(
      'Since 30 June 2016 the company is a traded issuer under chapter 5 of the Disclosure and Transparency Rules, so it may not need to keep its PSC details up to date.',
    );
    expect(
      exemptionDescription('psc-exempt-as-trading-on-eu-regulated-market', '30 June 2016', '31 January 2019'),
    ).toBe(
      'From 30 June 2016 to 31 January 2019 the company did not need to gather details of its persons with significant control, because its voting shares were traded on an EU regulated market.',
    );
    expect(exemptionDescription('psc-exempt-as-trading-on-uk-regulated-market', undefined, '31 January 2019')).toMatch(
      /^Until 31 January 2019 the company did not need/,
    );
    expect(exemptionDescription('new-exemption-kind', '1 May 2024', '2 June 2025')).toBe(
      'New exemption kind, from 1 May 2024 to 2 June 2025',
    );
  });
});

describe('lastAccountsTypeLabel', () => {
  it('leaves out placeholders and keeps real types', () => {
    expect(lastAccountsTypeLabel('null')).toBeUndefined();
    expect(lastAccountsTypeLabel('no-accounts-type-available')).toBeUndefined();
    expect(lastAccountsTypeLabel(undefined)).toBeUndefined();
    expect(lastAccountsTypeLabel(' ')).toBeUndefined();
    expect(lastAccountsTypeLabel('micro-entity')).toBe('Micro-entity accounts');
    expect(lastAccountsTypeLabel('micro-entity-new-kind')).toBe('Micro entity new kind');
  });
});

describe('companyEndedNotice', () => {
  it('says when a company ended, and nothing for one still going', () => {
    expect(companyEndedNotice('dissolved', '13 September 2022')).toBe(
      'This company was dissolved on 13 September 2022.',
    );
    expect(companyEndedNotice('converted-closed')).toBe('This company was converted or closed.');
    expect(companyEndedNotice('liquidation', '1 May 2024')).toBeUndefined();
    expect(hasCompanyEnded('closed')).toBe(true);
    expect(hasCompanyEnded('active')).toBe(false);
    expect(hasCompanyEnded(undefined)).toBe(false);
  });
});
