import { describe, expect, it } from 'vitest';
import { nameStartsWithTerm, paddedCompanyNumber, partialCompanyNumber, termMatchOffsets } from './typeahead';

describe('partialCompanyNumber', () => {
  it('reads digits, or two letters and digits, as a number being typed', () => {
    expect(partialCompanyNumber('0071924')).toBe('0071924');
    expect(partialCompanyNumber(' sc 12 ')).toBe('SC12');
    expect(partialCompanyNumber('00719244')).toBe('00719244');
  });
  it('reads anything else as no number', () => {
    expect(partialCompanyNumber('holl')).toBeUndefined();
    expect(partialCompanyNumber('3M')).toBeUndefined();
    expect(partialCompanyNumber('123456789')).toBeUndefined();
    expect(partialCompanyNumber('SC1234567')).toBeUndefined();
  });
});

describe('paddedCompanyNumber', () => {
  it('pads as the registry reads a number whole', () => {
    expect(paddedCompanyNumber('0071924')).toBe('00071924');
    expect(paddedCompanyNumber('SC12')).toBe('SC000012');
    expect(paddedCompanyNumber('00719244')).toBe('00719244');
  });
});

describe('nameStartsWithTerm', () => {
  it('wants the last word as a prefix and the others whole', () => {
    expect(nameStartsWithTerm('HOLLOWAY KEMBLE SURVEYORS LIMITED', 'holl')).toBe(true);
    expect(nameStartsWithTerm('SMITH HOLLOWAY LTD', 'smith holl')).toBe(true);
    expect(nameStartsWithTerm('SMITHS HOLLOWAY LTD', 'smith holl')).toBe(false);
    expect(nameStartsWithTerm('ACME LTD', 'holl')).toBe(false);
    expect(nameStartsWithTerm('ACME LTD', '')).toBe(false);
  });
});

describe('termMatchOffsets', () => {
  it('marks the name’s words the term’s words start, 1-based and inclusive', () => {
    expect(termMatchOffsets('HOLLOWAY KEMBLE LTD', 'holl')).toEqual([1, 8]);
    expect(termMatchOffsets('SMITH & HOLLOWAY', 'smith holl')).toEqual([1, 5, 9, 16]);
    expect(termMatchOffsets('ACME LTD', 'holl')).toEqual([]);
  });
});
