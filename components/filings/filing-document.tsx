// A filing's document on the filing's page: what the registry holds (pages, dates, the
// formats and their sizes), links to each through the app's document proxy, and the PDF
// shown inline in a frame, with a plain link for browsers that will not show it.
import { formatDate } from '@/lib/labels/dates';
import { documentContentHref } from '@/lib/documents/formats';
import type { FilingDocumentState } from '@/lib/documents/service';
import { Details } from '@/components/ui/details';
import { inlineLinkClass } from '@/components/ui/text-link';
import { DocumentLinks } from './document-links';

export function FilingDocument({ state, describes }: { state: FilingDocumentState; describes: string }) {
  if (state.kind === 'none')
    return (
      <section aria-labelledby="filing-document" className="space-y-2">
        <h3 id="filing-document" className="text-base font-semibold">
          Document
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The registry holds no document image for this filing.
        </p>
      </section>
    );
  if (state.kind === 'unavailable')
    return (
      <section aria-labelledby="filing-document" className="space-y-2">
        <h3 id="filing-document" className="text-base font-semibold">
          Document
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The registry could not describe this filing&apos;s document just now, so its other formats are not known. You
          can still try to open its PDF:{' '}
          <DocumentLinks
            documentId={state.documentId}
            formats={state.formats.map((format) => ({ format }))}
            describes={describes}
          />
        </p>
      </section>
    );

  const { document } = state;
  const pdf = document.formats.find((format) => format.format === 'pdf');
  return (
    <section aria-labelledby="filing-document" className="space-y-4">
      <h3 id="filing-document" className="text-base font-semibold">
        Document
      </h3>
      <Details
        columns={3}
        items={[
          { term: 'Pages', value: document.pages?.toLocaleString('en-GB') },
          {
            term: document.significant_date_type === 'made-up-date' ? 'Made up to' : 'Significant date',
            value: document.significant_date ? formatDate(document.significant_date.slice(0, 10)) : undefined,
          },
          {
            term: 'Scanned or made',
            value: document.created_at ? formatDate(document.created_at.slice(0, 10)) : undefined,
          },
          {
            term: 'Formats',
            value:
              document.formats.length > 0 ? (
                <DocumentLinks documentId={document.document_id} formats={document.formats} describes={describes} />
              ) : (
                'None the app can show'
              ),
          },
          { term: 'Document ID', value: <span className="font-mono break-all">{document.document_id}</span> },
        ]}
      />
      {pdf && (
        <figure className="space-y-2">
          <iframe
            src={documentContentHref(document.document_id, 'pdf')}
            title={`PDF of ${describes}`}
            className="h-[32rem] w-full rounded border border-slate-300 bg-white sm:h-[48rem] dark:border-slate-700"
            data-testid="document-preview"
          />
          <figcaption className="text-sm text-slate-700 dark:text-slate-300">
            Your browser shows the PDF above if it can.{' '}
            <a className={inlineLinkClass} href={documentContentHref(document.document_id, 'pdf')}>
              Open the PDF
            </a>{' '}
            on its own, or save it.
          </figcaption>
        </figure>
      )}
    </section>
  );
}
