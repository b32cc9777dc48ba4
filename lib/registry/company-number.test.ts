import { describe, expect, it } from 'vitest';
import { normaliseCompanyNumber } from './company-number';

describe('normaliseCompanyNumber', () => {
  it.each([
    ['00006400', '00006400'],
    ['6400', '00006400'],
    ['sc123456', 'SC123456'],
    [' SC 12345 ', 'SC012345'],
    ['OC301234', 'OC301234'],
    ['ip10067r', 'IP10067R'],
    ['IP 1234 R', 'IP01234R'],
    ['oe000123', 'OE000123'],
    ['fc40879', 'FC040879'],
  ])('reads %s as %s', (input, expected) => {
    expect(normaliseCompanyNumber(input)).toBe(expected);
  });

  it.each(['', '123456789', 'TESCO', 'SC1234567', '../x'])('rejects %j', (input) => {
    expect(normaliseCompanyNumber(input)).toBeNull();
  });
});
