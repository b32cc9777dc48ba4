// The import's input files as streams of text: a plain file as it is, a zip (the registry's
// own, one or several parts) entry by entry, inflated as it is read and never unpacked to disk.
import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { CsvBatch } from './csv';

/** The input cannot be read: the import stops, with this message (exit status 1). */
export class InputError extends Error {}

/** One stream of text to read: a plain file, or one entry of a zip. */
export interface InputPart {
  /** The file, and for a zip entry `file!entry`. */
  readonly name: string;
  /** Bytes of text it holds (a zip entry's uncompressed size). */
  readonly size: number;
  open(): Promise<Readable>;
}

export interface InputFile {
  readonly parts: readonly InputPart[];
  close(): void;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Lists what a file holds; throws InputError when it cannot be read or is not a readable zip. */
export async function openInput(file: string): Promise<InputFile> {
  let size: number;
  try {
    size = statSync(file).size;
  } catch (error) {
    throw new InputError(`${file}: cannot be read (${describe(error)})`);
  }
  if (!/\.zip$/i.test(file)) {
    return {
      parts: [{ name: file, size, open: async () => createReadStream(file, { highWaterMark: 1 << 20 }) }],
      close: () => undefined,
    };
  }
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, opened) =>
      error || !opened ? reject(new InputError(`${file}: not a readable zip (${describe(error)})`)) : resolve(opened),
    ),
  );
  const entries = await new Promise<yauzl.Entry[]>((resolve, reject) => {
    const found: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) found.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(found));
    zip.on('error', (error) => reject(new InputError(`${file}: not a readable zip (${describe(error)})`)));
    zip.readEntry();
  });
  if (entries.length === 0) {
    zip.close();
    throw new InputError(`${file}: the zip holds no files`);
  }
  return {
    parts: entries.map((entry) => ({
      name: `${file}!${entry.fileName}`,
      size: entry.uncompressedSize,
      open: () =>
        new Promise<Readable>((resolve, reject) =>
          zip.openReadStream(entry, (error, stream) =>
            error || !stream
              ? reject(new InputError(`${file}!${entry.fileName}: cannot be read (${describe(error)})`))
              : resolve(stream),
          ),
        ),
    })),
    close: () => zip.close(),
  };
}

/**
 * The text of a part, chunk by chunk; `onBytes` is told how many bytes each chunk was.
 * A stream that fails (a damaged zip entry) throws InputError.
 */
export async function* readText(part: InputPart, onBytes: (bytes: number) => void): AsyncGenerator<string> {
  const stream = await part.open();
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      onBytes(chunk.length);
      yield decoder.decode(chunk, { stream: true });
    }
  } catch (error) {
    throw error instanceof InputError ? error : new InputError(`${part.name}: cannot be read (${describe(error)})`);
  } finally {
    stream.destroy();
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** Lines of text (for JSON Lines), with their line numbers; blank lines are skipped. */
export async function* readLines(chunks: AsyncIterable<string>): AsyncGenerator<{ text: string; line: number }> {
  let pending = '';
  let line = 0;
  for await (const chunk of chunks) {
    pending += chunk;
    let from = 0;
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n', from)) {
      line++;
      const text = pending.slice(from, end).trim();
      from = end + 1;
      if (text !== '') yield { text, line };
    }
    pending = pending.slice(from);
  }
  if (pending.trim() !== '') yield { text: pending.trim(), line: line + 1 };
}

/**
 * Lines of text in batches (for JSON Lines read on the import's worker threads): line i is
 * `text.slice(starts[i], ends[i])`, trimmed, on line `lines[i]`; blank lines are skipped.
 */
export async function* readLineBatches(
  chunks: AsyncIterable<string>,
  { batchChars = 1 << 20, batchLines = Infinity } = {},
): AsyncGenerator<CsvBatch> {
  let pending = '';
  let line = 0;
  let batch: CsvBatch = { text: '', starts: [], ends: [], lines: [], problems: [] };
  let from = 0;
  const add = (start: number, end: number) => {
    line++;
    while (start < end && pending.charCodeAt(start) <= 32) start++;
    while (end > start && pending.charCodeAt(end - 1) <= 32) end--;
    if (end === start) return;
    batch.starts.push(start);
    batch.ends.push(end);
    batch.lines.push(line);
  };
  const cut = (): CsvBatch => {
    const done = { ...batch, text: pending.slice(0, from) };
    pending = pending.slice(from);
    from = 0;
    batch = { text: '', starts: [], ends: [], lines: [], problems: [] };
    return done;
  };
  for await (const chunk of chunks) {
    pending += chunk;
    for (let end = pending.indexOf('\n', from); end >= 0; end = pending.indexOf('\n', from)) {
      add(from, end);
      from = end + 1;
      if (batch.starts.length >= batchLines) yield cut();
    }
    if (from >= batchChars) yield cut();
  }
  add(from, pending.length);
  from = pending.length;
  const last = cut();
  if (last.starts.length > 0) yield last;
}
