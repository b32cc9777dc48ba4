// Pages whose data could not be had answer with the problem's status. Next's App Router can
// only send 200, 404 or 500 from a render (and a thrown error loses the readable page), so the
// page says its status in the markup (ProblemState: data-problem-status, data-retry-after) and
// the server (server.ts) holds each HTML answer until it is complete, then sends it with that
// status, `Cache-Control: no-store` and `Retry-After`. Pages render whole on the server, so
// holding them delays nothing a reader would see.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

// The attribute only ever appears inside a tag: text cannot contain a raw "<", so registry
// data that spells the attribute out can never set a status.
const MARKER = /<div data-problem-status="(\d{3})"(?: data-retry-after="(\d+)")?/;

export interface ProblemStatus {
  status: number;
  retryAfterSeconds?: number;
}

/** The status a rendered page asks for, or undefined for a page that shows its data. */
export function problemStatusOf(html: string): ProblemStatus | undefined {
  const match = MARKER.exec(html);
  if (!match) return undefined;
  const status = Number(match[1]);
  if (status < 400 || status > 599) return undefined;
  return { status, retryAfterSeconds: match[2] === undefined ? undefined : Number(match[2]) };
}

/** The page's text: Next compresses what it sends (gzip, deflate or brotli) before it reaches us. */
function textOf(body: Buffer, encoding: string): string {
  try {
    if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
    if (encoding === 'deflate') return inflateSync(body).toString('utf8');
    if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  } catch {
    return '';
  }
  return body.toString('utf8');
}

const isHtml = (res: ServerResponse) => String(res.getHeader('content-type') ?? '').startsWith('text/html');

type Chunk = string | Buffer | Uint8Array;
const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk));

/**
 * Wraps a response so that a successful HTML page is held until it ends and then sent with
 * the status its markup asks for. Other answers (assets, JSON, redirects, 404s) pass through.
 */
export function answerWithProblemStatus(req: IncomingMessage, res: ServerResponse): void {
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
    if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string);
    if (releasing || !decide()) return original.writeHead.call(res, res.statusCode);
    return res;
  } as ServerResponse['writeHead'];
  res.write = function write(chunk: Chunk, encodingOrCallback?: BufferEncoding | ((error?: Error | null) => void), callback?: (error?: Error | null) => void) {
    if (!decide()) return original.write.call(res, chunk, encodingOrCallback as BufferEncoding, callback);
    held.push(toBuffer(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined));
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse['write'];
  res.end = function end(chunk?: Chunk | null | (() => void), encodingOrCallback?: BufferEncoding | (() => void), callback?: () => void) {
    if (!decide()) return original.end.call(res, chunk as Chunk, encodingOrCallback as BufferEncoding, callback);
    if (chunk != null && typeof chunk !== 'function') held.push(toBuffer(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined));
    const body = Buffer.concat(held);
    const problem = problemStatusOf(textOf(body, String(res.getHeader('content-encoding') ?? '').trim().toLowerCase()));
    if (problem) {
      res.statusCode = problem.status;
      res.setHeader('cache-control', 'no-store');
      if (problem.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(problem.retryAfterSeconds));
    }
    if (res.hasHeader('content-length')) res.setHeader('content-length', body.length);
    const done = [chunk, encodingOrCallback, callback].find((arg): arg is () => void => typeof arg === 'function');
    releasing = true;
    return (original.end as (chunk: Buffer, callback?: () => void) => ServerResponse).call(res, body, done);
  } as ServerResponse['end'];
}
