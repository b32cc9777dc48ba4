import { describe, expect, it } from 'vitest';
import {
  companyEndedNotice,
  companyJurisdictionLabel,
  countryName,
  exemptionDescription,
  hasCompanyEnded,
  lastAccountsTypeLabel,
} from './company';

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

describe('companyJurisdictionLabel', () => {
  it("gives a UK company's jurisdiction", () => {
    expect(companyJurisdictionLabel({ type: 'ltd', jurisdiction: 'scotland' })).toBe('Scotland');
    expect(companyJurisdictionLabel({ type: 'uk-establishment', jurisdiction: 'united-kingdom' })).toBe(
      'United Kingdom',
    );
  });

  it('gives an overseas company or entity the country it is incorporated in, never the UK', () => {
    const abroad = (type: string, country?: string) =>
      companyJurisdictionLabel({
        type,
        jurisdiction: 'united-kingdom',
        foreign_company_details: country ? { originating_registry: { country } } : undefined,
      });
    expect(abroad('oversea-company', 'GERMANY')).toBe('Germany');
    expect(abroad('registered-overseas-entity', 'BRITISH VIRGIN ISLANDS')).toBe('British Virgin Islands');
    expect(abroad('oversea-company')).toBe('Outside the UK');
  });
});

describe('countryName', () => {
  it('puts a shouted country in ordinary case and leaves mixed case alone', () => {
    expect(countryName('ISLE OF MAN')).toBe('Isle of Man');
    expect(countryName('UNITED STATES')).toBe('United States');
    expect(countryName('GUINEA-BISSAU')).toBe('Guinea-Bissau');
    expect(countryName('Norway')).toBe('Norway');
  });
});
