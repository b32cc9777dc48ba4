import { describe, expect, it } from 'vitest';
import { sicCodeTitles } from '@/lib/labels/sic-codes';
import { advancedSearchHref, pageQuery, readAdvancedSearch, sicCodesForWords } from './query';
import { suggestSicCodes } from './sic-code-input';

describe('readAdvancedSearch', () => {
  it('reads repeated checkbox keys and comma lists into the registry’s comma-separated parameters', () => {
    const request = readAdvancedSearch({
      company_status: ['active', 'dissolved'],
      sic_codes: '64209, 68100',
      location: ' Leeds ',
      incorporated_from: '',
      page: '3',
    });
    expect(request.errors).toEqual({});
    expect(request.filters.toString()).toBe('location=Leeds&company_status=active%2Cdissolved&sic_codes=64209%2C68100');
    expect(pageQuery(request)).toMatchObject({ size: 20, start_index: 40, company_status: 'active,dissolved' });
    expect(advancedSearchHref(request.filters, 2)).toBe(
      '/advanced-search?location=Leeds&company_status=active%2Cdissolved&sic_codes=64209%2C68100&page=2',
    );
  });

  it('names the field of a bad value in words', () => {
    const request = readAdvancedSearch({
      incorporated_from: '2024-02-30',
      dissolved_to: 'yesterday',
      company_status: 'sleeping',
      sic_codes: 'abc',
      company_type: 'ltd',
    });
    expect(request.errors).toEqual({
      incorporated_from: 'Incorporated from must be a date, such as 2024-03-31',
      dissolved_to: 'Dissolved to must be a date, such as 2024-03-31',
      company_status: 'Status has an unknown value: sleeping',
      sic_codes:
        'No SIC code’s description has “abc”: type a code, such as 64209, or a word from a description, such as software',
    });
  });

  it('reads a word in the SIC field as the codes whose descriptions have it, and sends codes', () => {
    const request = readAdvancedSearch({ sic_codes: '68100, software' });
    expect(request.errors).toEqual({});
    expect(request.sicWords).toEqual([
      {
        word: 'software',
        codes: [
          { code: '46510', title: sicCodeTitles['46510'] },
          { code: '47410', title: sicCodeTitles['47410'] },
          { code: '58290', title: sicCodeTitles['58290'] },
          { code: '62011', title: sicCodeTitles['62011'] },
          { code: '62012', title: 'Business and domestic software development' },
        ],
      },
    ]);
    expect(request.form.lists.sic_codes).toEqual(['68100', '46510', '47410', '58290', '62011', '62012']);
    expect(request.filters.get('sic_codes')).toBe('68100,46510,47410,58290,62011,62012');
    expect(sicCodesForWords('holding comp').map((match) => match.code)).toContain('64209');
  });

  it('says plainly when a SIC word matches no code or too many, or a number is no code', () => {
    const none = readAdvancedSearch({ sic_codes: 'xyzzy' });
    expect(none.errors.sic_codes).toMatch(/^No SIC code’s description has “xyzzy”/);
    expect(none.form.lists.sic_codes).toEqual(['xyzzy']);
    expect(none.filters.get('sic_codes')).toBe('xyzzy');
    expect(readAdvancedSearch({ sic_codes: 'retail' }).errors.sic_codes).toMatch(
      /^“retail” is in \d+ SIC code descriptions, too many to search at once/,
    );
    expect(readAdvancedSearch({ sic_codes: '123' }).errors.sic_codes).toBe(
      'SIC codes are 4 or 5 digits, such as 64209; not 123',
    );
  });

  it('refuses a range that ends before it starts, and runs nothing without filters', () => {
    expect(
      readAdvancedSearch({ incorporated_from: '2024-01-02', incorporated_to: '2024-01-01' }).errors.incorporated_to,
    ).toContain('must not be before');
    expect(readAdvancedSearch({}).filtered).toBe(false);
  });
});

describe('suggestSicCodes', () => {
  it('offers codes by title words or number for the last term, keeping the codes before it', () => {
    const found = suggestSicCodes(sicCodeTitles, '68100, holding comp');
    expect(found).toContainEqual({ value: '68100, 64209', label: `64209 ${sicCodeTitles['64209']}` });
    expect(found.every((s) => s.label.toLowerCase().includes('holding comp'))).toBe(true);
    expect(suggestSicCodes(sicCodeTitles, '6420').map((s) => s.value)).toContain('64209');
    expect(suggestSicCodes(sicCodeTitles, 'h')).toEqual([]);
  });
});
