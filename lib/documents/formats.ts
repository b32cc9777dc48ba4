// The formats a filing's document can be read in through the app, and the app's addresses
// for them. Browser-safe: the filing history and filing pages build links from it.

export const DOCUMENT_FORMATS = {
  pdf: { mimeType: 'application/pdf', label: 'PDF', extension: 'pdf' },
  xhtml: { mimeType: 'application/xhtml+xml', label: 'iXBRL', extension: 'xhtml' },
} as const;

export type DocumentFormat = keyof typeof DOCUMENT_FORMATS;
export const documentFormats = Object.keys(DOCUMENT_FORMATS) as DocumentFormat[];

/** Real ids are 43 characters of base64url; the app accepts 20 to 64 and refuses the rest (400). */
export const DOCUMENT_ID = /^[A-Za-z0-9_-]{20,64}$/;

/** The app's format for a MIME type the Document API lists, if it offers one. */
export function formatOfMimeType(mimeType: string): DocumentFormat | undefined {
  return documentFormats.find((format) => DOCUMENT_FORMATS[format].mimeType === mimeType.toLowerCase());
}

export function documentMetadataHref(documentId: string): string {
  return `/api/documents/${encodeURIComponent(documentId)}`;
}

export function documentContentHref(documentId: string, format: DocumentFormat): string {
  return `/api/documents/${encodeURIComponent(documentId)}/content?format=${format}`;
}

/** The registry offers machine-readable accounts for accounts filed electronically from this day on. */
export const IXBRL_FROM = '2015-06-01';

/**
 * Whether a filing's document may be held in more than PDF, read off the filing alone: accounts
 * (AA) filed electronically on or after IXBRL_FROM, the rule the registry's own site uses. Never
 * a promise (many such filings are PDF only): the filing history reads these documents' metadata
 * first when its reads are limited, and offers only what the metadata lists.
 */
export function mayHaveIxbrl(filing: { type?: string; date?: string; paper_filed?: boolean }): boolean {
  return filing.type === 'AA' && !filing.paper_filed && (filing.date ?? '') >= IXBRL_FROM;
}

/** What the app knows of the formats a filing-history row's document is held in. */
export type DocumentFormatsCheck =
  /** Its metadata was read: the formats the app can serve, with their sizes (the metadata's `resources`). */
  | { status: 'read'; formats: { format: DocumentFormat; content_length?: number }[] }
  /** Not read (a metered registry's small budget spent, or the registry did not answer): why. */
  | { status: 'not-read'; reason: string };

/** Most documents one formats check asks about (GET /api/documents/formats; the filing history's largest page). */
export const MAX_DOCUMENTS_PER_CHECK = 100;

/** The app's address that checks the formats of documents, in the order given (those likeliest to hold iXBRL first). */
export function documentFormatsCheckHref(documentIds: readonly string[]): string {
  return `/api/documents/formats?${new URLSearchParams(documentIds.map((id) => ['id', id]))}`;
}

/** The links a filing-history row offers for its document. */
export interface RowDocumentLinks {
  formats: { format: DocumentFormat; content_length?: number }[];
  /** Its formats were not read: the row offers the PDF and points to the filing's page for the rest. */
  otherFormatsOnFilingPage: boolean;
}

/**
 * A row's document links from its check: exactly the formats the metadata lists when it was read
 * (the source of truth the filing's page uses); otherwise the PDF alone, which every filed
 * document has, and a pointer to the filing's page rather than a promise of iXBRL.
 */
export function rowDocumentLinks(check: DocumentFormatsCheck | undefined): RowDocumentLinks {
  if (check?.status === 'read') return { formats: check.formats, otherFormatsOnFilingPage: false };
  return { formats: [{ format: 'pdf' }], otherFormatsOnFilingPage: true };
}

/** The formats the app can serve from a metadata's `resources` (keyed by MIME type), in a stable order. */
export function formatsOfResources(
  resources: Record<string, { content_length?: number }>,
): { format: DocumentFormat; content_length?: number }[] {
  const formats: { format: DocumentFormat; content_length?: number }[] = [];
  for (const [mimeType, resource] of Object.entries(resources)) {
    const format = formatOfMimeType(mimeType);
    if (!format || formats.some((known) => known.format === format)) continue;
    formats.push(
      resource.content_length === undefined ? { format } : { format, content_length: resource.content_length },
    );
  }
  return formats.sort((a, b) => a.format.localeCompare(b.format));
}

/** The document's id at the end of a document-metadata URL, if it looks like one. */
export function documentIdOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return undefined;
  }
  const id = path.split('/').filter(Boolean).pop();
  return id && /^[\w-]+$/.test(id) ? id : undefined;
}

/**
 * The name a downloaded document is saved under: company, date and form, such as
 * `00719244-2026-03-31-AA.pdf`. The date is the made-up date when the document has one
 * (accounts), else the date in the registry's own file name; the form comes from that name.
 */
export function documentFilename(
  metadata: { company_number?: string; significant_date?: string | null; filename?: string },
  documentId: string,
  format: DocumentFormat,
): string {
  const named = /^([A-Z0-9]{8})_([a-z0-9]{1,12})_(\d{4}-\d{2}-\d{2})$/i.exec(metadata.filename ?? '');
  const company = /^[A-Z0-9]{8}$/.test(metadata.company_number ?? '') ? metadata.company_number! : named?.[1];
  const date = /^\d{4}-\d{2}-\d{2}/.exec(metadata.significant_date ?? '')?.[0] ?? named?.[3];
  const form = named?.[2]?.toUpperCase();
  const parts = company && date && form ? [company, date, form] : [company ?? 'document', documentId.slice(0, 12)];
  return `${parts.join('-')}.${DOCUMENT_FORMATS[format].extension}`;
}
