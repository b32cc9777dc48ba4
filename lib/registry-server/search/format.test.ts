import { describe, expect, it } from 'vitest';
import {
  addressSnippet,
  companyDescription,
  disqualifiedOfficerDescription,
  matchOffsets,
  officerDescription,
} from './format';

describe('companyDescription', () => {
  it('writes the incorporation date with a space-padded day, as the registry does', () => {
    expect(
      companyDescription({
        company_number: '04475590',
        company_status: 'active',
        type: 'ltd',
        date_of_creation: '2002-07-02',
      }),
    ).toEqual({
      description: '04475590 - Incorporated on  2 July 2002',
      description_identifier: ['incorporated-on'],
    });
    expect(
      companyDescription({ company_number: '11722385', company_status: 'active', date_of_creation: '2018-12-11' })
        .description,
    ).toBe('11722385 - Incorporated on 11 December 2018');
  });

  it('gives a closed company its closing date', () => {
    expect(
      companyDescription({
        company_number: '14957251',
        company_status: 'dissolved',
        date_of_creation: '2023-06-23',
        date_of_cessation: '2026-05-26',
      }),
    ).toEqual({ description: '14957251 - Dissolved on 26 May 2026', description_identifier: ['dissolved-on'] });
  });

  it('adds insolvency proceedings, and uses the registration words of other company types', () => {
    expect(
      companyDescription({ company_number: '01234567', company_status: 'liquidation', date_of_creation: '1999-03-01' }),
    ).toEqual({
      description: '01234567 - Incorporated on  1 March 1999 - Liquidation',
      description_identifier: ['incorporated-on', 'liquidation'],
    });
    expect(
      companyDescription({
        company_number: 'FC040879',
        company_status: 'active',
        type: 'oversea-company',
        date_of_creation: '2022-03-01',
      }),
    ).toEqual({
      description: 'FC040879 - First UK establishment opened on  1 March 2022',
      description_identifier: ['first-uk-establishment-opened-on'],
    });
    expect(
      companyDescription({ company_number: 'LP012345', type: 'limited-partnership', date_of_creation: '2001-10-20' })
        .description_identifier,
    ).toEqual(['registered-on']);
  });
});

describe('person descriptions', () => {
  it('officer: appointment count and month of birth', () => {
    expect(officerDescription(75, { month: 3, year: 1947 })).toEqual({
      description: 'Total number of appointments 75 - Born March 1947',
      description_identifiers: ['appointment-count', 'born-on'],
    });
    expect(officerDescription(1, undefined)).toEqual({
      description: 'Total number of appointments 1',
      description_identifiers: ['appointment-count'],
    });
  });

  it('disqualified officer: date of birth', () => {
    expect(disqualifiedOfficerDescription('1987-08-03')).toEqual({
      description: 'Born on 3 August 1987',
      description_identifiers: ['born-on'],
    });
    expect(disqualifiedOfficerDescription(undefined)).toEqual({ description: '', description_identifiers: [] });
  });
});

describe('addressSnippet', () => {
  it('joins a house number to its street with a space, a named premises with a comma', () => {
    expect(
      addressSnippet({
        premises: '54',
        address_line_1: 'Fellows Road',
        address_line_2: 'Flat 6',
        locality: 'London',
        country: 'England',
        postal_code: 'NW3 3LJ',
      }),
    ).toBe('54 Fellows Road, Flat 6, London, England, NW3 3LJ');
    expect(
      addressSnippet({
        premises: 'Amshold House',
        address_line_1: 'Goldings Hill',
        locality: 'Loughton',
        country: 'England',
        postal_code: 'IG10 2RW',
      }),
    ).toBe('Amshold House, Goldings Hill, Loughton, England, IG10 2RW');
    expect(
      addressSnippet({
        locality: 'Beverley',
        region: 'East Yorkshire',
        country: 'United Kingdom',
        postal_code: 'HU17 8EU',
      }),
    ).toBe('Beverley, East Yorkshire, United Kingdom, HU17 8EU');
    expect(addressSnippet(undefined)).toBe('');
  });
});

describe('matchOffsets', () => {
  it('gives 1-based inclusive start and end of each matched word', () => {
    expect(matchOffsets('YOU  LIMITED', ['you'])).toEqual([1, 3]);
    expect(matchOffsets('TESCO STORES LIMITED', ['tesc', 'sto'])).toEqual([1, 5, 7, 12]);
    expect(matchOffsets('BIG TESCO FAN LTD', ['tesco'])).toEqual([5, 9]);
    expect(matchOffsets('A & B', ['and'])).toEqual([3, 3]);
    expect(matchOffsets('A & B', ['a'])).toEqual([1, 1]);
    expect(matchOffsets('NOTHING HERE', ['tesco'])).toEqual([]);
  });
});
