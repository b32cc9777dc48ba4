import { describe, expect, it } from 'vitest';
import { ParameterError } from '@/lib/registry/params';
import { identityMatches, readIdentityFilter } from './filter';

const counts = (required: number, verified: number, due: number, overdue: number) => ({
  required,
  verified,
  due,
  overdue,
});
const company = (officers: ReturnType<typeof counts>, pscs = counts(0, 0, 0, 0)) => ({
  company_number: '01234567',
  as_of: '2026-11-28',
  officers,
  pscs,
  people: [],
  not_read: [],
});

describe('the identity filter', () => {
  it('reads our three values and names the parameter otherwise', () => {
    expect(readIdentityFilter('overdue')).toBe('overdue');
    expect(readIdentityFilter('')).toBeUndefined();
    expect(readIdentityFilter(null)).toBeUndefined();
    expect(() => readIdentityFilter('late')).toThrow(ParameterError);
    expect(() => readIdentityFilter('late')).toThrow(/identity must be one of overdue, due, verified/);
  });
  it('overdue and due: someone is; verified: everyone who must has', () => {
    const mixed = company(counts(3, 1, 1, 1));
    expect(identityMatches(mixed, 'overdue')).toBe(true);
    expect(identityMatches(mixed, 'due')).toBe(true);
    expect(identityMatches(mixed, 'verified')).toBe(false);
    const all = company(counts(2, 2, 0, 0), counts(1, 1, 0, 0));
    expect(identityMatches(all, 'verified')).toBe(true);
    expect(identityMatches(all, 'overdue')).toBe(false);
    // A withdrawn person is required and not verified: the company is not "everyone verified".
    expect(identityMatches(company(counts(2, 1, 0, 0)), 'verified')).toBe(false);
    // Nobody has to verify: not "everyone verified".
    expect(identityMatches(company(counts(0, 0, 0, 0)), 'verified')).toBe(false);
  });
});
