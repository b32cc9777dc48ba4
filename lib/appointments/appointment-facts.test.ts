import { describe, expect, it } from 'vitest';
import {
  addressFacts,
  appointedFact,
  appointedText,
  appointmentStatus,
  contributionFacts,
  contributionText,
  endedFact,
  formerNamesText,
  identificationFacts,
  personFacts,
  summaryFacts,
} from './appointment-facts';

describe('appointment dates', () => {
  it('gives the appointment date, or the pre-1992 "appointed before" date', () => {
    expect(appointedFact({ officer_role: 'director', appointed_on: '2002-07-02' })).toEqual({
      term: 'Appointed on',
      value: '2 July 2002',
    });
    expect(appointedFact({ officer_role: 'secretary', appointed_before: '1991-10-01' })).toEqual({
      term: 'Appointed before',
      value: '1 October 1991',
    });
    expect(appointedText({ officer_role: 'secretary', appointed_before: '1991-10-01' })).toBe('Before 1 October 1991');
    expect(appointedText({ officer_role: 'director' })).toBe('');
  });

  it('says "notified" and "ceased" for managing officers and limited partners', () => {
    expect(appointedFact({ officer_role: 'corporate-managing-officer', appointed_on: '2023-01-05' })?.term).toBe(
      'Notified on',
    );
    expect(endedFact({ officer_role: 'limited-partner-in-a-limited-partnership', resigned_on: '2024-02-01' })).toEqual({
      term: 'Ceased on',
      value: '1 February 2024',
    });
    expect(endedFact({ officer_role: 'director', resigned_on: '2024-02-01' })?.term).toBe('Resigned on');
    expect(endedFact({ officer_role: 'director' })).toBeUndefined();
  });
});

describe('appointmentStatus', () => {
  it('is current until the officer resigns', () => {
    expect(appointmentStatus({ officer_role: 'director' }, 'active')).toMatchObject({
      state: 'current',
      label: 'Current',
    });
    expect(appointmentStatus({ officer_role: 'director', resigned_on: '2020-01-01' }, 'active')).toMatchObject({
      state: 'ended',
      label: 'Resigned',
    });
    expect(appointmentStatus({ officer_role: 'managing-officer', resigned_on: '2020-01-01' })).toMatchObject({
      label: 'Ceased',
    });
  });

  it('is inactive, not current, in a dissolved or closed company', () => {
    expect(appointmentStatus({ officer_role: 'director' }, 'dissolved')).toMatchObject({
      state: 'inactive',
      label: 'Inactive',
    });
    expect(appointmentStatus({ officer_role: 'director' }, 'converted-closed').state).toBe('inactive');
    expect(appointmentStatus({ officer_role: 'director' }, 'liquidation').state).toBe('current');
  });
});

describe('facts', () => {
  it('lists what the register shows of a person, leaving out what is missing', () => {
    expect(
      personFacts({ date_of_birth: { month: 4, year: 1979 }, nationality: 'British', occupation: 'Engineer' }),
    ).toEqual([
      { term: 'Date of birth', value: 'April 1979' },
      { term: 'Nationality', value: 'British' },
      { term: 'Occupation', value: 'Engineer' },
    ]);
  });

  it("describes a corporate officer's registration in words", () => {
    expect(
      identificationFacts({
        identification_type: 'uk-limited-company',
        legal_form: 'Limited company',
        legal_authority: 'Companies Act 2006',
        registration_number: '01234567',
      }),
    ).toEqual([
      { term: 'Registered as', value: 'UK limited company' },
      { term: 'Legal form', value: 'Limited company' },
      { term: 'Governing law', value: 'Companies Act 2006' },
      { term: 'Registration number', value: '01234567', href: '/company/01234567' },
    ]);
    expect(identificationFacts(undefined)).toEqual([]);
    // Only a UK company's number leads to a company page.
    expect(identificationFacts({ identification_type: 'non-eea', registration_number: 'HRB 1234' })).toEqual([
      { term: 'Registered as', value: 'Registered outside the European Economic Area' },
      { term: 'Registration number', value: 'HRB 1234' },
    ]);
  });

  it('sums up a row: person, corporate registration and capital contribution', () => {
    expect(
      summaryFacts({
        nationality: 'British',
        occupation: 'Director',
        identification: { identification_type: 'eea', registration_number: 'B 123' },
        contribution_currency_value: '25000',
        contribution_currency_type: 'GBP',
        contribution_sub_types: ['money'],
      }),
    ).toEqual([
      { term: 'Nationality', value: 'British' },
      { term: 'Occupation', value: 'Director' },
      { term: 'Registered as', value: 'Registered in the European Economic Area' },
      { term: 'Registration number', value: 'B 123' },
      { term: 'Capital contribution', value: '£25,000 (money)' },
    ]);
  });

  it('joins former names and formats a capital contribution', () => {
    expect(formerNamesText([{ forenames: 'Jane', surname: 'SMITH' }, { surname: 'JONES' }, {}])).toBe(
      'Jane SMITH; JONES',
    );
    expect(
      contributionText({
        contribution_currency_value: '5000',
        contribution_currency_type: 'gbp',
        contribution_sub_types: ['money', 'services-or-goods'],
      }),
    ).toBe('£5,000 (money, services or goods)');
    expect(contributionText({})).toBe('');
  });

  it('writes a contribution in its currency, with its kinds in words', () => {
    expect(
      contributionText({
        contribution_currency_value: '25000',
        contribution_currency_type: 'GBP',
        contribution_sub_types: ['money', 'land-or-property'],
      }),
    ).toBe('£25,000 (money, land or property)');
    expect(contributionText({ contribution_currency_value: '1250.5', contribution_currency_type: 'EUR' })).toBe(
      '€1,250.50',
    );
    expect(contributionText({ contribution_currency_value: '100.00', contribution_currency_type: 'USD' })).toBe(
      'US$100',
    );
    // A code without a symbol, an amount that is not a number, a kind added since: shown, not dropped.
    expect(contributionText({ contribution_currency_value: '7000', contribution_currency_type: 'ZZZ' })).toBe(
      'ZZZ\u00a07,000',
    );
    expect(contributionText({ contribution_currency_value: 'see agreement', contribution_currency_type: 'GBP' })).toBe(
      'see agreement GBP',
    );
    expect(contributionText({ contribution_sub_types: ['shares', 'crypto-assets'] })).toBe('Shares, crypto assets');
    expect(
      contributionFacts({
        contribution_currency_value: '500',
        contribution_currency_type: 'GBP',
        contribution_sub_types: ['any-other-asset'],
      }),
    ).toEqual([{ term: 'Capital contribution', value: '£500 (another kind of asset)' }]);
    expect(contributionFacts({})).toEqual([]);
  });

  it('gives the addresses that are present', () => {
    expect(
      addressFacts({
        address: { premises: '1', address_line_1: 'High Street', locality: 'Leeds' },
        contact_details: { contact_name: 'A Agent' },
      }),
    ).toEqual([
      { term: 'Correspondence address', value: '1 High Street, Leeds' },
      { term: 'Contact name', value: 'A Agent' },
    ]);
  });
});
