// A streaming reader of the registry's CSV files: records come out one at a time, with the
// line they start on, however the text is cut into chunks. Fields may be quoted (every field
// of Basic Company Data is), with "" for a quote and commas or line breaks inside quotes.

/** One record: its fields, the physical line it starts on (1 is the header), and why it is malformed, if it is. */
export interface CsvRecord {
  readonly fields: string[];
  readonly line: number;
  readonly problem?: string;
}

/** Splits one record's text into fields; `problem` names what is wrong with malformed quoting. */
export function parseRecord(text: string): { fields: string[]; problem?: string } {
  const fields: string[] = [];
  const length = text.length;
  let i = 0;
  for (;;) {
    if (text.charCodeAt(i) === 0x22 /* " */) {
      let value = '';
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) return { fields, problem: `field ${fields.length + 1} opens a quote that is never closed` };
        if (text.charCodeAt(quote + 1) === 0x22) {
          value += text.slice(from, quote + 1);
          from = quote + 2;
          continue;
        }
        value += text.slice(from, quote);
        i = quote + 1;
        break;
      }
      fields.push(value);
      if (i >= length) return { fields };
      if (text.charCodeAt(i) !== 0x2c /* , */)
        return { fields, problem: `field ${fields.length} has text after its closing quote` };
      i++;
    } else {
      const comma = text.indexOf(',', i);
      if (comma < 0) {
        fields.push(text.slice(i));
        return { fields };
      }
      fields.push(text.slice(i, comma));
      i = comma + 1;
    }
  }
}

/** The longest record read before an unclosed quote is reported (a row of Basic Company Data is under 1,000). */
export const MAX_RECORD_LENGTH = 65_536;

/** Number of `"` in text[from, to). */
function quotesIn(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf('"', from); at >= 0 && at < to; at = text.indexOf('"', at + 1)) count++;
  return count;
}

/**
 * Records as they stand in the text, not yet split into fields: record i is
 * `text.slice(starts[i], ends[i])` (its line break left out) and starts on physical line
 * `lines[i]`; a record that could not be delimited is in `problems` instead. Handing on a
 * batch costs one string and three arrays, however many records it holds.
 */
export interface CsvBatch {
  readonly text: string;
  readonly starts: number[];
  readonly ends: number[];
  readonly lines: number[];
  readonly problems: { line: number; problem: string }[];
}

/**
 * Batches of records from a stream of text, each batch about `batchChars` long and at most
 * `batchRecords` records. A record ends
 * at a line break outside quotes; CRLF and LF both end lines; a byte-order mark before the
 * header is dropped; blank lines are skipped.
 */
export async function* readCsvBatches(
  chunks: AsyncIterable<string>,
  { batchChars = 1 << 20, batchRecords = Infinity } = {},
): AsyncGenerator<CsvBatch> {
  let pending = '';
  let first = true;
  let line = 1; // the physical line that starts at `scanned`
  let scanned = 0; // pending[0, scanned) is split into lines
  let recordStart = 0;
  let recordLine = 1;
  let quotes = 0; // quotes in the current record so far
  let batch: CsvBatch = { text: '', starts: [], ends: [], lines: [], problems: [] };

  const add = (start: number, end: number, at: number) => {
    if (end > start && pending.charCodeAt(end - 1) === 0x0d /* \r */) end--;
    if (end <= start) return;
    batch.starts.push(start);
    batch.ends.push(end);
    batch.lines.push(at);
  };
  // Hands on the records complete so far; the text of the one under way stays pending.
  const cut = (): CsvBatch => {
    const done = { ...batch, text: pending.slice(0, recordStart) };
    pending = pending.slice(recordStart);
    scanned -= recordStart;
    recordStart = 0;
    batch = { text: '', starts: [], ends: [], lines: [], problems: [] };
    return done;
  };

  for await (let chunk of chunks) {
    if (first) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
    }
    pending += chunk;
    for (let end = pending.indexOf('\n', scanned); end >= 0; end = pending.indexOf('\n', scanned)) {
      quotes += quotesIn(pending, scanned, end);
      scanned = end + 1;
      line++;
      // An odd number of quotes so far: the line break is inside a quoted field.
      if (quotes % 2 === 1) {
        if (scanned - recordStart <= MAX_RECORD_LENGTH) continue;
        // A quote left open: give the record up rather than read the rest of the file into it.
        batch.problems.push({
          line: recordLine,
          problem: `a quoted field runs on past ${MAX_RECORD_LENGTH.toLocaleString('en-GB')} characters`,
        });
      } else add(recordStart, end, recordLine);
      recordStart = scanned;
      recordLine = line;
      quotes = 0;
      if (batch.starts.length >= batchRecords) yield cut();
    }
    if (recordStart >= batchChars) yield cut();
  }
  add(recordStart, pending.length, recordLine);
  recordStart = pending.length;
  const last = cut();
  if (last.starts.length > 0 || last.problems.length > 0) yield last;
}

/** Records from a stream of text, one at a time (see readCsvBatches). */
export async function* readCsv(chunks: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  for await (const batch of readCsvBatches(chunks)) yield* recordsOf(batch);
}

/** A batch's records in file order, each split into fields (a problem record has none). */
export function* recordsOf(batch: CsvBatch): Generator<CsvRecord> {
  let p = 0;
  for (let i = 0; i < batch.starts.length; i++) {
    const line = batch.lines[i]!;
    for (; p < batch.problems.length && batch.problems[p]!.line < line; p++)
      yield { fields: [], ...batch.problems[p]! };
    const { fields, problem } = parseRecord(batch.text.slice(batch.starts[i], batch.ends[i]));
    yield problem ? { fields, line, problem } : { fields, line };
  }
  for (; p < batch.problems.length; p++) yield { fields: [], ...batch.problems[p]! };
}
