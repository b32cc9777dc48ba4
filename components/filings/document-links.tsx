// Links to a filing's document in each format it is held in, through the app's document
// proxy (the registry's own links need its key). Plain anchors: the proxy is no page.
import { DOCUMENT_FORMATS, documentContentHref, type DocumentFormat } from '@/lib/documents/formats';
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
