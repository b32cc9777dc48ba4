// A scripted Document API and an S3-like storage for the document proxy's tests, the
// remote-mode end-to-end tests (e2e/support/upstream.ts) and the benchmark: the Document API
// answers metadata and a 302 with an empty body to a presigned storage URL that lasts 60 s;
// storage serves the bytes (ranges too) only with a valid signature and refuses any request
// that carries an Authorization header, as S3 does ("Only one auth mechanism allowed").
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Reply, UpstreamCall } from '@/lib/gateway/testing/fake-upstream';

/** A stored object: its bytes, or a size whose bytes are made as they are sent (a large document without the memory). */
export type StoredBody = Uint8Array | { size: number };

export interface StorageCall {
  path: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * A storage that misbehaves, for the deadlines' tests: `hang` accepts and never answers;
 * `stall` sends the headers and 100 bytes, then nothing; `trickle` sends 20 bytes every 50 ms.
 */
export type StorageFault = 'hang' | 'stall' | 'trickle';

export interface ScriptedStorage {
  url: string;
  calls: StorageCall[];
  /** Makes the next answers misbehave (`undefined`: behave again). */
  fault(fault: StorageFault | undefined): void;
  /** Answers not yet finished or abandoned: 0 once the app has let go of every call. */
  pending(): number;
  put(key: string, mimeType: string, body: StoredBody): void;
  /** A presigned URL for a stored key, valid `seconds` from now. */
  signedUrl(key: string, seconds?: number): string;
  close(): Promise<void>;
}

const PATTERN = Buffer.from('%PDF-1.7\n% a made-up document body, repeated to the size asked for\n');
const CHUNK = 64 * 1024;

function* madeBytes(start: number, end: number): Generator<Buffer> {
  const block = Buffer.alloc(CHUNK + PATTERN.length);
  for (let i = 0; i < block.length; i += PATTERN.length) PATTERN.copy(block, i);
  for (let at = start; at <= end;) {
    const offset = at % PATTERN.length;
    const length = Math.min(CHUNK, end - at + 1);
    yield block.subarray(offset, offset + length);
    at += length;
  }
}

function range(header: string | undefined, size: number): { start: number; end: number } | 'bad' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? 'bad' : { start, end };
}

export async function startScriptedStorage(
  options: { port?: number; now?: () => number } = {},
): Promise<ScriptedStorage> {
  const now = options.now ?? Date.now;
  const secret = randomBytes(16);
  const objects = new Map<string, { mimeType: string; body: StoredBody }>();
  const calls: StorageCall[] = [];
  const sockets = new Set<Socket>();
  let fault: StorageFault | undefined;
  let pending = 0;
  const sign = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest('hex');
  const xml = (res: http.ServerResponse, status: number, code: string, message: string) =>
    res
      .writeHead(status, { 'content-type': 'application/xml' })
      .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);

  const server = http.createServer((req, res) => {
    req.on('error', () => {});
    res.on('error', () => {});
    const url = new URL(req.url ?? '/', 'http://storage.test');
    calls.push({ path: url.pathname, headers: req.headers });
    pending++;
    res.on('close', () => pending--);
    if (req.headers.authorization)
      return xml(
        res,
        400,
        'InvalidArgument',
        'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
      );
    const key = decodeURIComponent(url.pathname.slice(1));
    const expires = Number(url.searchParams.get('Expires'));
    if (url.searchParams.get('Signature') !== sign(key, expires))
      return xml(
        res,
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided',
      );
    if (now() / 1000 > expires) return xml(res, 403, 'AccessDenied', 'Request has expired');
    const object = objects.get(key);
    if (!object) return xml(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    const size = object.body instanceof Uint8Array ? object.body.byteLength : object.body.size;
    if (fault === 'hang') return;
    if (fault === 'stall' || fault === 'trickle') {
      const bytes = object.body instanceof Uint8Array ? object.body : Buffer.alloc(size, 0x20);
      res.writeHead(200, { 'content-type': object.mimeType, 'content-length': String(size) });
      if (fault === 'stall') return void res.write(bytes.subarray(0, 100));
      let at = 0;
      const tick = setInterval(() => {
        if (res.destroyed || at >= size) {
          clearInterval(tick);
          if (!res.destroyed) res.end();
          return;
        }
        res.write(bytes.subarray(at, at + 20));
        at += 20;
      }, 50);
      res.on('close', () => clearInterval(tick));
      return;
    }
    const wanted = range(req.headers.range, size);
    if (wanted === 'bad')
      return res.writeHead(416, { 'content-range': `bytes */${size}`, 'content-type': 'application/xml' }).end();
    const { start, end } = wanted ?? { start: 0, end: size - 1 };
    res.writeHead(wanted ? 206 : 200, {
      'content-type': object.mimeType,
      'content-length': String(end - start + 1),
      'accept-ranges': 'bytes',
      ...(wanted ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
      etag: `"${key.length}-${size}"`,
      // S3's own headers, which the app must not pass on.
      'x-amz-request-id': 'SCRIPTED',
      server: 'AmazonS3',
    });
    if (req.method === 'HEAD') return res.end();
    if (object.body instanceof Uint8Array) return res.end(object.body.subarray(start, end + 1));
    // Made as sent, respecting back-pressure: the bench measures the app's memory, not this server's.
    const chunks = madeBytes(start, end);
    const pump = () => {
      for (;;) {
        const next = chunks.next();
        if (next.done) return void res.end();
        if (!res.write(next.value)) return void res.once('drain', pump);
      }
    };
    res.on('close', () => chunks.return(undefined));
    pump();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    fault(next) {
      fault = next;
    },
    pending: () => pending,
    put: (key, mimeType, body) => void objects.set(key, { mimeType, body }),
    signedUrl(key, seconds = 60) {
      const expires = Math.floor(now() / 1000) + seconds;
      return `${url}/${key.split('/').map(encodeURIComponent).join('/')}?AWSAccessKeyId=SCRIPTED&Expires=${expires}&Signature=${sign(key, expires)}`;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface ScriptedDocument {
  id: string;
  companyNumber: string;
  /** The registry's file name, such as `00445790_cs01_2026-07-01`. */
  filename: string;
  significantDate?: string;
  category?: string;
  pages: number;
  /** Bodies by MIME type. */
  contents: Record<string, StoredBody>;
}

/**
 * The Document API's answers (GET /document/{id} and /document/{id}/content) for the fake
 * upstream; undefined for any other path. `redirectTo` overrides where content points (a host
 * off the allow-list, say). With `apiKey`, a call without it is refused 401.
 */
export function documentApiScript(options: {
  documents: readonly ScriptedDocument[];
  storage: ScriptedStorage;
  apiKey?: string;
  redirectTo?: (document: ScriptedDocument, mimeType: string) => string | undefined;
}): (call: UpstreamCall) => Reply | undefined {
  const byId = new Map(options.documents.map((document) => [document.id, document]));
  for (const document of options.documents)
    for (const [mimeType, body] of Object.entries(document.contents))
      options.storage.put(`docs/${document.id}/${mimeType.replace('/', '-')}`, mimeType, body);
  const expected = options.apiKey ? `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}` : undefined;
  return (call) => {
    const match = /^\/document\/([^/]+)(\/content)?$/.exec(call.path);
    if (!match) return undefined;
    if (expected && call.headers.authorization !== expected)
      return { status: 401, body: { error: 'Invalid Authorization', type: 'ch:service' } };
    const document = byId.get(match[1]!);
    if (!document) return { status: 404, body: '' };
    const self = `https://document-api.company-information.service.gov.uk/document/${document.id}`;
    if (!match[2]) {
      const resources = Object.fromEntries(
        Object.entries(document.contents).map(([type, body]) => [
          type,
          { content_length: body instanceof Uint8Array ? body.byteLength : body.size },
        ]),
      );
      return {
        body: {
          company_number: document.companyNumber,
          barcode: 'XSCRIPT1',
          significant_date: document.significantDate ?? null,
          significant_date_type: document.significantDate ? 'made-up-date' : '',
          category: document.category ?? 'accounts',
          pages: document.pages,
          filename: document.filename,
          created_at: '2026-01-02T10:11:12.123456789Z',
          etag: `scripted-${document.id.slice(0, 8)}`,
          links: { self, document: `${self}/content` },
          resources,
        },
      };
    }
    const accept = String(call.headers.accept ?? 'application/pdf');
    const mimeType = Object.keys(document.contents).find((type) => accept.includes(type));
    if (!mimeType) return { status: 406, body: '' };
    const location =
      options.redirectTo?.(document, mimeType) ??
      options.storage.signedUrl(`docs/${document.id}/${mimeType.replace('/', '-')}`);
    return { status: 302, body: '', headers: { location, 'x-ratelimit-remaining': '599' } };
  };
}

/** A small real PDF with the given lines, one page each: the scripted documents' content. */
export async function fixturePdf(title: string, pages: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) pdf.addPage([595, 842]).drawText(text, { x: 56, y: 760, size: 14, font });
  return pdf.save();
}
