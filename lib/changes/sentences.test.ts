import { describe, expect, it } from 'vitest';
import type { Change } from './events';
import { describeChange, readableName } from './sentences';

const base: Change = {
  seq: 1,
  stream: 'filings',
  timepoint: 1,
  kind: 'filing',
  companyNumber: '00000001',
  resourceKind: 'filing-history',
  resourceUri: '/company/00000001/filing-history/T1',
  resourceId: 'T1',
  type: 'changed',
  publishedAt: '2026-11-26T10:00:00.000Z',
  data: {},
};
const of = (overrides: Partial<Change>) => describeChange({ ...base, ...overrides });

describe('changes in words', () => {
  it('says what was filed, with the filing’s own description, linked to the filing', () => {
    expect(
      of({ data: { description: 'accounts-with-made-up-date', description_values: { made_up_date: '2026-03-31' } } }),
    ).toEqual({
      text: 'Filed: Accounts for the period ending 31 March 2026',
      href: '/company/00000001/filing-history/T1',
    });
  });

  it('says who was appointed or resigned', () => {
    const officer = {
      stream: 'officers' as const,
      kind: 'officer' as const,
      resourceUri: '/company/00000001/appointments/A1',
    };
    expect(
      of({ ...officer, data: { name: 'SMITH, Jane', officer_role: 'director', resigned_on: '2026-11-01' } }).text,
    ).toBe('Jane Smith resigned as director');
    expect(
      of({ ...officer, data: { name: 'SMITH, Jane', officer_role: 'secretary', appointed_on: '2026-11-01' } }).text,
    ).toBe('Jane Smith appointed as secretary');
  });

  it('says what changed in a profile, and charges and PSCs', () => {
    expect(
      of({ stream: 'companies', fieldsChanged: ['company_name'], data: { company_name: 'NEW NAME LTD' } }).text,
    ).toBe('Name changed to NEW NAME LTD');
    expect(of({ stream: 'charges', data: { charge_number: 3, status: 'fully-satisfied' } }).text).toBe(
      'Charge 3 satisfied',
    );
    // "A registered charge" (every charge since April 2013) says nothing beyond "registered".
    expect(
      of({ stream: 'charges', data: { charge_number: 1, classification: { description: 'A registered charge' } } })
        .text,
    ).toBe('Charge 1 registered');
    expect(
      of({ stream: 'charges', data: { charge_number: 2, classification: { description: 'Legal charge' } } }).text,
    ).toBe('Charge 2 registered (legal charge)');
    expect(
      of({ stream: 'persons-with-significant-control', data: { name: 'Mr John Andrew Doe', ceased_on: '2026-01-01' } })
        .text,
    ).toBe('Mr John Andrew Doe ceased to be a person with significant control');
  });

  it('says which PSC statement was notified or withdrawn', () => {
    const statement = {
      stream: 'persons-with-significant-control-statements' as const,
      kind: 'psc' as const,
      resourceUri: '/company/00000001/persons-with-significant-control-statements/S1',
    };
    const data = { statement: 'no-individual-or-entity-with-signficant-control', notified_on: '2026-11-01' };
    expect(of({ ...statement, data })).toEqual({
      text: 'PSC statement notified: the company believes no one is a registrable person or registrable legal entity in relation to it',
      href: '/company/00000001/persons-with-significant-control-statements/S1',
    });
    expect(of({ ...statement, data: { ...data, ceased_on: '2026-11-20' } }).text).toMatch(
      /^PSC statement withdrawn: the company believes no one/,
    );
  });

  it('says whether an exemption began or ended, from the newest date in the resource', () => {
    const exemptions = {
      stream: 'company-exemptions' as const,
      kind: 'exemptions' as const,
      resourceUri: '/company/00000001/exemptions',
    };
    const began = {
      exemptions: {
        psc_exempt_as_trading_on_eu_regulated_market: {
          exemption_type: 'psc-exempt-as-trading-on-eu-regulated-market',
          items: [{ exempt_from: '2016-07-01', exempt_to: '2020-12-31' }],
        },
        psc_exempt_as_trading_on_uk_regulated_market: {
          exemption_type: 'psc-exempt-as-trading-on-uk-regulated-market',
          items: [{ exempt_from: '2026-11-20' }],
        },
      },
    };
    expect(of({ ...exemptions, data: began })).toEqual({
      text: 'Exemption from keeping PSC information began: voting shares traded on a UK regulated market',
      href: '/company/00000001/exemptions',
    });
    const ended = structuredClone(began);
    (ended.exemptions.psc_exempt_as_trading_on_uk_regulated_market.items[0] as Record<string, string>).exempt_to =
      '2026-11-25';
    expect(of({ ...exemptions, data: ended }).text).toBe(
      'Exemption from keeping PSC information ended: voting shares traded on a UK regulated market',
    );
    expect(of({ ...exemptions, data: {} }).text).toBe('Exemptions updated');
  });

  it('says what a removed record was, and links to the list it was in rather than to a page that is gone', () => {
    const removed = { type: 'deleted' as const };
    expect(
      of({
        ...removed,
        stream: 'officers',
        kind: 'officer',
        resourceUri: '/company/00000001/appointments/A1',
        data: { name: 'SMITH, Jane', officer_role: 'director', appointed_on: '2026-11-01' },
      }),
    ).toEqual({
      text: 'Jane Smith’s appointment as director removed from the register',
      href: '/company/00000001/officers',
    });
    expect(
      of({
        ...removed,
        stream: 'persons-with-significant-control-statements',
        kind: 'psc',
        resourceUri: '/company/00000001/persons-with-significant-control-statements/S1',
        data: { statement: 'psc-exists-but-not-identified' },
      }),
    ).toEqual({
      text: 'PSC statement removed from the register: the company believes it has a registrable person but has not yet worked out who that is',
      href: '/company/00000001/persons-with-significant-control-statements',
    });
    expect(
      of({ ...removed, stream: 'company-exemptions', kind: 'exemptions', resourceUri: '/company/00000001/exemptions' }),
    ).toEqual({ text: 'Exemptions removed from the register', href: '/company/00000001' });
    expect(
      of({
        ...removed,
        data: { description: 'accounts-with-made-up-date', description_values: { made_up_date: '2026-03-31' } },
      }),
    ).toEqual({
      text: 'Filing removed from the register: Accounts for the period ending 31 March 2026',
      href: '/company/00000001/filing-history',
    });
  });

  it('reads registry names the way people write them', () => {
    expect(readableName('SMITH, Jane Ann')).toBe('Jane Ann Smith');
    expect(readableName("O'NEILL-JONES, Mary")).toBe("Mary O'Neill-Jones");
    expect(readableName(undefined)).toBe('');
  });
});
