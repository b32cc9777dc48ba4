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
    expect(
      of({ stream: 'persons-with-significant-control', data: { name: 'Mr John Andrew Doe', ceased_on: '2026-01-01' } })
        .text,
    ).toBe('Mr John Andrew Doe ceased to be a person with significant control');
  });

  it('reads registry names the way people write them', () => {
    expect(readableName('SMITH, Jane Ann')).toBe('Jane Ann Smith');
    expect(readableName("O'NEILL-JONES, Mary")).toBe("Mary O'Neill-Jones");
    expect(readableName(undefined)).toBe('');
  });
});
