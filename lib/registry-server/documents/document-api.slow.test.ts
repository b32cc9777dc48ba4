// The embedded Document API through the registry's handler: metadata, the 302 to signed
// storage on the registry's own origin, expiry and tampering (403), content types it does
// not have (406), ranges, keys (content needs one, storage does not) and deterministic bytes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization } from '@/lib/registry/basic-auth';
import { documentMetadataSchema, filingHistoryItemSchema } from '@/lib/registry/schemas';
import { SHOWCASE, generateDataset } from '../generator';
import { createRegistryHandler, type RegistryHandler } from '../handler';
import { documentIdFor, filingOfDocument } from './ids';

let dir: string;
let dbPath: string;
let clock = Date.parse('2026-11-20T12:00:00Z');
const handlers: RegistryHandler[] = [];
const plc = SHOWCASE.companies.plc;
let transactionId: string;
let documentId: string;

function make(options: Parameters<typeof createRegistryHandler>[0] extends infer O ? Partial<O> : never = {}) {
  const handler = createRegistryHandler({ dbPath, now: () => clock, ...options });
  handlers.push(handler);
  return handler;
}

const get = (handler: (r: Request) => Promise<Response>, url: string, headers: Record<string, string> = {}) =>
  handler(new Request(url, { headers }));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'registry-documents-'));
  dbPath = join(dir, 'registry.sqlite');
  await generateDataset({ path: dbPath, companies: 100, seed: 1, threads: false });
  const db = new Database(dbPath, { readonly: true });
  // An accounts filing with several pages, so page counts and ranges mean something.
  transactionId = db
    .prepare(
      "SELECT transaction_id FROM filings WHERE company_number = ? AND category = 'accounts' ORDER BY date DESC LIMIT 1",
    )
    .pluck()
    .get(plc) as string;
  db.close();
  documentId = documentIdFor(plc, transactionId);
}, 120_000);

afterAll(() => {
  for (const handler of handlers) handler.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('document ids', () => {
  it('name their filing, and nothing else decodes', () => {
    expect(documentId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(filingOfDocument(documentId)).toEqual({ companyNumber: plc, transactionId });
    const flipped = (documentId[5] === 'A' ? 'B' : 'A') + documentId.slice(1);
    expect(filingOfDocument(`x${documentId.slice(1)}`)?.companyNumber).not.toBe(plc);
    expect(filingOfDocument(flipped)).not.toEqual({ companyNumber: plc, transactionId });
    expect(filingOfDocument('short')).toBeUndefined();
    expect(filingOfDocument('a'.repeat(43))).toBeUndefined();
  });
});

describe('the Document API', () => {
  it('links each filing to its document on the origin the request came to', async () => {
    const handler = make();
    const response = await get(handler, `http://registry.test:5001/company/${plc}/filing-history/${transactionId}`);
    const item = filingHistoryItemSchema.parse(await response.json());
    expect(item.links?.document_metadata).toBe(`http://registry.test:5001/document/${documentId}`);
    const configured = make({ documentApiUrl: 'https://docs.example.org/' });
    const list = await (await get(configured, `http://registry.test/company/${plc}/filing-history`)).text();
    expect(list).toContain('"document_metadata":"https://docs.example.org/document/');
    expect(list).not.toContain('registry.test/document');
  });

  it('answers metadata with the fields, links and resources of the real service', async () => {
    const handler = make();
    const response = await get(handler, `http://registry.test/document/${documentId}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    const metadata = documentMetadataSchema.parse(body);
    expect(Object.keys(body).sort()).toEqual(
      [
        'barcode',
        'category',
        'company_number',
        'created_at',
        'etag',
        'filename',
        'links',
        'pages',
        'resources',
        'significant_date',
        'significant_date_type',
      ].sort(),
    );
    expect(metadata.company_number).toBe(plc);
    expect(metadata.category).toBe('accounts');
    expect(metadata.significant_date_type).toBe('made-up-date');
    expect(metadata.links.self).toBe(`http://registry.test/document/${documentId}`);
    expect(metadata.links.document).toBe(`http://registry.test/document/${documentId}/content`);
    expect(metadata.resources['application/pdf']?.content_length).toBeGreaterThan(500);
    expect(response.headers.get('etag')).toBe(`"${metadata.etag}"`);
  });

  it('404s an unknown document and 400s a malformed id', async () => {
    const handler = make();
    const unknown = documentIdFor(plc, 'MTAwMDAwMDAwMGFkaXF6a2N4');
    expect((await get(handler, `http://registry.test/document/${unknown}`)).status).toBe(404);
    expect((await get(handler, `http://registry.test/document/${unknown}/content`)).status).toBe(404);
    expect((await get(handler, 'http://registry.test/document/bad!id')).status).toBe(400);
    expect((await get(handler, 'http://registry.test/document/bad!id/content')).status).toBe(400);
  });

  it('redirects content to signed storage that serves the PDF, with as many pages as the filing, without a key', async () => {
    const handler = make({ apiKeys: ['k1'] });
    const auth = { authorization: basicAuthorization('k1') };
    expect((await get(handler, `http://registry.test/document/${documentId}/content`)).status).toBe(401);
    const metadata = documentMetadataSchema.parse(
      await (await get(handler, `http://registry.test/document/${documentId}`, auth)).json(),
    );
    const redirect = await get(handler, `http://registry.test/document/${documentId}/content`, {
      ...auth,
      accept: 'application/pdf',
    });
    expect(redirect.status).toBe(302);
    expect(await redirect.text()).toBe('');
    const location = new URL(redirect.headers.get('location')!);
    expect(location.origin).toBe('http://registry.test');
    expect(location.searchParams.get('Signature')).toBeTruthy();

    const stored = await get(handler, location.href);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await stored.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(bytes.byteLength).toBe(metadata.resources['application/pdf']?.content_length);
    expect(Number(stored.headers.get('content-length'))).toBe(bytes.byteLength);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(metadata.pages);
    expect(pdf.getTitle()).toContain(plc);
  });

  it('serves one byte range as 206, and 416 past the end', async () => {
    const handler = make();
    const redirect = await get(handler, `http://registry.test/document/${documentId}/content`);
    const location = redirect.headers.get('location')!;
    const whole = new Uint8Array(await (await get(handler, location)).arrayBuffer());
    const part = await get(handler, location, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${whole.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.subarray(10, 20));
    const tail = await get(handler, location, { range: 'bytes=-7' });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.subarray(whole.byteLength - 7));
    expect((await get(handler, location, { range: `bytes=${whole.byteLength}-` })).status).toBe(416);
  });

  it('refuses storage URLs after 60 seconds, and tampered ones, with 403', async () => {
    const handler = make();
    const redirect = await get(handler, `http://registry.test/document/${documentId}/content`);
    const location = new URL(redirect.headers.get('location')!);
    clock += 59_000;
    expect((await get(handler, location.href)).status).toBe(200);
    clock += 2_000;
    const expired = await get(handler, location.href);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
    clock -= 61_000;

    const later = new URL(location);
    later.searchParams.set('Expires', String(Number(location.searchParams.get('Expires')) + 3600));
    expect((await get(handler, later.href)).status).toBe(403);
    const other = new URL(location);
    other.pathname = other.pathname.replace(documentId, documentIdFor(plc, transactionId.replace(/.$/, 'w')));
    expect((await get(handler, other.href)).status).toBe(403);
    expect((await get(handler, `http://registry.test/document-storage/${documentId}/application-pdf`)).status).toBe(
      403,
    );
  });

  it('answers 406 for a content type the document is not held in', async () => {
    const handler = make();
    const url = `http://registry.test/document/${documentId}/content`;
    const refused = await get(handler, url, { accept: 'application/zip' });
    expect(refused.status).toBe(406);
    expect((await get(handler, url, { accept: 'application/pdf;q=0, application/zip' })).status).toBe(406);
    expect((await get(handler, url, { accept: 'text/html, */*;q=0.1' })).status).toBe(302);
  });

  it("states each type's content_length as the bytes storage serves, over many filings of every kind", async () => {
    const db = new Database(dbPath, { readonly: true });
    // Every category, and every accounts filing of a few companies (iXBRL and many-page PDFs among them).
    const filings = db
      .prepare(
        `SELECT company_number, transaction_id FROM (
           SELECT company_number, transaction_id, row_number() OVER (PARTITION BY category ORDER BY date DESC) AS n
           FROM filings) WHERE n <= 4
         UNION SELECT company_number, transaction_id FROM filings
           WHERE category = 'accounts' AND company_number IN (SELECT company_number FROM filings LIMIT 3)`,
      )
      .all() as { company_number: string; transaction_id: string }[];
    db.close();
    expect(filings.length).toBeGreaterThan(30);
    // Metadata from one registry, content from another: the size is stated before anything is cached.
    const stating = make();
    const serving = make();
    const types = new Set<string>();
    for (const filing of filings) {
      const id = documentIdFor(filing.company_number, filing.transaction_id);
      const metadata = documentMetadataSchema.parse(
        await (await get(stating, `http://registry.test/document/${id}`)).json(),
      );
      for (const [type, resource] of Object.entries(metadata.resources)) {
        types.add(type);
        const redirect = await get(serving, `http://registry.test/document/${id}/content`, { accept: type });
        const stored = await get(serving, redirect.headers.get('location')!);
        expect(stored.headers.get('content-type')).toBe(type);
        expect((await stored.arrayBuffer()).byteLength, `${id} ${type}`).toBe(resource.content_length);
      }
    }
    expect([...types].sort()).toEqual(['application/pdf', 'application/xhtml+xml']);
  });

  it('renders the same bytes every time, in any process', async () => {
    const one = make();
    const two = make();
    const read = async (handler: RegistryHandler) => {
      const redirect = await get(handler, `http://registry.test/document/${documentId}/content`);
      return Buffer.from(await (await get(handler, redirect.headers.get('location')!)).arrayBuffer());
    };
    const [a, b] = await Promise.all([read(one), read(two)]);
    expect(a.equals(b)).toBe(true);
  });

  it('serves documents through the standalone server too', async () => {
    const { startRegistryServer } = await import('../standalone');
    const running = await startRegistryServer({ port: 0, host: '127.0.0.1', apiKeys: [], rateLimit: 0, dbPath });
    try {
      const metadata = documentMetadataSchema.parse(
        await (await fetch(`${running.url}/document/${documentId}`)).json(),
      );
      expect(metadata.links.document).toBe(`${running.url}/document/${documentId}/content`);
      const redirect = await fetch(metadata.links.document!, { redirect: 'manual' });
      expect(redirect.status).toBe(302);
      const location = redirect.headers.get('location')!;
      expect(location.startsWith(`${running.url}/document-storage/`)).toBe(true);
      const stored = await fetch(location);
      expect(stored.status).toBe(200);
      expect((await stored.arrayBuffer()).byteLength).toBe(metadata.resources['application/pdf']?.content_length);
    } finally {
      await running.close();
    }
  });
});
