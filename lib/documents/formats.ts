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
 * The formats a filing's document can be expected in, read off the filing alone (the filing
 * history shows links without asking for every document's metadata): PDF for any filing with
 * a document, iXBRL too for accounts (AA) filed electronically on or after IXBRL_FROM, the
 * rule the registry's own site uses. Not every such filing has one: the filing's page, which
 * reads the metadata, lists exactly what the document is held in.
 */
export function expectedFormats(filing: {
  type?: string;
  date?: string;
  paper_filed?: boolean;
  links?: { document_metadata?: string };
}): DocumentFormat[] {
  if (!documentIdOf(filing.links?.document_metadata)) return [];
  const ixbrl = filing.type === 'AA' && !filing.paper_filed && (filing.date ?? '') >= IXBRL_FROM;
  return ixbrl ? ['pdf', 'xhtml'] : ['pdf'];
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
