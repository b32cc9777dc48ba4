import { describe, expect, it } from 'vitest';
import { MAX_RECORD_LENGTH, parseRecord, readCsv, readCsvBatches, recordsOf, type CsvRecord } from './csv';
import { readLineBatches } from './sources';

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

describe('records longer than the limit', () => {
  async function split(text: string, size: number, maxRecordLength: number, batchRecords = Infinity) {
    const out: CsvRecord[] = [];
    for await (const batch of readCsvBatches(chunked(text, size), { maxRecordLength, batchRecords }))
      out.push(...recordsOf(batch));
    return out;
  }

  it('rejects one with the start of its text, skips to the next line and reads on, whatever the chunks', async () => {
    const text = `"h1","h2"\r\n"a","b"\r\n${'x'.repeat(50)}\r\n"c","d"\r\n"e",${'y'.repeat(30)}\n"f","g"`;
    for (const size of [1, 2, 3, 7, 16, 31, 1000]) {
      for (const batchRecords of [1, 2, Infinity]) {
        const got = await split(text, size, 20, batchRecords);
        const where = `chunks of ${size}, batches of ${batchRecords}`;
        expect(
          got.map((r) => [r.line, r.fields.join('|'), r.problem?.replace(/ \(.*/, '')]),
          where,
        ).toEqual([
          [1, 'h1|h2', undefined],
          [2, 'a|b', undefined],
          [3, '', 'the record is longer than 20 characters'],
          [4, 'c|d', undefined],
          [5, '', 'the record is longer than 20 characters'],
          [6, 'f|g', undefined],
        ]);
        expect(got[2]!.problem, where).toContain(`it starts "${'x'.repeat(50)}"`.slice(0, 20));
      }
    }
  });

  it('takes a line of exactly the limit (a CR counted, then left out), and one a character longer not', async () => {
    const got = await split(`${'a'.repeat(9)}\r\n${'b'.repeat(11)}\n${'c'.repeat(10)}`, 3, 10);
    expect(got.map((r) => r.fields[0] ?? r.problem!.slice(0, 24))).toEqual([
      'a'.repeat(9),
      'the record is longer tha',
      'c'.repeat(10),
    ]);
  });

  it('gives up a quote left open at the limit and reads on from the next line', async () => {
    const got = await split('"h"\n"open\nmore\nmore more\n"next"\n', 4, 12);
    expect(got.map((r) => [r.line, r.fields.join('|'), r.problem?.replace(/ \(.*/, '')])).toEqual([
      [1, 'h', undefined],
      [2, '', 'a quoted field runs on past 12 characters'],
      [5, 'next', undefined],
    ]);
  });

  it('holds none of a line that never ends past the limit', async () => {
    let held = 0;
    async function* endless() {
      yield '"h"\n';
      for (let i = 0; i < 1000; i++) yield 'z'.repeat(1000);
      yield '\n"after"';
    }
    const got: CsvRecord[] = [];
    for await (const batch of readCsvBatches(endless(), { maxRecordLength: 5000 })) {
      held = Math.max(held, batch.text.length);
      got.push(...recordsOf(batch));
    }
    expect(got.map((r) => r.fields[0] ?? 'rejected')).toEqual(['h', 'rejected', 'after']);
    expect(held).toBeLessThan(10);
  });

  it('applies to the lines of JSON Lines too, trimmed', async () => {
    const text = ' {"a":1} \r\n\n{"b":"' + 'x'.repeat(40) + '"}\n{"c":3}';
    for (const size of [1, 5, 1000]) {
      const lines: [number, string][] = [];
      for await (const batch of readLineBatches(chunked(text, size), { maxRecordLength: 20 })) {
        for (let i = 0; i < batch.starts.length; i++)
          lines.push([batch.lines[i]!, batch.text.slice(batch.starts[i], batch.ends[i])]);
        for (const { line, problem } of batch.problems) lines.push([line, problem.slice(0, 24)]);
      }
      expect(lines.sort((a, b) => a[0] - b[0])).toEqual([
        [1, '{"a":1}'],
        [3, 'the record is longer tha'],
        [4, '{"c":3}'],
      ]);
    }
  });
});
