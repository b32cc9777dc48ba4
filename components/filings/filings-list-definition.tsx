// The definition of a company's filing history: the category filter, the table's columns and
// what the export writes for each.
import Link from 'next/link';
import { defineList } from '@/components/lists/define-list';
import { filingsExport } from '@/lib/export/lists/filings';
import { formatDate } from '@/lib/labels/dates';
import { CategoryFilter } from './category-filter';
import { parseCategories, selectedLabels } from './filing-categories';
import { AttachedFilingList, FilingDescription, attachedFilings } from './filing-description';
import { filingHref } from './filing-links';
import { RowDocumentLinks } from './document-links';
import { DocumentFormatsLookup } from './document-formats-lookup';
import { documentIdOf, mayHaveIxbrl, type DocumentFormatsCheck } from '@/lib/documents/formats';

export interface FilingsContext {
  companyNumber: string;
  /** The formats of the server-rendered page's documents, by document id (their metadata); rows of later pages ask in the browser. */
  documentFormats?: Record<string, DocumentFormatsCheck>;
}

function NotKnown() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not known</span>
    </>
  );
}

const filteredBy = (filters: Record<string, string>) => parseCategories(filters.category);

export const filingsList = defineList<'filingHistoryList', FilingsContext>({
  endpoint: 'filingHistoryList',
  params: ({ companyNumber }) => ({ company_number: companyNumber }),
  filters: [],
  carries: ['category'],
  filterControl: ({ filters, onNavigate }) => <CategoryFilter selected={filteredBy(filters)} onNavigate={onNavigate} />,
  total: (data) => data.total_count,
  rowKey: (filing) => filing.transaction_id,
  nouns: () => ({ one: 'filing', many: 'filings' }),
  caption: () => 'Filing history',
  heading: () => 'Filing history',
  intro: (data, state) => {
    const count = `${data.total_count.toLocaleString('en-GB')} filing${data.total_count === 1 ? '' : 's'}`;
    const selected = filteredBy(state.filters);
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {selected.length > 0 ? `${count} in ${selectedLabels(selected).join(', ')}` : count}
      </p>
    );
  },
  pagesLabel: () => 'Filing history pages',
  empty: (state) =>
    filteredBy(state.filters).length > 0
      ? { title: 'No filings in these categories', body: 'Choose other categories, or show all filings.' }
      : { title: 'No filings', body: 'The registry holds no filings for this company.' },
  columns: [
    {
      key: 'date',
      header: 'Date',
      className: 'sm:whitespace-nowrap',
      cell: (filing) => formatDate(filing.date),
      export: filingsExport.date,
    },
    {
      key: 'type',
      header: 'Type',
      className: 'whitespace-nowrap font-mono',
      cell: (filing) => filing.type,
      export: filingsExport.type,
    },
    {
      key: 'description',
      header: 'Description',
      className: 'min-w-48 sm:min-w-64',
      cell: (filing, { companyNumber }) => (
        <>
          <Link
            href={filingHref(companyNumber, filing.transaction_id)}
            className="text-blue-700 underline-offset-2 hover:underline dark:text-blue-400"
          >
            <FilingDescription filing={filing} />
          </Link>
          <AttachedFilingList filings={attachedFilings(filing)} />
        </>
      ),
      export: filingsExport.description,
    },
    {
      key: 'pages',
      header: 'Pages',
      className: 'whitespace-nowrap text-right',
      cell: (filing) => (filing.pages !== undefined ? filing.pages.toLocaleString('en-GB') : <NotKnown />),
      export: filingsExport.pages,
    },
    {
      key: 'document',
      header: 'Document',
      className: 'whitespace-nowrap',
      cell: (filing, { companyNumber, documentFormats }) => {
        const documentId = documentIdOf(filing.links?.document_metadata);
        if (!documentId)
          return (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">No document</span>
            </>
          );
        const describes = `form ${filing.type} of ${formatDate(filing.date)}`;
        const href = filingHref(companyNumber, filing.transaction_id);
        return documentFormats && documentId in documentFormats ? (
          <RowDocumentLinks
            documentId={documentId}
            check={documentFormats[documentId]}
            filingHref={href}
            describes={describes}
          />
        ) : (
          <DocumentFormatsLookup
            documentId={documentId}
            mayHaveIxbrl={mayHaveIxbrl(filing)}
            filingHref={href}
            describes={describes}
          />
        );
      },
      export: filingsExport.document,
    },
  ],
});
