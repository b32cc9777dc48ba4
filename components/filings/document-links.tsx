// Links to a filing's document in each format it is held in, through the app's document
// proxy (the registry's own links need its key). Plain anchors: the proxy is no page. A format
// is offered only where the document's metadata lists it (its `resources`): the filing's page
// reads it, and so does the filing history for the rows of a page (rowDocumentLinks).
import Link from 'next/link';
import {
  DOCUMENT_FORMATS,
  documentContentHref,
  rowDocumentLinks,
  type DocumentFormat,
  type DocumentFormatsCheck,
} from '@/lib/documents/formats';
import { linkClass } from '@/components/ui/text-link';

function size(bytes: number | undefined): string | undefined {
  if (bytes === undefined) return undefined;
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function DocumentLinks({
  documentId,
  formats,
  describes,
}: {
  documentId: string;
  formats: readonly { format: DocumentFormat; content_length?: number }[];
  /** What the document is, for screen readers: "form AA of 12 March 2026". */
  describes: string;
}) {
  if (formats.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap gap-x-3 gap-y-1">
      {formats.map(({ format, content_length }) => {
        const bytes = size(content_length);
        return (
          <a
            key={format}
            href={documentContentHref(documentId, format)}
            className={`${linkClass} font-medium whitespace-nowrap`}
            data-document-format={format}
          >
            {DOCUMENT_FORMATS[format].label}
            <span className="sr-only"> of {describes}</span>
            {bytes && <span className="font-normal text-slate-600 dark:text-slate-400"> ({bytes})</span>}
          </a>
        );
      })}
    </span>
  );
}

/**
 * A filing-history row's document links: the formats its metadata lists when it was read;
 * otherwise the PDF and a link to the filing's page, which reads the metadata, for any other
 * format (never a guessed iXBRL). `pending`: the check is on its way; the PDF alone meanwhile.
 */
export function RowDocumentLinks({
  documentId,
  check,
  pending = false,
  filingHref,
  describes,
}: {
  documentId: string;
  check: DocumentFormatsCheck | undefined;
  pending?: boolean;
  filingHref: string;
  describes: string;
}) {
  const { formats, otherFormatsOnFilingPage } = rowDocumentLinks(check);
  if (formats.length === 0)
    return (
      <Link href={filingHref} className={`${linkClass} text-sm`} data-document-formats="none">
        No format shown here<span className="sr-only"> for {describes}</span>: see the filing
      </Link>
    );
  return (
    <span className="inline-flex flex-wrap gap-x-3 gap-y-1" data-document-formats={check?.status ?? 'pending'}>
      <DocumentLinks documentId={documentId} formats={formats} describes={describes} />
      {otherFormatsOnFilingPage && !pending && (
        <Link
          href={filingHref}
          className={`${linkClass} text-sm text-slate-600 dark:text-slate-400`}
          title={check?.status === 'not-read' ? `Formats not read here: ${check.reason}` : undefined}
          data-document-other-formats
        >
          Other formats?<span className="sr-only"> of {describes}, on the filing’s page</span>
        </Link>
      )}
    </span>
  );
}
