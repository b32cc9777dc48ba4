import { describe, expect, it } from 'vitest';
import { addressKey, addressLine } from './address-key';

describe('addressKey', () => {
  it('meets spellings of one place: case, punctuation, flats, suites, floors, street words, postcode spacing', () => {
    const keys = [
      { premises: 'Suite 4512', address_line_1: '8 Kingsway Yard', postal_code: 'WC2B 6XF' },
      { premises: 'SUITE 17, 2nd Floor', address_line_1: '8, Kingsway Yard', postal_code: 'wc2b6xf' },
      { premises: 'Unit 3a', address_line_1: '8 Kingsway Yard.', locality: 'London', postal_code: 'WC2B  6XF' },
    ].map(addressKey);
    expect(new Set(keys)).toEqual(new Set(['WC2B6XF-8-KINGSWAY-YARD']));
    expect(addressKey({ premises: 'Flat 2', address_line_1: '14 High Street', postal_code: 'AB1 2CD' })).toBe(
      addressKey({ address_line_1: '14 High St', postal_code: 'ab12cd' }),
    );
  });

  it('joins premises and the first line, without repeating one inside the other', () => {
    expect(addressKey({ premises: '27', address_line_1: 'Old Street', postal_code: 'EC1V 9HL' })).toBe(
      'EC1V9HL-27-OLD-ST',
    );
    expect(addressKey({ premises: '27 Old Street', address_line_1: 'Old Street', postal_code: 'EC1V 9HL' })).toBe(
      'EC1V9HL-27-OLD-ST',
    );
    expect(addressKey({ premises: 'Marsh House', address_line_1: 'Quay Road', postal_code: 'TR11 3HH' })).toBe(
      'TR113HH-MARSH-HOUSE-QUAY-RD',
    );
    // A house number is not a flat: 12 High Street and 2 High Street stay apart.
    expect(addressKey({ premises: '2', address_line_1: '12 High Street', postal_code: 'AB1 2CD' })).toBe(
      'AB12CD-2-12-HIGH-ST',
    );
  });

  it('leads with the locality without a postcode, and gives up on too little', () => {
    expect(addressKey({ address_line_1: 'Main Street', locality: 'Dublin' })).toBe('DUBLIN-MAIN-ST');
    expect(addressKey({ postal_code: 'AB1 2CD' })).toBeUndefined();
    expect(addressKey({ address_line_1: 'Main Street' })).toBeUndefined();
    expect(addressKey(undefined)).toBeUndefined();
  });

  it('writes the address on one line for a label', () => {
    expect(
      addressLine({
        premises: 'Suite 1',
        address_line_1: '8 Kingsway Yard',
        locality: 'London',
        postal_code: 'WC2B 6XF',
      }),
    ).toBe('Suite 1, 8 Kingsway Yard, London, WC2B 6XF');
  });
});
