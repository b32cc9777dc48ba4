import { describe, expect, it } from 'vitest';
import { editDistance, nameKey, nameSimilarity, postcodeKey, trailingPostcode } from './names';
import { typedCompanyNumber } from './numbers';

describe('company numbers as people type them', () => {
  it.each([
    ['6400', '00006400'],
    ['00006400', '00006400'],
    [' 0000 6400 ', '00006400'],
    ['sc123', 'SC000123'],
    ['SC123', 'SC000123'],
    ['Sc 12 3', 'SC000123'],
    ['ni-012345', 'NI012345'],
    ['No. 01234567', '01234567'],
    ['CRN: OC301234', 'OC301234'],
    ['1234567.0', '01234567'],
  ])('%j is %s', (typed, number) => expect(typedCompanyNumber(typed)).toBe(number));

  it.each(['Acme Ltd', '', '123456789', 'SC1234567', 'ABC'])('%j is not a number', (typed) =>
    expect(typedCompanyNumber(typed)).toBeUndefined(),
  );
});

describe('names as the register compares them', () => {
  const same = (a: string, b: string) => expect(nameKey(a).compact).toBe(nameKey(b).compact);
  it('treats LIMITED and LTD, PUBLIC LIMITED COMPANY and PLC, & and AND, punctuation and THE as the same', () => {
    same('ACME WIDGETS LIMITED', 'Acme Widgets Ltd.');
    same('ACME HOLDINGS PUBLIC LIMITED COMPANY', 'acme holdings plc');
    same('SMITH & JONES LTD', 'Smith and Jones Limited');
    same('THE ACME COMPANY LIMITED', 'Acme Company');
    same("O'NEILL (U.K.) LTD", 'ONeill UK');
    same('J.P. MORGAN LIMITED', 'JP Morgan');
    same('Café Rouge Ltd', 'CAFE ROUGE LIMITED');
    same('SMITH & CO LIMITED', 'Smith');
  });

  it('keeps names that differ', () => {
    expect(nameKey('ACME WIDGETS LIMITED').compact).not.toBe(nameKey('ACME GADGETS LIMITED').compact);
    expect(nameKey('THE').compact).toBe('the');
  });

  it('reads a mistyped legal form at the end of a typed name as the legal form', () => {
    expect(nameSimilarity(nameKey('Acme Widgets Ltdd', true), nameKey('ACME WIDGETS LIMITED'))).toBe(1);
  });

  it('allows typos by length: none in a short name, one in a longer one', () => {
    expect(nameSimilarity(nameKey('Acme Widgetz Ltd', true), nameKey('ACME WIDGETS LIMITED'))).toBeGreaterThan(0.9);
    expect(nameSimilarity(nameKey('Abc Ltd', true), nameKey('ABD LIMITED'))).toBe(0);
    expect(nameSimilarity(nameKey('Widgets Acme', true), nameKey('ACME WIDGETS LIMITED'))).toBe(0.95);
    expect(editDistance('abcd', 'abdc')).toBe(1);
  });

  it('reads postcodes', () => {
    expect(postcodeKey('sw1a 1aa')).toBe('SW1A1AA');
    expect(postcodeKey('not one')).toBeUndefined();
    expect(trailingPostcode('Acme Ltd, ec1a 1bb')).toEqual({ rest: 'Acme Ltd', postcode: 'EC1A 1BB' });
  });
});
