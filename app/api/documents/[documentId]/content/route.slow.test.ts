// The document proxy, called directly with Request objects: remote mode against a scripted
// Document API and S3-like storage (which refuses any request carrying Authorization), and
// embedded mode against the embedded registry, whose storage is in-process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRegistry } from '@/lib/gateway';
import { createGateway, type GatewayOptions } from '@/lib/gateway/gateway';
import { secretForms } from '@/lib/gateway/log';
import { createMemoryStore } from '@/lib/gateway/store';
import { startFakeUpstream, type FakeUpstream } from '@/lib/gateway/testing/fake-upstream';
import {
  documentApiScript,
  fixturePdf,
  startScriptedStorage,
  type ScriptedDocument,
  type ScriptedStorage,
} from '@/lib/documents/testing/scripted-documents';
import { SHOWCASE, generateDataset } from '@/lib/registry-server/generator';
import { createRegistryHandler, type RegistryHandler } from '@/lib/registry-server/handler';
import { documentIdFor } from '@/lib/registry-server/documents/ids';
import { GET as metadataRoute } from '../route';
import { GET, HEAD } from './route';

const SECRET = 'sk_live_documents-secret-7f3a';
const ACCOUNTS = 'Lk4Jh7Gf0Ds3Ap6Zm9Xn2Cb5Vq8Wr1Et4Yu7Io0Pa3S';
const CONFIRMATION = 'q8Wm3Rt6Yp1Ls4Dk7Fj0Hg2Zx5Cv9Bn3Mq6Wr8Ty1Ue4';
const OFF_LIST = 'Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp9Oo8Nn7Mm6L';

let upstream: FakeUpstream;
let storage: ScriptedStorage;
let pdf: Uint8Array;
const texts: string[] = [];
const headerDumps: string[] = [];
const logged: string[] = [];

async function call(route: typeof GET, path: string, init: RequestInit = {}) {
  const match = /^\/api\/documents\/([^/?]+)/.exec(path)!;
  const response = await route(new Request(`http://localhost${path}`, init), {
    params: Promise.resolve({ documentId: decodeURIComponent(match[1]!) }),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  headerDumps.push(JSON.stringify([...response.headers]));
  if (!(response.headers.get('content-type') ?? '').startsWith('application/pdf'))
    texts.push(Buffer.from(bytes).toString());
  return { status: response.status, headers: response.headers, bytes, text: () => Buffer.from(bytes).toString() };
}

function useRemote(overrides: Partial<GatewayOptions> = {}) {
  setRegistry(
    createGateway({
      mode: 'remote',
      baseUrl: upstream.url,
      documentBaseUrl: upstream.url,
      apiKey: SECRET,
      transport: async () => (request) => fetch(request),
      timeoutMs: 2_000,
      store: createMemoryStore({ maxBytes: 10_000_000 }),
      ttlSeconds: { search: 60, profile: 600, list: 300, item: 3_600 },
      maxStaleSeconds: 3_600,
      budget: { limit: 600, windowMs: 300_000 },
      clientLimit: { limit: 0, windowMs: 60_000 },
      log: (level, message) => logged.push(`${level} ${message}`),
      ...overrides,
    }),
  );
}

beforeAll(async () => {
  for (const level of ['info', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
  storage = await startScriptedStorage();
  // The storage origin is one the operator allowed; read when the first request parses the environment.
  process.env.REGISTRY_DOCUMENT_STORAGE_ORIGINS = storage.url;
  pdf = await fixturePdf('scripted accounts', ['Balance sheet', 'Notes']);
  const documents: ScriptedDocument[] = [
    {
      id: ACCOUNTS,
      companyNumber: '09876543',
      filename: '09876543_aa_2026-06-30',
      significantDate: '2026-03-31T00:00:00.000Z',
      pages: 2,
      contents: {
        'application/pdf': pdf,
        'application/xhtml+xml': Buffer.from(
          '<html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(1)</script>1,234</body></html>',
        ),
      },
    },
    {
      id: CONFIRMATION,
      companyNumber: '09876543',
      filename: '09876543_cs01_2026-02-01',
      pages: 3,
      category: 'confirmation-statement',
      contents: { 'application/pdf': pdf },
    },
    {
      id: OFF_LIST,
      companyNumber: '09876543',
      filename: '09876543_ap01_2025-01-01',
      pages: 1,
      contents: { 'application/pdf': pdf },
    },
  ];
  const script = documentApiScript({
    documents,
    storage,
    apiKey: SECRET,
    redirectTo: (document) =>
      document.id === OFF_LIST ? 'http://169.254.169.254/latest/meta-data/?Signature=sig' : undefined,
  });
  upstream = await startFakeUpstream((upstreamCall) => script(upstreamCall));
});

beforeEach(() => {
  upstream.calls.length = 0;
  storage.calls.length = 0;
  storage.fault(undefined);
  useRemote();
});

afterAll(async () => {
  vi.restoreAllMocks();
  setRegistry(undefined);
  delete process.env.REGISTRY_DOCUMENT_STORAGE_ORIGINS;
  // Every body, every header and every log line of the whole file: the key is in none of them.
  const all = [...texts, ...headerDumps, ...logged].join('\n');
  for (const form of secretForms(SECRET)) expect(all).not.toContain(form);
  await upstream?.close();
  await storage?.close();
});

describe('GET /api/documents/{id}/content, remote registry', () => {
  it('streams the PDF from storage with the app’s headers, the key sent to the Document API only', async () => {
    const response = await call(GET, `/api/documents/${ACCOUNTS}/content?format=pdf`);
    expect(response.status).toBe(200);
    expect(Buffer.from(response.bytes).equals(Buffer.from(pdf))).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(pdf.byteLength));
    expect(response.headers.get('content-disposition')).toBe('inline; filename="09876543-2026-03-31-AA.pdf"');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-amz-request-id')).toBeNull();
    expect(response.headers.get('server')).toBeNull();

    const content = upstream.callsTo(`/document/${ACCOUNTS}/content`);
    expect(content).toHaveLength(1);
    expect(content[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET}:`).toString('base64')}`);
    expect(content[0]!.headers.accept).toBe('application/pdf');
    expect(storage.calls).toHaveLength(1);
    expect(storage.calls[0]!.headers.authorization).toBeUndefined();
    expect(JSON.stringify(storage.calls[0]!.headers)).not.toContain(SECRET);
  });

  it('passes a Range on and answers 206 with the part', async () => {
    const response = await call(GET, `/api/documents/${ACCOUNTS}/content`, { headers: { range: 'bytes=0-99' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-99/${pdf.byteLength}`);
    expect(response.headers.get('content-length')).toBe('100');
    expect(Buffer.from(response.bytes).equals(Buffer.from(pdf.subarray(0, 100)))).toBe(true);
    const past = await call(GET, `/api/documents/${ACCOUNTS}/content`, {
      headers: { range: `bytes=${pdf.byteLength + 5}-` },
    });
    expect(past.status).toBe(416);
  });

  it('serves iXBRL inside a sandbox where nothing runs', async () => {
    const response = await call(GET, `/api/documents/${ACCOUNTS}/content?format=xhtml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xhtml+xml; charset=utf-8');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toMatch(/(^|; )sandbox(;|$)/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(response.headers.get('content-disposition')).toContain('09876543-2026-03-31-AA.xhtml');
  });

  it('refuses a redirect to a host off the allow-list with 502, logged, never fetching it', async () => {
    const response = await call(GET, `/api/documents/${OFF_LIST}/content`);
    expect(response.status).toBe(502);
    expect(response.text()).toContain('document-storage-not-allowed');
    expect(storage.calls).toHaveLength(0);
    const line = logged.find((entry) => entry.includes('refused a redirect'));
    expect(line).toContain('169.254.169.254');
    expect(line).not.toContain('Signature');
  });

  it('answers 404 for an unknown document, 400 for a malformed id or format, 406 for a format not held', async () => {
    const unknown = 'Aa1Bb2Cc3Dd4Ee5Ff6Gg7Hh8Ii9Jj0Kk1Ll2Mm3Nn4O';
    expect((await call(GET, `/api/documents/${unknown}/content`)).status).toBe(404);
    expect((await call(metadataRoute, `/api/documents/${unknown}`)).status).toBe(404);
    expect((await call(GET, '/api/documents/short/content')).status).toBe(400);
    expect((await call(GET, `/api/documents/${'x'.repeat(20)}%2F..%2Fsecret/content`)).status).toBe(400);
    expect((await call(metadataRoute, '/api/documents/not!an!id!at!all!really')).status).toBe(400);
    const format = await call(GET, `/api/documents/${ACCOUNTS}/content?format=docx`);
    expect(format.status).toBe(400);
    expect(format.text()).toContain('format');
    const missing = await call(GET, `/api/documents/${CONFIRMATION}/content?format=xhtml`);
    expect(missing.status).toBe(406);
    expect(missing.text()).toContain('document-format-not-available');
    expect(storage.calls).toHaveLength(0);
  });

  it('answers a browser asking for a format not held with a 406 page linking the PDF, an API client with JSON', async () => {
    const page = await call(GET, `/api/documents/${CONFIRMATION}/content?format=xhtml`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(page.status).toBe(406);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('vary')).toContain('accept');
    const html = page.text();
    expect(html).toContain('This document has no iXBRL');
    expect(html).toContain(`href="/api/documents/${CONFIRMATION}/content?format=pdf"`);
    expect(html).toContain('href="/company/09876543/filing-history"');
    expect(html).not.toContain('document-format-not-available');

    const json = await call(GET, `/api/documents/${CONFIRMATION}/content?format=xhtml`, {
      headers: { accept: 'application/json' },
    });
    expect(json.status).toBe(406);
    expect(json.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(json.text())).toMatchObject({
      errors: [
        { error: 'document-format-not-available', error_values: { format: 'xhtml', available: 'application/pdf' } },
      ],
    });
    // Neither answer asked storage for anything.
    expect(storage.calls).toHaveLength(0);
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await call(HEAD, `/api/documents/${ACCOUNTS}/content`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.bytes.byteLength).toBe(0);
    expect(response.headers.get('content-length')).toBe(String(pdf.byteLength));
  });
});

/** Calls the route and reads the body as far as it goes: the error that cut it, if any, and when. */
async function callAndRead(route: typeof GET, path: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await call.raw(route, path, init);
  const answeredMs = performance.now() - started;
  let bytes = 0;
  let cut: unknown;
  try {
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
  } catch (error) {
    cut = error;
  }
  return { status: response.status, answeredMs, totalMs: performance.now() - started, bytes, cut, response };
}
call.raw = (route: typeof GET, path: string, init: RequestInit = {}) => {
  const match = /^\/api\/documents\/([^/?]+)/.exec(path)!;
  return route(new Request(`http://localhost${path}`, init), {
    params: Promise.resolve({ documentId: decodeURIComponent(match[1]!) }),
  });
};

describe('GET /api/documents/{id}/content, storage that does not answer in time', () => {
  it('answers 504 within the deadline when storage accepts the connection and never answers, and lets go of it', async () => {
    useRemote({ timeoutMs: 400 });
    await call(metadataRoute, `/api/documents/${ACCOUNTS}`);
    storage.fault('hang');
    const started = performance.now();
    const response = await call(GET, `/api/documents/${ACCOUNTS}/content`);
    expect(response.status).toBe(504);
    expect(response.text()).toContain('registry-timeout');
    expect(performance.now() - started).toBeLessThan(1_500);
    await vi.waitFor(() => expect(storage.pending()).toBe(0), { timeout: 1_000 });
  });

  it('cuts a streamed document that stalls mid-body: the stream errors and storage is let go', async () => {
    useRemote({ timeoutMs: 400 });
    storage.fault('stall');
    const result = await callAndRead(GET, `/api/documents/${ACCOUNTS}/content`);
    expect(result.status).toBe(200);
    expect(result.bytes).toBe(100);
    expect(result.cut).toBeDefined();
    expect(result.totalMs).toBeLessThan(2_000);
    await vi.waitFor(() => expect(storage.pending()).toBe(0), { timeout: 1_000 });
  });

  it('cuts a streamed document that trickles past the total deadline, though each chunk comes in time', async () => {
    useRemote({ timeoutMs: 400, documentStreamMs: 1_000 });
    storage.fault('trickle');
    const result = await callAndRead(GET, `/api/documents/${ACCOUNTS}/content`);
    expect(result.status).toBe(200);
    expect(result.cut).toBeDefined();
    expect(result.bytes).toBeGreaterThan(100);
    expect(result.bytes).toBeLessThan(pdf.byteLength);
    expect(result.totalMs).toBeLessThan(2_500);
    await vi.waitFor(() => expect(storage.pending()).toBe(0), { timeout: 1_000 });
  });

  it('reads a document the server uses itself within one deadline for headers and body together', async () => {
    useRemote({ timeoutMs: 400 });
    storage.fault('trickle');
    const { documentContent } = await import('@/lib/documents/service');
    const started = performance.now();
    const response = await documentContent(ACCOUNTS, 'pdf');
    await expect(response.text()).rejects.toMatchObject({ kind: 'timeout' });
    expect(performance.now() - started).toBeLessThan(1_500);
    await vi.waitFor(() => expect(storage.pending()).toBe(0), { timeout: 1_000 });
  });

  it('stops asking storage when the reader leaves', async () => {
    useRemote({ timeoutMs: 5_000 });
    storage.fault('hang');
    const leaving = new AbortController();
    const answer = call.raw(GET, `/api/documents/${ACCOUNTS}/content`, { signal: leaving.signal });
    await vi.waitFor(() => expect(storage.pending()).toBe(1), { timeout: 1_000 });
    leaving.abort();
    expect((await answer).status).toBe(499);
    await vi.waitFor(() => expect(storage.pending()).toBe(0), { timeout: 1_000 });

    storage.fault('stall');
    const reading = new AbortController();
    const response = await call.raw(GET, `/api/documents/${ACCOUNTS}/content`, { signal: reading.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    reading.abort();
    await expect(reader.read()).rejects.toBeDefined();
    await vi.waitFor(() => expect(storage.pending()).toBe(0), { timeout: 1_000 });
  });
});

describe('GET /api/documents/{id}', () => {
  it('summarises the document with the app’s links, cached long (the registry is asked once)', async () => {
    const first = await call(metadataRoute, `/api/documents/${ACCOUNTS}`);
    expect(first.status).toBe(200);
    const body = JSON.parse(first.text());
    expect(body).toMatchObject({
      document_id: ACCOUNTS,
      company_number: '09876543',
      pages: 2,
      links: { self: `/api/documents/${ACCOUNTS}` },
    });
    expect(body.formats).toEqual([
      expect.objectContaining({
        format: 'pdf',
        content_length: pdf.byteLength,
        href: `/api/documents/${ACCOUNTS}/content?format=pdf`,
      }),
      expect.objectContaining({ format: 'xhtml', label: 'iXBRL' }),
    ]);
    expect(first.text()).not.toContain('document-api.company-information');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    await call(metadataRoute, `/api/documents/${ACCOUNTS}`);
    await call(GET, `/api/documents/${ACCOUNTS}/content`);
    expect(upstream.callsTo(`/document/${ACCOUNTS}`)).toHaveLength(1);
  });
});

describe('embedded registry', () => {
  let dir: string;
  let handler: RegistryHandler;
  let documentId: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'documents-route-'));
    const dbPath = join(dir, 'registry.sqlite');
    await generateDataset({ path: dbPath, companies: 100, seed: 1, threads: false });
    const db = new Database(dbPath, { readonly: true });
    const transactionId = db
      .prepare("SELECT transaction_id FROM filings WHERE company_number = ? AND category = 'accounts' LIMIT 1")
      .pluck()
      .get(SHOWCASE.companies.plc) as string;
    db.close();
    documentId = documentIdFor(SHOWCASE.companies.plc, transactionId);
    handler = createRegistryHandler({ dbPath });
  }, 120_000);

  afterAll(() => {
    handler?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('follows the embedded storage URL in-process and streams the PDF', async () => {
    useRemote({
      mode: 'embedded',
      baseUrl: 'http://embedded.registry',
      documentBaseUrl: undefined,
      apiKey: undefined,
      budget: undefined,
      transport: async () => handler.inProcess,
    });
    const metadata = JSON.parse((await call(metadataRoute, `/api/documents/${documentId}`)).text());
    const response = await call(GET, `/api/documents/${documentId}/content?format=pdf`);
    expect(response.status).toBe(200);
    expect(Buffer.from(response.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(response.bytes.byteLength).toBe(metadata.formats[0].content_length);
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^inline; filename="${SHOWCASE.companies.plc}-\\d{4}-\\d{2}-\\d{2}-AA\\.pdf"$`),
    );
  });
});
