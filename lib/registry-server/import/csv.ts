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

/**
 * The longest record (or JSON line) read, in characters: a longer one is rejected, and the
 * reader skips to the next line break without holding the rest. A row of Basic Company Data is
 * under 1,000 characters and a line of the PSC snapshot a few thousand; this bounds the memory
 * an import takes whatever its input holds (a line that never ends, a quote never closed).
 */
export const MAX_RECORD_LENGTH = 1 << 20;

/** Characters of a rejected record's start quoted in its reason. */
const PREVIEW_LENGTH = 80;

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

export interface SplitOptions {
  /** A batch is handed on once its records hold about this many characters… */
  readonly batchChars?: number;
  /** …or this many records. */
  readonly batchRecords?: number;
  /** Longer records are rejected (MAX_RECORD_LENGTH). */
  readonly maxRecordLength?: number;
}

/**
 * The text read and not yet handed on, as the chunks it came in (never concatenated until a
 * batch is cut, and then only its own part): `[base, end)` in characters of the whole input.
 */
class Held {
  private parts: string[] = [];
  base = 0;
  end = 0;

  push(chunk: string) {
    if (chunk.length > 0) this.parts.push(chunk);
    this.end += chunk.length;
  }

  /** The text of [from, to), within what is held. */
  text(from: number, to: number): string {
    const pieces: string[] = [];
    let at = this.base;
    for (const part of this.parts) {
      const partEnd = at + part.length;
      if (partEnd > from && at < to) pieces.push(part.slice(Math.max(from - at, 0), Math.min(to, partEnd) - at));
      at = partEnd;
      if (at >= to) break;
    }
    return pieces.length === 1 ? pieces[0]! : pieces.join('');
  }

  /** Forgets the text before `at` (past the end: forgets it all, and what is read up to `at` is not held). */
  drop(at: number) {
    let dropped = 0;
    while (dropped < this.parts.length && this.base + this.parts[dropped]!.length <= at)
      this.base += this.parts[dropped++]!.length;
    this.parts.splice(0, dropped);
    if (this.parts.length > 0 && at > this.base) {
      this.parts[0] = this.parts[0]!.slice(at - this.base);
      this.base = at;
    }
    if (this.parts.length === 0) this.base = this.end = Math.max(this.end, at);
  }
}

/**
 * Splits a stream of text into batches of records, scanning each character once. A record ends
 * at a line break (outside quotes, when `quoted`); CRLF and LF both end lines; a byte-order mark
 * at the start is dropped; blank records are skipped, and `trim` trims every record. A record
 * longer than `maxRecordLength` is rejected (in `problems`, with the start of its text), and
 * its text is dropped as it comes, up to the next line break.
 */
export async function* splitRecords(
  chunks: AsyncIterable<string>,
  {
    batchChars = 1 << 20,
    batchRecords = Infinity,
    maxRecordLength = MAX_RECORD_LENGTH,
    quoted,
    trim,
  }: SplitOptions & { quoted: boolean; trim: boolean },
): AsyncGenerator<CsvBatch> {
  const held = new Held();
  let line = 1; // the physical line the scan is on
  let recordStart = 0; // where the record under way starts, in characters of the input
  let recordLine = 1;
  let inQuotes = false;
  let skipping = false; // dropping an over-long record's text, up to the next line break
  let first = true;
  let starts: number[] = [];
  let ends: number[] = [];
  let lines: number[] = [];
  let problems: { line: number; problem: string }[] = [];

  // Hands on the records complete before `upTo` (where the record under way starts).
  const cut = (upTo: number): CsvBatch => {
    const base = held.base;
    const batch = {
      text: held.text(base, upTo),
      starts: starts.map((at) => at - base),
      ends: ends.map((at) => at - base),
      lines,
      problems,
    };
    held.drop(upTo);
    starts = [];
    ends = [];
    lines = [];
    problems = [];
    return batch;
  };
  // Adds the record [start, end) of the input; `text` holds it, from the input's `textStart` on.
  const add = (start: number, end: number, text: string, textStart: number) => {
    if (trim) {
      while (start < end && text.charCodeAt(start - textStart) <= 32) start++;
      while (end > start && text.charCodeAt(end - 1 - textStart) <= 32) end--;
    } else if (end > start && text.charCodeAt(end - 1 - textStart) === 0x0d /* \r */) end--;
    if (end <= start) return;
    starts.push(start);
    ends.push(end);
    lines.push(recordLine);
  };
  // The record under way is too long: rejected, with the start of its text.
  const tooLong = (what: string) => {
    const preview = held
      .text(recordStart, Math.min(recordStart + PREVIEW_LENGTH, held.end))
      .replace(/[\u0000-\u001f]/g, ' ');
    problems.push({
      line: recordLine,
      problem: `${what} ${maxRecordLength.toLocaleString('en-GB')} characters (it starts ${JSON.stringify(preview)}…); skipped to the next line`,
    });
  };

  for await (let chunk of chunks) {
    if (first && chunk.length > 0) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
    }
    const chunkStart = held.end; // the input's position of chunk[0]
    let pos = 0; // where the scan is in this chunk
    if (skipping) {
      const lineEnd = chunk.indexOf('\n');
      held.drop(chunkStart + (lineEnd < 0 ? chunk.length : lineEnd + 1));
      if (lineEnd < 0) continue;
      skipping = false;
      line++;
      pos = lineEnd + 1;
      recordStart = chunkStart + pos;
      recordLine = line;
      held.push(chunk.slice(pos));
    } else held.push(chunk);
    let quote = quoted ? chunk.indexOf('"', pos) : -1;
    for (;;) {
      const lineEnd = chunk.indexOf('\n', pos);
      const stop = lineEnd < 0 ? chunk.length : lineEnd;
      // An odd number of quotes so far: a line break is inside a quoted field.
      for (; quote >= 0 && quote < stop; quote = chunk.indexOf('"', quote + 1)) inQuotes = !inQuotes;
      if (lineEnd < 0) break;
      pos = lineEnd + 1;
      line++;
      const end = chunkStart + lineEnd;
      if (inQuotes && end + 1 - recordStart <= maxRecordLength) continue;
      if (inQuotes || end - recordStart > maxRecordLength) {
        tooLong(inQuotes ? 'a quoted field runs on past' : 'the record is longer than');
        // Hand on the records before it, and forget its text.
        yield cut(recordStart);
        held.drop(end + 1);
      } else if (recordStart >= chunkStart) add(recordStart, end, chunk, chunkStart);
      else add(recordStart, end, held.text(recordStart, end), recordStart);
      recordStart = end + 1;
      recordLine = line;
      inQuotes = false;
      if (starts.length >= batchRecords || recordStart - held.base >= batchChars) yield cut(recordStart);
    }
    if (held.end - recordStart > maxRecordLength) {
      // No line break yet: reject the record now, and drop the rest of it as it comes.
      tooLong(inQuotes ? 'a quoted field runs on past' : 'the record is longer than');
      yield cut(recordStart);
      held.drop(held.end);
      skipping = true;
      inQuotes = false;
    }
  }
  if (!skipping && held.end > recordStart) {
    const rest = held.text(recordStart, held.end);
    add(recordStart, held.end, rest, recordStart);
  }
  const last = cut(held.end);
  if (last.starts.length > 0 || last.problems.length > 0) yield last;
}

/**
 * Batches of CSV records from a stream of text, each batch about `batchChars` long and at most
 * `batchRecords` records (see splitRecords). Fields may be quoted, with line breaks inside.
 */
export function readCsvBatches(chunks: AsyncIterable<string>, options: SplitOptions = {}): AsyncGenerator<CsvBatch> {
  return splitRecords(chunks, { ...options, quoted: true, trim: false });
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
