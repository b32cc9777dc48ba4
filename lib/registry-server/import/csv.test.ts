import { describe, expect, it } from 'vitest';
import { MAX_RECORD_LENGTH, parseRecord, readCsv, type CsvRecord } from './csv';

async function* chunked(text: string, size: number) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function records(text: string, size = text.length || 1): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  for await (const record of readCsv(chunked(text, size))) out.push(record);
  return out;
}

describe('parseRecord', () => {
  it('reads quoted fields with commas and doubled quotes', () => {
    expect(parseRecord('"SMITH, JONES & ""PARTNERS"" LLP","OC301234",""').fields).toEqual([
      'SMITH, JONES & "PARTNERS" LLP',
      'OC301234',
      '',
    ]);
  });

  it('reads unquoted and empty fields, and a trailing comma as one more empty field', () => {
    expect(parseRecord('a,,b,').fields).toEqual(['a', '', 'b', '']);
  });

  it('names a quote that is never closed, and text after a closing quote', () => {
    expect(parseRecord('"a","b').problem).toMatch(/field 2 opens a quote/);
    expect(parseRecord('"a"x,"b"').problem).toMatch(/field 1 has text after its closing quote/);
  });
});

describe('readCsv', () => {
  const text =
    'CompanyName, CompanyNumber\r\n"A, B LIMITED","00000001"\r\n"TWO\r\nLINES LIMITED","00000002"\r\n\r\n"C ""QUOTED"" LIMITED","00000003"';

  it('gives each record with the line it starts on, whatever the chunks', async () => {
    for (const size of [1, 2, 3, 7, 1000]) {
      const got = await records(text, size);
      expect(
        got.map((r) => r.fields),
        `chunks of ${size}`,
      ).toEqual([
        ['CompanyName', ' CompanyNumber'],
        ['A, B LIMITED', '00000001'],
        ['TWO\r\nLINES LIMITED', '00000002'],
        ['C "QUOTED" LIMITED', '00000003'],
      ]);
      expect(got.map((r) => r.line)).toEqual([1, 2, 3, 6]);
    }
  });

  it('drops a byte-order mark and reads LF line ends too', async () => {
    const got = await records('\uFEFF"h1","h2"\n"a","b"\n');
    expect(got.map((r) => r.fields)).toEqual([
      ['h1', 'h2'],
      ['a', 'b'],
    ]);
  });

  it('reports a quote left open instead of reading the rest of the file into one record', async () => {
    const long = `"h"\n"open\n${'x'.repeat(MAX_RECORD_LENGTH)}\n"next"\n`;
    const got = await records(long, 4096);
    expect(got[1]).toMatchObject({ line: 2, problem: expect.stringMatching(/runs on past/) });
    expect(got.length).toBeGreaterThan(2);
  });

  it('reports a file that ends inside a quoted field', async () => {
    const got = await records('"h"\n"never closed');
    expect(got[1]).toMatchObject({ line: 2, problem: expect.stringMatching(/never closed/) });
  });
});
