import { describe, it, expect } from 'vitest';
import { currentSicCodes, sicCodeLabel, sicCodes, sicCodeTitles } from './sic-codes';
import { NOT_GIVEN } from './label';

describe('sicCodeLabel', () => {
  it('gives the official title of a known code', () => {
    expect(sicCodeLabel('99999')).toBe('Dormant Company');
    expect(sicCodeLabel(' 98000 ')).toBe('Residents property management');
  });

  it('reads a numeric code as five digits', () => {
    expect(sicCodeLabel(1110)).toBe(sicCodeTitles['01110']);
  });

  it('falls back for unknown and missing codes', () => {
    expect(sicCodeLabel('12345')).toBe('SIC code 12345');
    expect(sicCodeLabel('')).toBe(NOT_GIVEN);
    expect(sicCodeLabel(undefined)).toBe(NOT_GIVEN);
  });

  it('offers generators the current 5-digit codes', () => {
    expect(sicCodes.length).toBeGreaterThan(1000);
    expect(currentSicCodes.every((code) => /^\d{5}$/.test(code))).toBe(true);
    expect(currentSicCodes).toContain('62012');
  });
});
