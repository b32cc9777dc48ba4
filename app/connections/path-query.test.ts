import { describe, expect, it } from 'vitest';
import { readPathQuery, readRecordKey } from './path-query';

describe('readRecordKey', () => {
  it('reads node keys and bare company numbers', () => {
    expect(readRecordKey('company:719244')).toBe('company:00719244');
    expect(readRecordKey('00719244')).toBe('company:00719244');
    expect(readRecordKey('sc123456')).toBe('company:SC123456');
    expect(readRecordKey('officer:AbC_12-x')).toBe('officer:AbC_12-x');
  });

  it('refuses anything else', () => {
    expect(readRecordKey('address:foo')).toBeUndefined();
    expect(readRecordKey('officer:../etc')).toBeUndefined();
    expect(readRecordKey('tesco')).toBeUndefined();
    expect(readRecordKey('company:not a number!')).toBeUndefined();
  });
});

describe('readPathQuery', () => {
  it('reads both ends and the depth', () => {
    expect(readPathQuery({ from: 'company:00000001', to: 'officer:abc', max_depth: '3' })).toEqual({
      from: 'company:00000001',
      to: 'officer:abc',
      maxDepth: 3,
      problems: [],
    });
  });

  it('names each bad part', () => {
    const query = readPathQuery({ from: 'nonsense', to: 'company:1', max_depth: '99' });
    expect(query.from).toBeUndefined();
    expect(query.to).toBe('company:00000001');
    expect(query.maxDepth).toBe(4);
    expect(query.problems).toHaveLength(2);
    expect(query.problems[0]).toContain('is not a company or an officer');
  });

  it('refuses the same record twice', () => {
    expect(readPathQuery({ from: '1', to: 'company:00000001' }).problems).toEqual([
      'from and to are the same record: pick two.',
    ]);
  });
});
