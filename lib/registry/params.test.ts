import { describe, expect, it } from 'vitest';
import { normaliseCompanyNumber } from './company-number';
import { pathFormats } from './params';

// The path formats decide which addresses reach the registry: anything else is turned away
// with a 404 before a call is spent on a request the registry would refuse (400).
describe('pathFormats', () => {
  it.each(['sihJEuwmIwG-R4MXPFdfr9oS7mI', 'MzA1NTQ4NTc5OGFkaXF6a2N4', 'abc_DEF-1', 'ZXhhbXBsZQ=='])(
    'takes %s for an id',
    (input) => {
      expect(pathFormats.id.pattern.test(input)).toBe(true);
    },
  );

  it.each(['bad!id', 'has space', 'a/b', '', 'x'.repeat(101), 'ZXhhbXBsZQ==='])('takes %j for no id', (input) => {
    expect(pathFormats.id.pattern.test(input)).toBe(false);
  });

  it.each(['00006400', 'SC123456', 'OC301234', 'R0000123'])(
    'takes %s as a company number in the registry form',
    (input) => {
      expect(pathFormats.company_number.pattern.test(input)).toBe(true);
    },
  );

  // What a page address may still hold after the proxy: anything it could not read as a number.
  it.each(['TOOLONG1234', '123456789', 'SC12345', 'sc123456', 'AB!@CD12', 'SC 12345', '', '../x'])(
    'takes %j for no company number',
    (input) => {
      expect(pathFormats.company_number.pattern.test(input)).toBe(false);
    },
  );

  it('accepts every number the proxy normalises to', () => {
    for (const input of ['1', '6400', 'sc1', ' ni 12345 ', 'oc301234', 'R01', 'fc040879']) {
      expect(pathFormats.company_number.pattern.test(normaliseCompanyNumber(input)!), input).toBe(true);
    }
  });
});
