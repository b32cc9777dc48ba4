import { describe, expect, it } from 'vitest';
import { isCompanyNumber, looksLikeCompanyNumber, normaliseCompanyNumber } from './company-number';

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

  it('tells numbers from names', () => {
    expect(looksLikeCompanyNumber('00006400')).toBe(true);
    expect(looksLikeCompanyNumber('sc123456')).toBe(true);
    expect(looksLikeCompanyNumber('IP10067R')).toBe(true);
    expect(looksLikeCompanyNumber('tesco')).toBe(false);
    expect(looksLikeCompanyNumber('12')).toBe(false);
  });

  it.each(['00006400', 'SC123456', 'OC301234', 'R0000123', 'IP10067R', 'OE000123', 'NI612345'])('takes %s as a company number in the registry form', (input) => {
    expect(isCompanyNumber(input)).toBe(true);
  });

  // What a page address may still hold after the proxy: anything it could not read as a number.
  it.each(['TOOLONG1234', '123456789', 'SC12345', 'sc123456', 'AB!@CD12', 'SC 12345', '', '../x'])('takes %j for no company number', (input) => {
    expect(isCompanyNumber(input)).toBe(false);
  });

  it('accepts every number the proxy normalises to', () => {
    for (const input of ['1', '6400', 'sc1', ' ni 12345 ', 'oc301234', 'R01', 'fc040879', 'ip10067r', 'IP 123 R']) {
      expect(isCompanyNumber(normaliseCompanyNumber(input)!), input).toBe(true);
    }
  });
});
