import { describe, it, expect } from 'vitest';
import { describeSearchResult, searchDescription } from './search';
import { NOT_GIVEN } from './label';

describe('searchDescription', () => {
  it('fills dates and month-years from the search item', () => {
    expect(searchDescription('company', 'incorporated-on', { date_of_creation: '2002-07-02' })).toBe(
      'Incorporated 2 July 2002',
    );
    expect(searchDescription('officer', 'born-on', { date_of_birth: { month: 8, year: 1974 } })).toBe(
      'Born August 1974',
    );
    expect(searchDescription('disqualified-officer', 'born-on', { date_of_birth: '1960-01-15' })).toBe(
      'Born 15 January 1960',
    );
    expect(searchDescription('officer', 'appointment-count', { appointment_count: 1 })).toBe('1 appointment in total');
    expect(searchDescription('officer', 'appointment-count', { appointment_count: '1200' })).toBe(
      '1,200 appointments in total',
    );
  });

  it('keeps only the words before a missing value', () => {
    expect(searchDescription('company', 'dissolved-on', {})).toBe('Dissolved');
    expect(searchDescription('officer', 'appointment-count', {})).toBe('Appointment count');
  });

  it('handles unknown and missing identifiers', () => {
    expect(searchDescription('company', 'new-identifier', {})).toBe('New identifier');
    expect(searchDescription('company', undefined)).toBe(NOT_GIVEN);
  });
});

describe('describeSearchResult', () => {
  it('joins all identifiers of an item', () => {
    expect(
      describeSearchResult('officer', ['appointment-count', 'born-on'], {
        appointment_count: 3,
        date_of_birth: { month: '08', year: '1974' },
      }),
    ).toBe('3 appointments in total - Born August 1974');
    expect(describeSearchResult('company', 'liquidation')).toBe('In liquidation');
    expect(describeSearchResult('company', undefined)).toBe('');
  });
});
