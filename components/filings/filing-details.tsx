// One filing in full: what it is, when it was filed and takes effect, its paper record, and
// the annotations, resolutions and associated filings attached to it.
import { DataTable, type Column } from '@/components/ui/data-table';
import { Details } from '@/components/ui/details';
import { filingCategoryLabel } from '@/lib/labels/company';
import { formatDate } from '@/lib/labels/dates';
import { humanizeKey } from '@/lib/labels/label';
import type { FilingHistoryItem } from '@/lib/registry/schemas';
import { FilingDescription, attachedFilings, type AttachedFiling } from './filing-description';
import type { FilingDocumentState } from '@/lib/documents/service';
import { FilingDocument } from './filing-document';
import { BackLink } from '@/components/ui/back-link';

const attachedColumns: Column<AttachedFiling>[] = [
  {
    key: 'date',
    header: 'Date',
    className: 'whitespace-nowrap',
    cell: (filing) => (filing.date ? formatDate(filing.date) : '—'),
  },
  { key: 'type', header: 'Type', className: 'whitespace-nowrap font-mono', cell: (filing) => filing.type ?? '—' },
  {
    key: 'description',
    header: 'Description',
    className: 'min-w-64',
    cell: (filing) => <FilingDescription filing={filing} />,
  },
];

function AttachedSection({ id, title, filings }: { id: string; title: string; filings: readonly AttachedFiling[] }) {
  if (filings.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-base font-semibold">
        {title} ({filings.length})
      </h3>
      <DataTable
        caption={title}
        columns={attachedColumns}
        rows={filings}
        rowKey={(filing) => `${filing.type}-${filing.date}-${filing.description}-${filings.indexOf(filing)}`}
      />
    </section>
  );
}

export function FilingDetails({
  companyNumber,
  filing,
  document,
}: {
  companyNumber: string;
  filing: FilingHistoryItem;
  document: FilingDocumentState;
}) {
  const attached = attachedFilings(filing);
  const subcategory = filing.subcategory ? humanizeKey(filing.subcategory) : undefined;
  return (
    <article aria-labelledby="filing-heading" className="space-y-6">
      <div className="space-y-2">
        <BackLink href={`/company/${encodeURIComponent(companyNumber)}/filing-history`}>All filings</BackLink>
        <h2 id="filing-heading" className="text-lg font-normal break-words">
          <FilingDescription filing={filing} />
        </h2>
      </div>
      <Details
        columns={3}
        items={[
          { term: 'Date filed', value: formatDate(filing.date) },
          { term: 'Form type', value: <span className="font-mono">{filing.type}</span> },
          { term: 'Category', value: filingCategoryLabel(filing.category) },
          { term: 'Subcategory', value: subcategory },
          { term: 'Action date', value: filing.action_date && formatDate(filing.action_date) },
          { term: 'Pages', value: filing.pages?.toLocaleString('en-GB') },
          { term: 'Barcode', value: filing.barcode && <span className="font-mono">{filing.barcode}</span> },
          {
            term: 'Filed',
            value: filing.paper_filed === undefined ? undefined : filing.paper_filed ? 'On paper' : 'Electronically',
          },
          { term: 'Transaction ID', value: <span className="font-mono break-all">{filing.transaction_id}</span> },
        ]}
      />
      <FilingDocument state={document} describes={`form ${filing.type} of ${formatDate(filing.date)}`} />
      <AttachedSection
        id="filing-annotations"
        title="Annotations"
        filings={attached.filter((item) => item.kind === 'Annotation')}
      />
      <AttachedSection
        id="filing-resolutions"
        title="Resolutions"
        filings={attached.filter((item) => item.kind === 'Resolution')}
      />
      <AttachedSection
        id="filing-associated"
        title="Associated filings"
        filings={attached.filter((item) => item.kind === 'Associated filing')}
      />
    </article>
  );
}
