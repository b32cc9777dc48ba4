import { describe, expect, it } from 'vitest';
import {
  comparableName,
  normaliseRegistrationNumber,
  resolveCorporatePsc,
  sameCompanyName,
  verifyCorporatePsc,
} from './resolve';

describe('normaliseRegistrationNumber', () => {
  it('writes numbers as the register does', () => {
    expect(normaliseRegistrationNumber(' 719244 ')).toBe('00719244');
    expect(normaliseRegistrationNumber('7.192.44')).toBe('00719244');
    expect(normaliseRegistrationNumber('sc 12345')).toBe('SC012345');
    expect(normaliseRegistrationNumber('NI000123')).toBe('NI000123');
    expect(normaliseRegistrationNumber('OC329041')).toBe('OC329041');
    expect(normaliseRegistrationNumber('FC001234')).toBe('FC001234');
    expect(normaliseRegistrationNumber('OE012345')).toBe('OE012345');
  });

  it('refuses what cannot be a company number', () => {
    for (const value of ['', 'N/A', 'na', 'none', '123456789', 'ABC', '--'])
      expect(normaliseRegistrationNumber(value), value).toBeUndefined();
  });
});

describe('resolveCorporatePsc', () => {
  it('follows a number whose place, country or authority names a UK register or UK company law', () => {
    expect(resolveCorporatePsc({ place_registered: 'Companies House', registration_number: '123' })).toEqual({
      onRegister: true,
      companyNumber: '00000123',
    });
    expect(
      resolveCorporatePsc({
        place_registered: 'Register Of Companies For England And Wales',
        registration_number: '04567890',
      }),
    ).toMatchObject({ companyNumber: '04567890' });
    expect(resolveCorporatePsc({ country_registered: 'Scotland', registration_number: 'SC123456' })).toMatchObject({
      companyNumber: 'SC123456',
    });
    expect(
      resolveCorporatePsc({ legal_authority: 'Companies Act 2006', registration_number: '1234567' }),
    ).toMatchObject({ companyNumber: '01234567' });
    expect(
      resolveCorporatePsc({ legal_authority: 'Limited Companys Act 2006', registration_number: '1234567' }),
    ).toMatchObject({ companyNumber: '01234567' });
    expect(resolveCorporatePsc({ country_registered: 'United Kingdom', registration_number: 'NI 1234' })).toMatchObject(
      { companyNumber: 'NI001234' },
    );
  });

  it('does not follow a body registered abroad, and says why a UK one cannot be followed', () => {
    expect(
      resolveCorporatePsc({
        legal_authority: 'Delaware General Corporation Law',
        country_registered: 'United States',
        registration_number: '4455667',
      }),
    ).toEqual({
      onRegister: false,
      reason: 'registered outside the UK',
      jurisdiction: 'United States',
    });
    expect(resolveCorporatePsc({ place_registered: 'Companies House' })).toMatchObject({
      onRegister: false,
      reason: 'no registration number given',
    });
    expect(resolveCorporatePsc({ place_registered: 'Companies House', registration_number: 'n/a' })).toMatchObject({
      onRegister: false,
      reason: 'registration number "n/a" is not a company number',
    });
    expect(resolveCorporatePsc(undefined)).toMatchObject({ onRegister: false });
  });
});

describe('company names', () => {
  it('compare without legal suffixes, case, accents and punctuation', () => {
    expect(comparableName('Smith & Sons (Holdings) Ltd.')).toBe('smith and sons holdings');
    expect(sameCompanyName('ACME HOLDINGS PLC', 'Acme Holdings Public Limited Company')).toBe(true);
    expect(sameCompanyName('Café Nero Limited', 'CAFE NERO LTD')).toBe(true);
    expect(sameCompanyName('ACME HOLDINGS LIMITED', 'ACME GROUP LIMITED')).toBe(false);
  });
});

describe('verifyCorporatePsc', () => {
  const company = { company_number: '00719244', company_name: 'ALBION CONSOLIDATED HOLDINGS PLC' };
  const uk = { place_registered: 'Companies House', legal_authority: 'Companies Act 2006' };

  it('verifies the same UK number and the same name once normalised', () => {
    expect(
      verifyCorporatePsc(
        {
          name: 'Albion Consolidated Holdings Public Limited Company',
          identification: { ...uk, registration_number: '719244' },
        },
        company,
      ),
    ).toEqual({ verified: true });
  });

  it('says why not: another name, another number, or not UK company law', () => {
    expect(
      verifyCorporatePsc(
        { name: 'LARCH HOLDINGS LTD', identification: { ...uk, registration_number: '00719244' } },
        company,
      ),
    ).toEqual({ verified: false, reason: 'company 00719244 on the register is ALBION CONSOLIDATED HOLDINGS PLC' });
    expect(
      verifyCorporatePsc(
        { name: company.company_name, identification: { ...uk, registration_number: '00719245' } },
        company,
      ),
    ).toEqual({ verified: false, reason: 'its registration number is 00719245, not 00719244' });
    expect(
      verifyCorporatePsc(
        {
          name: company.company_name,
          identification: {
            place_registered: 'Jersey',
            legal_authority: 'Companies (Jersey) Law 1991',
            registration_number: '00719244',
          },
        },
        company,
      ),
    ).toEqual({ verified: false, reason: 'registered outside the UK' });
  });
});
