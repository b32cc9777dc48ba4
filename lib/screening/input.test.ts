import { describe, expect, it } from 'vitest';
import {
  decodeText,
  guessMapping,
  InputError,
  linesFromCsv,
  linesFromJson,
  linesFromValues,
  MAX_LINES,
  parseCsv,
  tableOfText,
} from './input';

const error = (work: () => unknown): InputError => {
  try {
    work();
  } catch (caught) {
    if (caught instanceof InputError) return caught;
    throw caught;
  }
  throw new Error('no error');
};

describe('CSV lists', () => {
  it('reads the header columns company_number, company_name and postcode, in any order, quoted or not', () => {
    const text =
      '\ufeffpostcode,company_name,company_number\r\n"SW1A 1AA","Acme, Trading ""UK"" Ltd",123\r\n,Bravo Ltd,\r\n';
    expect(linesFromCsv(text)).toEqual([
      { company_number: '123', company_name: 'Acme, Trading "UK" Ltd', postcode: 'SW1A 1AA' },
      { company_name: 'Bravo Ltd' },
    ]);
  });

  it('reads semicolons and tabs between fields, and quoted line breaks', () => {
    expect(linesFromCsv('company_name;postcode\n"Two\nLines Ltd";AB1 2CD\n')).toEqual([
      { company_name: 'Two\nLines Ltd', postcode: 'AB1 2CD' },
    ]);
    expect(linesFromCsv('Company Number\tName\n01234567\tX\n')).toEqual([
      { company_number: '01234567', company_name: 'X' },
    ]);
  });

  it('refuses a header with no usable column, naming what it has', () => {
    const refused = error(() => linesFromCsv('foo,bar\n1,2\n'));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/no usable column.*"foo", "bar"/);
  });

  it('refuses a quote never closed, naming its line', () => {
    const refused = error(() => linesFromCsv('company_name\nAcme\n"Broken Ltd\nMore\n'));
    expect(refused.message).toMatch(/line 3: a quoted field is never closed/);
    expect(error(() => parseCsv('a\n"x"y\n')).message).toMatch(/line 2: text after the closing quote/);
  });

  it('refuses more than 10,000 lines and a line too long', () => {
    const many = `company_number\n${Array.from({ length: MAX_LINES + 1 }, (_, i) => String(i + 1)).join('\n')}\n`;
    expect(error(() => linesFromCsv(many)).message).toMatch(/more than 10,000 lines/);
    const exactly = `company_number\n${Array.from({ length: MAX_LINES }, (_, i) => String(i + 1)).join('\n')}\n`;
    expect(linesFromCsv(exactly)).toHaveLength(MAX_LINES);
    expect(error(() => linesFromCsv(`company_name\n${'x'.repeat(1_500)}\n`)).message).toMatch(
      /line 2 is too long \(more than 1,000 characters\)/,
    );
    expect(error(() => linesFromCsv(`company_name\n${'x'.repeat(400)}\n`)).message).toMatch(
      /line 2: company_name is too long/,
    );
  });
});

describe('the text of a file', () => {
  it('refuses binary files by what they are', () => {
    expect(error(() => decodeText(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]))).message).toMatch(/a PDF/);
    expect(error(() => decodeText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2]))).message).toMatch(/PNG/);
    expect(error(() => decodeText(new Uint8Array([65, 0, 66, 0, 67]))).message).toMatch(/not text/);
    const noise = Uint8Array.from({ length: 400 }, (_, i) => (i * 7) % 31 || 1);
    expect(error(() => decodeText(noise)).message).toMatch(/not text/);
  });

  it('reads UTF-8 with a byte-order mark, UTF-16 and Windows-1252', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x41, 0, 0x42, 0]))).toBe('AB');
    expect(decodeText(new Uint8Array([0x43, 0x61, 0x66, 0xe9]))).toBe('Café');
  });
});

describe('pasted lines', () => {
  it('reads one company a line: a number when it is one, else a name with perhaps its postcode', () => {
    const parsed = tableOfText('01234567\nAcme Widgets Ltd, SW1A 1AA\n\n  sc 123  \nThe Bravo Company\n');
    expect(parsed.single).toBe(true);
    expect(linesFromValues(parsed.table)).toEqual([
      { company_number: '01234567' },
      { company_name: 'Acme Widgets Ltd', postcode: 'SW1A 1AA' },
      { company_number: 'sc 123' },
      { company_name: 'The Bravo Company' },
    ]);
  });

  it('reads lines copied from a spreadsheet (tabs) as a table, and guesses its columns', () => {
    const parsed = tableOfText('Acme Ltd\t01234567\tSW1A 1AA\nBravo Ltd\t07654321\tEC1A 1BB\n');
    expect(parsed.single).toBe(false);
    expect(guessMapping(parsed.table)).toEqual({ header: false, company_number: 1, postcode: 2, company_name: 0 });
  });
});

describe('JSON lists', () => {
  it('reads {lines: [...]} with numbers as numbers or strings', () => {
    expect(linesFromJson({ lines: [{ company_number: 6400 }, { company_name: ' Acme ', postcode: null }] })).toEqual([
      { company_number: '6400' },
      { company_name: 'Acme' },
    ]);
  });

  it('names what is wrong', () => {
    expect(error(() => linesFromJson({})).message).toMatch(/^lines: /);
    expect(error(() => linesFromJson({ lines: [] })).message).toMatch(/lines is empty/);
    expect(error(() => linesFromJson({ lines: [{ postcode: 'AB1 2CD' }] })).message).toMatch(
      /lines\[0\]: needs a company_number or a company_name/,
    );
    expect(error(() => linesFromJson({ lines: [{ company_name: {} }] })).message).toMatch(/lines\[0\]\.company_name/);
    const many = { lines: Array.from({ length: MAX_LINES + 1 }, () => ({ company_number: '1' })) };
    expect(error(() => linesFromJson(many)).message).toMatch(/more than 10,000 lines/);
  });
});
