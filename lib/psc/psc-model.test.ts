import { describe, expect, it } from 'vitest';
import type { CompanyRegister } from '@/lib/registry/schemas';
import {
  companyNumberCandidate,
  idFromSelf,
  isCeased,
  isCompanyGone,
  pathKindOf,
  pscCountHeading,
  pscName,
  pscRegisterIsPublic,
  pscShape,
  statementCountHeading,
  ukCompanyNumberOf,
} from './psc-model';

const base = '/company/09876543/persons-with-significant-control';

describe('pscShape', () => {
  it.each([
    ['individual-person-with-significant-control', 'individual', false],
    ['corporate-entity-person-with-significant-control', 'corporate-entity', false],
    ['legal-person-person-with-significant-control', 'legal-person', false],
    ['legal-person-with-significant-control', 'legal-person', false],
    ['super-secure-person-with-significant-control', 'super-secure', false],
    ['individual-beneficial-owner', 'individual', true],
    ['corporate-entity-beneficial-owner', 'corporate-entity', true],
    ['legal-person-beneficial-owner', 'legal-person', true],
    ['super-secure-beneficial-owner', 'super-secure', true],
  ])('reads %s', (kind, category, beneficialOwner) => {
    expect(pscShape({ kind, links: { self: `${base}/x/ID` } })).toEqual({ category, beneficialOwner });
  });

  it('falls back to the detail path when the kind is blank', () => {
    expect(pscShape({ kind: '', links: { self: `${base}/legal-person-beneficial-owner/ID` } })).toEqual({
      category: 'legal-person',
      beneficialOwner: true,
    });
  });
});

describe('paths and ids', () => {
  it('finds the kind segment and the id of a detail link', () => {
    expect(pathKindOf(`${base}/corporate-entity/Uv1Wx5`)).toBe('corporate-entity');
    expect(pathKindOf(`${base}/super-secure-beneficial-owner/Ab3`)).toBe('super-secure-beneficial-owner');
    expect(pathKindOf(`${base}/something-else/Ab3`)).toBeUndefined();
    expect(idFromSelf(`${base}/individual/Jk3Lm7Np1`)).toBe('Jk3Lm7Np1');
  });
});

describe('pscName', () => {
  it('uses the name, or words for a protected PSC', () => {
    expect(
      pscName({ kind: 'individual-person-with-significant-control', links: { self: '' }, name: 'Mr Bruce Burns' }),
    ).toBe('Mr Bruce Burns');
    expect(pscName({ kind: 'super-secure-person-with-significant-control', links: { self: '' } })).toBe(
      'Protected person with significant control',
    );
    expect(pscName({ kind: 'super-secure-beneficial-owner', links: { self: '' } })).toBe('Protected beneficial owner');
  });
});

describe('isCeased', () => {
  it('is true with a ceased date or the ceased flag', () => {
    expect(isCeased({ ceased_on: '2019-02-18' })).toBe(true);
    expect(isCeased({ ceased: true })).toBe(true);
    expect(isCeased({ ceased: false })).toBe(false);
    expect(isCeased({})).toBe(false);
  });
});

describe('isCompanyGone', () => {
  it('is true for companies that no longer exist', () => {
    for (const status of ['dissolved', 'closed', 'converted-closed', 'removed'])
      expect(isCompanyGone(status)).toBe(true);
    for (const status of ['active', 'liquidation', 'registered', undefined]) expect(isCompanyGone(status)).toBe(false);
  });
});

describe('UK corporate PSCs', () => {
  it('links a body registered at Companies House or on a UK register', () => {
    expect(ukCompanyNumberOf({ place_registered: 'Companies House', registration_number: '1234567' })).toBe('01234567');
    expect(
      ukCompanyNumberOf({
        place_registered: 'Register of Companies for England and Wales',
        registration_number: '11823456',
      }),
    ).toBe('11823456');
    expect(
      ukCompanyNumberOf({
        place_registered: 'Registrar of Companies',
        country_registered: 'Scotland',
        registration_number: 'sc 123456',
      }),
    ).toBe('SC123456');
    expect(ukCompanyNumberOf({ country_registered: 'United Kingdom', registration_number: '00445790' })).toBe(
      '00445790',
    );
  });

  it('does not link a foreign body or one without a usable number', () => {
    expect(
      ukCompanyNumberOf({
        place_registered: 'Delaware Division of Corporations',
        country_registered: 'United States',
        registration_number: '1234567',
      }),
    ).toBeUndefined();
    expect(ukCompanyNumberOf({ place_registered: 'Companies House' })).toBeUndefined();
    expect(
      ukCompanyNumberOf({ place_registered: 'Companies House', registration_number: 'not a number!' }),
    ).toBeUndefined();
    expect(ukCompanyNumberOf(undefined)).toBeUndefined();
  });

  it('offers only numbers written like company numbers for a look-up', () => {
    expect(companyNumberCandidate({ registration_number: '01234567' })).toBe('01234567');
    expect(companyNumberCandidate({ registration_number: '123456' })).toBe('00123456');
    expect(companyNumberCandidate({ registration_number: 'OC 301234' })).toBe('OC301234');
    expect(companyNumberCandidate({ registration_number: '5003' })).toBeUndefined();
    expect(companyNumberCandidate({ registration_number: 'HRB 12345' })).toBeUndefined();
    expect(
      companyNumberCandidate({ registration_number: '1234567', country_registered: 'United States' }),
    ).toBeUndefined();
    expect(companyNumberCandidate({ registration_number: '1234567', country_registered: 'England' })).toBe('01234567');
  });
});

describe('pscRegisterIsPublic', () => {
  const registers = (moves: [string, string][]): CompanyRegister => ({
    kind: 'registers',
    links: { self: '/company/X/registers' },
    registers: {
      persons_with_significant_control: {
        register_type: 'persons-with-significant-control',
        items: moves.map(([moved_on, register_moved_to]) => ({ moved_on, register_moved_to })),
      },
    },
  });

  it('is true only when the latest move went to the public register', () => {
    expect(pscRegisterIsPublic(registers([['2018-01-01', 'public-register']]))).toBe(true);
    expect(
      pscRegisterIsPublic(
        registers([
          ['2018-01-01', 'public-register'],
          ['2020-01-01', 'registered-office'],
        ]),
      ),
    ).toBe(false);
    expect(
      pscRegisterIsPublic(
        registers([
          ['2020-01-01', 'public-register'],
          ['2018-01-01', 'registered-office'],
        ]),
      ),
    ).toBe(true);
    expect(pscRegisterIsPublic(undefined)).toBe(false);
  });
});

describe('headings', () => {
  it('counts active and ceased PSCs in the words of the company type', () => {
    expect(pscCountHeading(4, 1, false)).toBe('4 active persons with significant control / 1 ceased');
    expect(pscCountHeading(1, 0, false)).toBe('1 active person with significant control / 0 ceased');
    expect(pscCountHeading(3, 2, true)).toBe('3 active beneficial owners / 2 ceased');
    expect(statementCountHeading(1, 1)).toBe('1 active statement / 1 withdrawn');
  });
});
