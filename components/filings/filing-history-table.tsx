'use client';
// A company's filing history: category filter, and a paged table (date, form type, plain
// description, pages) whose page turns happen in the browser (the first page comes from the server).
import Link from 'next/link';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState } from '@/components/ui/states';
import { ListToolbar } from '@/components/registry/list-toolbar';
import { formatDate } from '@/lib/labels/dates';
import type { PageState } from '@/lib/query/page-state';
import { usePageHref } from '@/lib/query/use-page-href';
import { useRegistryPage } from '@/lib/query/use-registry-page';
import type { FilingHistoryItem, FilingHistoryList } from '@/lib/registry/schemas';
import { CategoryFilter } from './category-filter';
import { parseCategories, selectedLabels } from './filing-categories';
import { AttachedFilingList, FilingDescription, attachedFilings } from './filing-description';
import { filingHref } from './filing-links';

export const FILINGS_PAGE_SIZE = 25;

function NotKnown() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not known</span>
    </>
  );
}

/** On phones the form type and page count give way to the description (each filing's own page has both). */
function columnsFor(companyNumber: string): Column<FilingHistoryItem>[] {
  return [
    { key: 'date', header: 'Date', className: 'sm:whitespace-nowrap', cell: (filing) => formatDate(filing.date) },
    { key: 'type', header: 'Type', className: 'whitespace-nowrap font-mono max-sm:hidden', cell: (filing) => filing.type },
    {
      key: 'description',
      header: 'Description',
      className: 'min-w-48 sm:min-w-64',
      cell: (filing) => (
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
    },
    {
      key: 'pages',
      header: 'Pages',
      className: 'whitespace-nowrap text-right max-sm:hidden',
      cell: (filing) => (filing.pages !== undefined ? filing.pages.toLocaleString('en-GB') : <NotKnown />),
    },
  ];
}

export function FilingHistoryTable({ companyNumber, initial }: { companyNumber: string; initial: { state: PageState; data: FilingHistoryList } }) {
  const href = usePageHref();
  const list = useRegistryPage(
    'filingHistoryList',
    { company_number: companyNumber },
    { pageSize: FILINGS_PAGE_SIZE, filterNames: ['category'], initial, total: (data) => data.total_count },
  );
  const { data, state } = list;
  const selected = parseCategories(state.filters.category);
  const filtered = selected.length > 0;
  const count = `${data.total_count.toLocaleString('en-GB')} filing${data.total_count === 1 ? '' : 's'}`;

  return (
    <section aria-labelledby="filing-history-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="filing-history-heading" className="text-lg font-semibold">
          Filing history
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {filtered ? `${count} in ${selectedLabels(selected).join(', ')}` : count}
        </p>
      </div>
      <CategoryFilter selected={selected} onNavigate={list.navigate} />
      <ListToolbar list={list} download={{ path: `/company/${companyNumber}/filing-history`, query: state.filters, noun: 'filings' }} />
      <div className={list.isPlaceholder ? 'opacity-60 transition-opacity' : undefined}>
        <DataTable
          caption="Filing history"
          columns={columnsFor(companyNumber)}
          rows={data.items}
          rowKey={(filing) => filing.transaction_id}
          empty={
            <EmptyState title={filtered ? 'No filings in these categories' : 'No filings'}>
              {filtered ? 'Choose other categories, or show all filings.' : 'The registry holds no filings for this company.'}
            </EmptyState>
          }
        />
      </div>
      <Pagination
        window={{ page: state.page, pageSize: FILINGS_PAGE_SIZE, total: data.total_count }}
        hrefForPage={(page) => href({ page })}
        noun="filings"
        label="Filing history pages"
        onNavigate={list.navigate}
        onApproach={list.prefetchNext}
      />
    </section>
  );
}
