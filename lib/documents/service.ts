// A filing's document through the app: its metadata (read through the gateway, so the cache,
// the budget and per-client costs apply; documents never change, so it is cached long) and
// its content, streamed from the registry's storage with the app's own headers. The content
// link is asked with the key and its redirect is not followed blindly: only to an allowed
// storage host (allow-list.ts), fetched without the key. Storage URLs are never kept.
import 'server-only';
import { env } from '@/lib/env';
import { budgetLow, findResource, getRegistry, OutOfBudget } from '@/lib/gateway';
import { HttpError, refused } from '@/lib/gateway/http';
import { appLog, type Logger } from '@/lib/gateway/log';
import { errorBody, isRegistryError, RegistryError } from '@/lib/registry/errors';
import type { DocumentMetadata } from '@/lib/registry/schemas';
import { DECLARED_LENGTH } from '@/lib/server/declared-length';
import { isAllowedStorageUrl } from './allow-list';
import {
  DOCUMENT_FORMATS,
  DOCUMENT_ID,
  documentContentHref,
  documentFilename,
  documentIdOf,
  documentMetadataHref,
  formatOfMimeType,
  formatsOfResources,
  type DocumentFormat,
  type DocumentFormatsCheck,
} from './formats';

/** What the app says about a document: the registry's metadata, and the app's own links (never the registry's). */
export interface DocumentSummary {
  document_id: string;
  company_number?: string;
  barcode?: string | null;
  category?: string;
  pages?: number;
  significant_date?: string | null;
  significant_date_type?: string | null;
  created_at?: string;
  /** The formats the app can serve it in, with their sizes. */
  formats: { format: DocumentFormat; mime_type: string; label: string; content_length?: number; href: string }[];
  links: { self: string };
}

/** The metadata as the registry sent it; throws 400 for a malformed id and 404 for an unknown document. */
export async function getDocumentMetadataOrThrow(documentId: string): Promise<DocumentMetadata> {
  if (!DOCUMENT_ID.test(documentId))
    throw refused('invalid-path-parameter', {
      error: 'document_id must be 20 to 64 letters, digits, - and _',
      parameter: 'document_id',
    });
  const found = await findResource('documentMetadata', { document_id: documentId });
  if (!found) throw refused('not-found', { error: 'document-not-found' });
  return found.data;
}

export function summariseDocument(documentId: string, metadata: DocumentMetadata): DocumentSummary {
  const formats: DocumentSummary['formats'] = [];
  for (const [mimeType, resource] of Object.entries(metadata.resources)) {
    const format = formatOfMimeType(mimeType);
    if (!format) continue;
    formats.push({
      format,
      mime_type: DOCUMENT_FORMATS[format].mimeType,
      label: DOCUMENT_FORMATS[format].label,
      content_length: resource.content_length,
      href: documentContentHref(documentId, format),
    });
  }
  formats.sort((a, b) => a.format.localeCompare(b.format));
  return {
    document_id: documentId,
    company_number: metadata.company_number,
    barcode: metadata.barcode,
    category: metadata.category,
    pages: metadata.pages,
    significant_date: metadata.significant_date,
    significant_date_type: metadata.significant_date_type,
    created_at: metadata.created_at,
    formats,
    links: { self: documentMetadataHref(documentId) },
  };
}

/** A document's summary, or undefined when the registry has no such document (a malformed id is undefined too). */
export async function findDocument(documentId: string): Promise<DocumentSummary | undefined> {
  if (!DOCUMENT_ID.test(documentId)) return undefined;
  const found = await findResource('documentMetadata', { document_id: documentId });
  return found && summariseDocument(documentId, found.data);
}

export type FilingDocumentState =
  | { kind: 'none' }
  | { kind: 'found'; document: DocumentSummary }
  /** The filing names a document the registry could not describe just now (or does not have): its PDF may still open. */
  | { kind: 'unavailable'; documentId: string; formats: readonly DocumentFormat[] };

/** What the filing's page shows of its document; a registry failure is told, never thrown. */
export async function loadFilingDocument(
  filing: { links?: { document_metadata?: string } },
  log: Logger = appLog,
): Promise<FilingDocumentState> {
  const documentId = documentIdOf(filing.links?.document_metadata);
  if (!documentId) return { kind: 'none' };
  try {
    const document = await findDocument(documentId);
    if (document) return { kind: 'found', document };
  } catch (error) {
    if (!isRegistryError(error)) throw error;
    log('warn', `documents: the metadata of ${documentId} could not be read: ${error.message}`);
  }
  // Only the PDF, which every filed document has: iXBRL is offered where the metadata lists it, never guessed.
  return { kind: 'unavailable', documentId, formats: ['pdf'] };
}

/** Metadata reads one page of the filing history may make on a metered registry (cache hits are free). */
export const DOCUMENT_FORMATS_MAX_READS = 10;
/** Reads side by side: the embedded registry answers in-process, a remote one is not flooded. */
const CONCURRENT_READS = 4;

/**
 * The formats each document is held in, from its metadata read through the gateway (cached long,
 * documents never change), for the rows of one page of the filing history. On a metered registry
 * at most `maxReads` registry calls, and none when the budget is low; documents that may hold
 * iXBRL (mayHaveIxbrl) are read first. What is not read says why: its row offers the PDF and the
 * filing's page, never a guessed iXBRL.
 */
export async function documentFormatsFor(
  documents: readonly { documentId: string; mayHaveIxbrl?: boolean }[],
  { maxReads = DOCUMENT_FORMATS_MAX_READS, log = appLog }: { maxReads?: number; log?: Logger } = {},
): Promise<Record<string, DocumentFormatsCheck>> {
  const checks: Record<string, DocumentFormatsCheck> = {};
  const wanted = [...new Map(documents.map((document) => [document.documentId, document])).values()]
    .filter(({ documentId }) => {
      if (DOCUMENT_ID.test(documentId)) return true;
      checks[documentId] = { status: 'not-read', reason: 'its document id is not one the app reads' };
      return false;
    })
    // Stable: the page's order within each group.
    .sort((a, b) => Number(b.mayHaveIxbrl ?? false) - Number(a.mayHaveIxbrl ?? false));
  const registry = getRegistry();
  if (registry.metered && wanted.length > 0 && (await budgetLow())) {
    for (const { documentId } of wanted)
      checks[documentId] = { status: 'not-read', reason: 'the registry’s request budget is low' };
    return checks;
  }
  const session = registry.session({ maxCalls: maxReads });
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const { documentId } = wanted[next++]!;
      try {
        const found = await session.find('documentMetadata', { document_id: documentId });
        checks[documentId] = found
          ? { status: 'read', formats: formatsOfResources(found.data.resources) }
          : { status: 'not-read', reason: 'the registry does not describe this document' };
      } catch (error) {
        if (error instanceof OutOfBudget) {
          checks[documentId] = { status: 'not-read', reason: 'this page’s share of registry reads is spent' };
          continue;
        }
        if (!isRegistryError(error)) throw error;
        log('warn', `documents: the metadata of ${documentId} could not be read: ${error.message}`);
        checks[documentId] = { status: 'not-read', reason: 'the registry did not answer for it' };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_READS, wanted.length) }, worker));
  return checks;
}

/** Storage's headers passed on: the app sets its own type, name and caching. */
const PASSED_ON = ['content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'] as const;
/** iXBRL is a third party's XHTML: nothing in it runs, loads or submits. */
export const IXBRL_CSP =
  "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
/** A PDF may be shown in the app's own filing page, nowhere else. */
export const PDF_CSP = "default-src 'none'; frame-ancestors 'self'";

const badGateway = (error: string) => new HttpError(502, errorBody(error));

/** 406: the document is not held in the format asked for; says which it is held in, for the route's HTML page. */
export class FormatNotAvailable extends HttpError {
  constructor(
    readonly documentId: string,
    readonly format: DocumentFormat,
    /** The formats the app can serve it in, as its metadata lists them. */
    readonly available: readonly DocumentFormat[],
    readonly companyNumber?: string,
    availableText = available.join(', '),
  ) {
    super(
      406,
      errorBody('document-format-not-available', 'ch:service', { error_values: { format, available: availableText } }),
      // A browser is answered a page instead (format-page.ts): the answer depends on Accept.
      { vary: 'accept' },
    );
  }
}

export interface ContentOptions {
  /** The client's Range header, passed to storage. */
  range?: string | null;
  /** The reader's request's signal: when it aborts (the reader left), storage is no longer read. */
  signal?: AbortSignal;
  /**
   * The body is relayed to a reader as it arrives (the content route): storage's headers and
   * each chunk within REGISTRY_TIMEOUT_MS, the whole within DOCUMENT_STREAM_MAX_MS. Otherwise
   * (a document the server reads itself) headers and body within REGISTRY_TIMEOUT_MS together.
   * Either way a stall cuts the body: its stream errors.
   */
  stream?: boolean;
  /** Who the registry call is charged to. */
  client?: string;
  log?: Logger;
}

/**
 * The document's bytes in one format, streamed: 200 (or 206 for a range) with the app's
 * headers. 400 bad id, 404 unknown, 406 a format the document is not held in, 502 when the
 * registry or its storage fails or points somewhere not allowed (logged, without the URL's
 * query: it is a signature), 504 when either does not answer in time (`options.stream` says
 * which deadlines apply to the body).
 */
export async function documentContent(
  documentId: string,
  format: DocumentFormat,
  options: ContentOptions = {},
): Promise<Response> {
  const log = options.log ?? appLog;
  const metadata = await getDocumentMetadataOrThrow(documentId);
  const { mimeType } = DOCUMENT_FORMATS[format];
  const held = formatsOfResources(metadata.resources).map((known) => known.format);
  if (!Object.keys(metadata.resources).some((type) => type.toLowerCase() === mimeType))
    throw new FormatNotAvailable(
      documentId,
      format,
      held,
      metadata.company_number,
      Object.keys(metadata.resources).join(', '),
    );

  const gateway = getRegistry();
  const redirect = await gateway.documentContent(documentId, {
    accept: mimeType,
    signal: options.signal,
    client: options.client,
  });
  // Not awaited: under Next's patched fetch, cancelling a body resolves only when the call's timeout fires.
  void redirect.body?.cancel().catch(() => {});
  if (redirect.status === 404) throw refused('not-found', { error: 'document-not-found' });
  if (redirect.status === 406)
    throw new FormatNotAvailable(
      documentId,
      format,
      held.filter((known) => known !== format),
      metadata.company_number,
    );
  if (redirect.status === 429)
    throw new RegistryError('rate-limited', 'documentContent: the Document API answered 429', {
      status: 429,
      endpoint: 'documentContent',
      retryAfterSeconds: Number(redirect.headers.get('retry-after') ?? redirect.headers.get('x-ratelimit-reset')) || 60,
    });
  if (redirect.status === 401 || redirect.status === 403)
    throw new RegistryError('unauthorised', `documentContent: the Document API answered ${redirect.status}`, {
      status: redirect.status,
      endpoint: 'documentContent',
    });
  const location = redirect.headers.get('location');
  if (redirect.status < 300 || redirect.status > 399 || !location) {
    log('error', `documents: the Document API answered ${redirect.status} without a redirect for ${documentId}`);
    throw badGateway('document-unavailable');
  }

  let storage: URL;
  try {
    storage = new URL(location, gateway.documentOrigin);
  } catch {
    log('error', `documents: the Document API redirected ${documentId} to an address that is not a URL`);
    throw badGateway('document-unavailable');
  }
  const allowed = { documentOrigin: gateway.documentOrigin, origins: env().REGISTRY_DOCUMENT_STORAGE_ORIGINS };
  if (!isAllowedStorageUrl(storage, allowed)) {
    log(
      'warn',
      `documents: refused a redirect of ${documentId} to ${storage.protocol}//${storage.host}${storage.pathname.slice(0, 120)}: not a storage host the app allows`,
    );
    throw badGateway('document-storage-not-allowed');
  }

  // No Authorization, ever: storage takes its permission from the URL's signature.
  const headers: Record<string, string> = {};
  if (options.range && options.range.length < 100) headers.range = options.range;
  const stored = await gateway.fetchStorage(storage.href, { headers, signal: options.signal, stream: options.stream });
  if (stored.status === 416) {
    void stored.body?.cancel().catch(() => {});
    return new Response(null, {
      status: 416,
      headers: { 'content-range': stored.headers.get('content-range') ?? 'bytes */*' },
    });
  }
  if ((stored.status !== 200 && stored.status !== 206) || !stored.body) {
    void stored.body?.cancel().catch(() => {});
    log('error', `documents: storage answered ${stored.status} for ${documentId} (${storage.host})`);
    throw badGateway('document-unavailable');
  }

  const out = new Headers({
    'content-type': format === 'xhtml' ? `${mimeType}; charset=utf-8` : mimeType,
    'content-disposition': `inline; filename="${documentFilename(metadata, documentId, format)}"`,
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
    'content-security-policy': format === 'xhtml' ? IXBRL_CSP : PDF_CSP,
    'x-frame-options': 'SAMEORIGIN',
    'accept-ranges': 'bytes',
  });
  for (const name of PASSED_ON) {
    const value = stored.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  // Next drops Content-Length from route handlers; the server restores it from this (server.ts).
  const length = out.get('content-length');
  if (length !== null) out.set(DECLARED_LENGTH, length);
  return new Response(stored.body, { status: stored.status, headers: out });
}
