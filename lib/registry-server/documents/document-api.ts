// The embedded registry's Document API: a filing's document metadata, its content as a
// redirect to a signed storage URL that lasts 60 seconds, and that storage, which asks for
// no key (the signature is the permission), as the real service and its S3 bucket do.
// Documents are rendered on request from the filing's data and kept only in a small cache
// of recent renders: the same id always gives the same bytes.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { companyProfileSchema, filingHistoryItemSchema } from '@/lib/registry/schemas';
import type { RegistryStore } from '../store';
import { DOCUMENT_API_ORIGIN, filingOfDocument } from './ids';
import { renderers, type DocumentRenderer, type DocumentSource } from './renderers';

/** How long a signed storage URL lasts, as the real service's. */
export const STORAGE_URL_SECONDS = 60;
/** Where storage lives on the registry's own origin. */
export const STORAGE_PREFIX = '/document-storage/';
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

export interface DocumentResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
}

export interface DocumentApiOptions {
  store: RegistryStore;
  /** Milliseconds; the clock storage URLs expire by. */
  now?: () => number;
  /** Signs storage URLs; default a random one per process (the URLs live a minute anyway). */
  secret?: Uint8Array;
  /** Bytes of rendered documents kept for the metadata-then-content sequence every reader makes. */
  cacheBytes?: number;
  /** The content types; default the table in renderers.ts. */
  renderers?: readonly DocumentRenderer[];
}

const JSON_TYPE = 'application/json';

function jsonError(status: number, error: string, extra: Record<string, string> = {}): DocumentResponse {
  const body = JSON.stringify({ errors: [{ error, type: 'ch:service' }] });
  return { status, headers: { 'content-type': JSON_TYPE, ...extra }, body };
}

/** S3's refusal: an XML body, 403. */
function storageRefusal(status: number, code: string, message: string): DocumentResponse {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  return { status, headers: { 'content-type': 'application/xml' }, body };
}

/** The MIME types an Accept header names, most wanted first (q=0 means "not this"); empty for none or only wildcards. */
export function acceptedTypes(accept: string | null | undefined): { types: string[]; wildcard: boolean } {
  const ranked: { type: string; q: number; at: number }[] = [];
  let wildcard = !accept || accept.trim() === '';
  (accept ?? '').split(',').forEach((part, at) => {
    const [rawType = '', ...params] = part.split(';');
    const type = rawType.trim().toLowerCase();
    if (!type) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) return;
    if (type === '*/*' || type === 'application/*') wildcard = true;
    else ranked.push({ type, q, at });
  });
  ranked.sort((a, b) => b.q - a.q || a.at - b.at);
  return { types: ranked.map((r) => r.type), wildcard };
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of a body of `length` bytes: one range, `unsatisfiable`, or undefined (serve it whole). */
export function parseRange(
  header: string | null | undefined,
  length: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, length - suffix);
    end = length - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? length - 1 : Math.min(Number(match[2]), length - 1);
    if (end < start && match[2] !== '') return undefined;
  }
  return start >= length ? 'unsatisfiable' : { start, end };
}

export function createDocumentApi(options: DocumentApiOptions) {
  const { store } = options;
  const now = options.now ?? Date.now;
  const secret = options.secret ?? randomBytes(32);
  const table = options.renderers ?? renderers;
  const cacheBytes = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
  const rendered = new Map<string, Promise<Uint8Array>>();
  const sizes = new Map<string, number>();
  let held = 0;

  function sourceOf(documentId: string): DocumentSource | undefined {
    const named = filingOfDocument(documentId);
    if (!named) return undefined;
    const body = store.filing(named.companyNumber, named.transactionId);
    if (body === undefined) return undefined;
    const filing = filingHistoryItemSchema.parse(JSON.parse(body));
    const companyBody = store.company(named.companyNumber);
    const company = companyBody ? companyProfileSchema.safeParse(JSON.parse(companyBody)) : undefined;
    return {
      documentId,
      companyNumber: named.companyNumber,
      filing,
      company: company?.success ? company.data : undefined,
      store,
    };
  }

  const typesOf = (source: DocumentSource) => table.filter((renderer) => renderer.applies(source));

  /** The bytes of one type, rendered once and kept while the cache has room (oldest dropped first). */
  function render(source: DocumentSource, renderer: DocumentRenderer): Promise<Uint8Array> {
    const key = `${source.documentId} ${renderer.mimeType}`;
    const cached = rendered.get(key);
    if (cached) {
      rendered.delete(key);
      rendered.set(key, cached);
      return cached;
    }
    const promise = renderer.render(source);
    rendered.set(key, promise);
    promise.then(
      (bytes) => {
        if (rendered.get(key) !== promise) return;
        sizes.set(key, bytes.byteLength);
        held += bytes.byteLength;
        for (const [old] of rendered) {
          if (held <= cacheBytes || old === key) break;
          held -= sizes.get(old) ?? 0;
          sizes.delete(old);
          rendered.delete(old);
        }
      },
      () => rendered.delete(key),
    );
    return promise;
  }

  const sign = (documentId: string, mimeType: string, expires: number) =>
    createHmac('sha256', secret).update(`${documentId}\n${mimeType}\n${expires}`).digest('base64url');

  /** When the document was made: the day the filing was received, at a time of day its id decides (nanoseconds, as real ones). */
  function createdAt(source: DocumentSource): string {
    const hash = createHash('sha1').update(source.documentId).digest();
    const at = new Date(Date.parse(`${source.filing.date}T08:00:00Z`) + (hash.readUInt32BE(0) % (9 * 3600)) * 1000);
    return `${at.toISOString().slice(0, 19)}.${String(hash.readUInt32BE(4) % 1e9).padStart(9, '0')}Z`;
  }

  return {
    /**
     * GET /document/{id}: the metadata, with links on the real Document API's origin (the
     * handler puts its own in their place, as it does in filing-history items). Undefined: no such document.
     */
    async metadata(documentId: string): Promise<{ body: string; etag: string } | undefined> {
      const source = sourceOf(documentId);
      if (!source) return undefined;
      const { filing } = source;
      const resources: Record<string, { content_length: number }> = {};
      for (const renderer of typesOf(source))
        resources[renderer.mimeType] = { content_length: (await render(source, renderer)).byteLength };
      const accounts = filing.category === 'accounts' && filing.action_date !== undefined;
      const self = `${DOCUMENT_API_ORIGIN}/document/${documentId}`;
      const content = {
        company_number: source.companyNumber,
        barcode: filing.barcode ?? null,
        significant_date: accounts ? `${filing.action_date}T00:00:00Z` : null,
        significant_date_type: accounts ? 'made-up-date' : '',
        category: filing.category,
        pages: Math.max(filing.pages ?? 1, 1),
        filename: `${source.companyNumber}_${filing.type.toLowerCase()}_${filing.date}`,
        created_at: createdAt(source),
        links: { self, document: `${self}/content` },
        resources,
      };
      const etag = createHash('sha1').update(JSON.stringify(content)).digest('hex');
      return { etag, body: JSON.stringify({ ...content, etag }) };
    },

    /** GET /document/{id}/content: 302 to storage on `origin` for a type the document has, else 406; 404 for no such document. */
    async content(documentId: string, accept: string | null | undefined, origin: string): Promise<DocumentResponse> {
      const source = sourceOf(documentId);
      if (!source) return jsonError(404, 'document-not-found');
      const available = typesOf(source).map((renderer) => renderer.mimeType);
      const { types, wildcard } = acceptedTypes(accept);
      const mimeType = types.find((type) => available.includes(type)) ?? (wildcard ? available[0] : undefined);
      if (!mimeType) return jsonError(406, 'not-acceptable', { 'x-available-types': available.join(', ') });
      const expires = Math.floor(now() / 1000) + STORAGE_URL_SECONDS;
      const location =
        `${origin}${STORAGE_PREFIX}${documentId}/${encodeURIComponent(mimeType.replace('/', '-'))}` +
        `?Expires=${expires}&Signature=${sign(documentId, mimeType, expires)}`;
      return { status: 302, headers: { location, 'cache-control': 'no-store' }, body: '' };
    },

    /** GET {STORAGE_PREFIX}{id}/{type}?Expires&Signature: the bytes, whole or one range, without a key; 403 expired or not signed. */
    async storage(path: string, query: string, range: string | null | undefined): Promise<DocumentResponse> {
      const [documentId = '', slug = '', ...rest] = path.slice(STORAGE_PREFIX.length).split('/');
      const search = new URLSearchParams(query);
      const expires = Number(search.get('Expires'));
      const signature = search.get('Signature') ?? '';
      let mimeType: string;
      try {
        mimeType = decodeURIComponent(slug).replace('-', '/');
      } catch {
        return storageRefusal(403, 'AccessDenied', 'Access Denied');
      }
      const expected = Buffer.from(sign(documentId, mimeType, expires));
      const given = Buffer.from(signature);
      if (
        rest.length > 0 ||
        !Number.isInteger(expires) ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      )
        return storageRefusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match');
      if (Math.floor(now() / 1000) > expires) return storageRefusal(403, 'AccessDenied', 'Request has expired');
      const source = sourceOf(documentId);
      const renderer = source && typesOf(source).find((r) => r.mimeType === mimeType);
      if (!source || !renderer) return storageRefusal(404, 'NoSuchKey', 'The specified key does not exist.');
      const bytes = await render(source, renderer);
      const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
      const headers: Record<string, string> = {
        'content-type': mimeType,
        'accept-ranges': 'bytes',
        etag,
        'last-modified': new Date(`${source.filing.date}T00:00:00Z`).toUTCString(),
      };
      const wanted = parseRange(range, bytes.byteLength);
      if (wanted === 'unsatisfiable')
        return {
          ...storageRefusal(416, 'InvalidRange', 'The requested range is not satisfiable'),
          headers: { ...headers, 'content-type': 'application/xml', 'content-range': `bytes */${bytes.byteLength}` },
        };
      if (wanted)
        return {
          status: 206,
          headers: { ...headers, 'content-range': `bytes ${wanted.start}-${wanted.end}/${bytes.byteLength}` },
          body: bytes.subarray(wanted.start, wanted.end + 1),
        };
      return { status: 200, headers, body: bytes };
    },
  };
}

export type DocumentApi = ReturnType<typeof createDocumentApi>;
