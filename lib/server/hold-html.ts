// The production server's one wrapper (server.ts): each successful HTML page is held until it is
// complete, handed to `finish` as text (decompressed), which may change its status and headers
// and return new text, and then sent (compressed again as Next compressed it). Pages render whole
// on the server, so holding them delays nothing a reader would see. Other answers (assets, JSON,
// redirects, 404s, HEAD) pass through untouched.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

type Chunk = string | Buffer | Uint8Array;
const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
const isHtml = (res: ServerResponse) => String(res.getHeader('content-type') ?? '').startsWith('text/html');

export interface Codec {
  decode: (body: Buffer) => Buffer;
  encode: (body: Buffer) => Buffer;
}

export const CODECS: Record<string, Codec> = {
  gzip: { decode: gunzipSync, encode: gzipSync },
  deflate: { decode: inflateSync, encode: deflateSync },
  br: { decode: brotliDecompressSync, encode: brotliCompressSync },
};

/** Returns the page's new text, or undefined to send it unchanged. */
export type FinishPage = (html: string, res: ServerResponse) => string | undefined;

/** The same on the page's bytes as Next sent them (compressed when `encoding` names a codec): the bytes to send. */
export type FinishPageBytes = (body: Buffer, encoding: string, req: IncomingMessage, res: ServerResponse) => Buffer;

/** The response's Content-Encoding, trimmed and in lower case ('' for none). */
const encodingOf = (res: ServerResponse) =>
  String(res.getHeader('content-encoding') ?? '')
    .trim()
    .toLowerCase();

function finished(body: Buffer, res: ServerResponse, finish: FinishPage): Buffer {
  const codec = CODECS[encodingOf(res)];
  let html: string;
  try {
    html = (codec ? codec.decode(body) : body).toString('utf8');
  } catch {
    return body;
  }
  const changed = finish(html, res);
  if (changed === undefined) return body;
  const text = Buffer.from(changed, 'utf8');
  return codec ? codec.encode(text) : text;
}

export function holdHtmlPages(req: IncomingMessage, res: ServerResponse, finish: FinishPage): void {
  holdHtmlPageBytes(req, res, (body) => finished(body, res, finish));
}

/** holdHtmlPages, handing `finish` the page's bytes as they are (see page-finisher.ts). */
export function holdHtmlPageBytes(req: IncomingMessage, res: ServerResponse, finish: FinishPageBytes): void {
  // Only GET has a body to read (Next answers HEAD without one).
  if (req.method !== 'GET') return;
  const original = { write: res.write, end: res.end, flushHeaders: res.flushHeaders, writeHead: res.writeHead };
  const held: Buffer[] = [];
  let holding: boolean | undefined;
  // Set once the held page is sent: Node's own end() then writes the headers through writeHead.
  let releasing = false;
  const decide = () => (holding ??= res.statusCode === 200 && isHtml(res));

  res.flushHeaders = function flushHeaders() {
    if (!decide()) original.flushHeaders.call(res);
  };
  res.writeHead = function writeHead(this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    // Next sets the status and headers before writing; an explicit writeHead commits them, so hold it too.
    const [status, ...rest] = args as [number, ...unknown[]];
    res.statusCode = status;
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (headers && !Array.isArray(headers))
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value as string);
    if (releasing || !decide()) return original.writeHead.call(res, res.statusCode);
    return res;
  } as ServerResponse['writeHead'];
  res.write = function write(
    chunk: Chunk,
    encodingOrCallback?: BufferEncoding | ((error?: Error | null) => void),
    callback?: (error?: Error | null) => void,
  ) {
    if (!decide()) return original.write.call(res, chunk, encodingOrCallback as BufferEncoding, callback);
    held.push(toBuffer(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined));
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse['write'];
  res.end = function end(
    chunk?: Chunk | null | (() => void),
    encodingOrCallback?: BufferEncoding | (() => void),
    callback?: () => void,
  ) {
    if (!decide()) return original.end.call(res, chunk as Chunk, encodingOrCallback as BufferEncoding, callback);
    if (chunk != null && typeof chunk !== 'function')
      held.push(toBuffer(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined));
    const body = finish(Buffer.concat(held), encodingOf(res), req, res);
    if (res.hasHeader('content-length')) res.setHeader('content-length', body.length);
    const done = [chunk, encodingOrCallback, callback].find((arg): arg is () => void => typeof arg === 'function');
    releasing = true;
    return (original.end as (chunk: Buffer, callback?: () => void) => ServerResponse).call(res, body, done);
  } as ServerResponse['end'];
}
