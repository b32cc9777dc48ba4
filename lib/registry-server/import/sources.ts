// The import's input files as streams of text: a plain file as it is, a zip (the registry's
// own, one or several parts) entry by entry, inflated as it is read and never unpacked to disk.
import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { splitRecords, type CsvBatch } from './csv';

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

/** Lines of text (for JSON Lines), trimmed, with their line numbers; blank lines are skipped (see readLineBatches). */
export async function* readLines(chunks: AsyncIterable<string>): AsyncGenerator<{ text: string; line: number }> {
  for await (const batch of readLineBatches(chunks))
    for (let i = 0; i < batch.starts.length; i++)
      yield { text: batch.text.slice(batch.starts[i], batch.ends[i]), line: batch.lines[i]! };
}

/**
 * Lines of text in batches (for JSON Lines read on the import's worker threads): line i is
 * `text.slice(starts[i], ends[i])`, trimmed, on line `lines[i]`; blank lines are skipped, and a
 * line longer than MAX_RECORD_LENGTH is in `problems` (see splitRecords).
 */
export function readLineBatches(
  chunks: AsyncIterable<string>,
  {
    batchChars,
    batchLines,
    maxRecordLength,
  }: { batchChars?: number; batchLines?: number; maxRecordLength?: number } = {},
): AsyncGenerator<CsvBatch> {
  return splitRecords(chunks, {
    ...(batchChars !== undefined ? { batchChars } : {}),
    ...(batchLines !== undefined ? { batchRecords: batchLines } : {}),
    ...(maxRecordLength !== undefined ? { maxRecordLength } : {}),
    quoted: false,
    trim: true,
  });
}
