import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it('leaves plain text, numbers and booleans as they are', () => {
    expect(csvCell('ASHCOMBE Jonathan')).toBe('ASHCOMBE Jonathan');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes fields with commas, quotes or line breaks and doubles their quotes (RFC 4180)', () => {
    expect(csvCell('ASHCOMBE, Jonathan')).toBe('"ASHCOMBE, Jonathan"');
    expect(csvCell('The "Old" Bakery')).toBe('"The ""Old"" Bakery"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it('keeps non-ASCII names intact', () => {
    expect(csvCell('Zoë Łukasiewicz-Müller')).toBe('Zoë Łukasiewicz-Müller');
    expect(csvCell('Ōsaka, 大阪')).toBe('"Ōsaka, 大阪"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tTAB')).toBe("'\tTAB");
    // Only at the start, and never for numbers.
    expect(csvCell('A=B')).toBe('A=B');
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('csvLine', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvLine(['a', 'b, c', 3, undefined, '=1'])).toBe(`a,"b, c",3,,'=1\r\n`);
  });

  it('starts files with a UTF-8 byte-order mark', () => {
    expect(new TextEncoder().encode(CSV_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
