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
 * Records from a stream of text. A record ends at a line break outside quotes; CRLF and LF
 * both end lines; a byte-order mark before the header is dropped; blank lines are skipped.
 */
export async function* readCsv(chunks: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  let pending = '';
  let line = 1;
  let first = true;
  let recordStart = 1;
  let carried = '';
  let carriedQuotes = 0;

  const finish = (text: string): CsvRecord | undefined => {
    const record = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (record === '') return undefined;
    const { fields, problem } = parseRecord(record);
    return problem ? { fields, line: recordStart, problem } : { fields, line: recordStart };
  };

  for await (let chunk of chunks) {
    if (first) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
    }
    pending += chunk;
    let from = 0;
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n', from)) {
      const piece = pending.slice(from, end);
      from = end + 1;
      if (carried === '') recordStart = line;
      line++;
      carriedQuotes += quotesIn(piece, 0, piece.length);
      // An odd number of quotes so far: the line break is inside a quoted field.
      if (carriedQuotes % 2 === 1) {
        carried += `${piece}\n`;
        if (carried.length <= MAX_RECORD_LENGTH) continue;
        // A quote left open: give the record up rather than read the rest of the file into it.
        yield {
          fields: [],
          line: recordStart,
          problem: `a quoted field runs on past ${MAX_RECORD_LENGTH.toLocaleString('en-GB')} characters`,
        };
        carried = '';
        carriedQuotes = 0;
        continue;
      }
      const record = finish(carried + piece);
      carried = '';
      carriedQuotes = 0;
      if (record) yield record;
    }
    pending = pending.slice(from);
  }
  if (carried !== '' || pending !== '') {
    if (carried === '') recordStart = line;
    const record = finish(carried + pending);
    if (record) yield record;
  }
}
