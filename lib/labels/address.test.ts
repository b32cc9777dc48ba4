import { describe, expect, it } from 'vitest';
import { formatAddress } from './address';

describe('formatAddress', () => {
  it('writes the parts in order on one line', () => {
    expect(
      formatAddress({
        premises: '1',
        address_line_1: 'High Street',
        locality: 'Leeds',
        postal_code: 'LS1 1AA',
        country: 'England',
      }),
    ).toBe('1 High Street, Leeds, LS1 1AA, England');
    expect(formatAddress({ premises: 'Unit 4 Mill House', address_line_1: 'Dock Road', locality: 'Hull' })).toBe(
      'Unit 4 Mill House, Dock Road, Hull',
    );
    expect(formatAddress({ care_of: 'Smith & Co', po_box: '12', locality: 'York' })).toBe(
      'c/o Smith & Co, PO Box 12, York',
    );
  });

  it('is empty for no address', () => {
    expect(formatAddress(undefined)).toBe('');
    expect(formatAddress({})).toBe('');
  });
});
