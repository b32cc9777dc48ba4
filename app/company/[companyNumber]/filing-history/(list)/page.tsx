// /company/{n}/filing-history – the company's filings, 25 a page, with a category filter in the URL.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { parseCategories, categoryParam } from '@/components/filings/filing-categories';
import { FILINGS_PAGE_SIZE, FilingHistoryTable } from '@/components/filings/filing-history-table';
import { ProblemState } from '@/components/registry/problem-state';
import { EmptyState } from '@/components/ui/states';
import { filingHistoryStatusLabel, isFilingHistoryUnavailable } from '@/lib/labels/company';
import { load } from '@/lib/pages/load';
import { pageHref, pageQuery, readPageState, type SearchParamsRecord } from '@/lib/query/page-state';
import { catalogue } from '@/lib/registry/catalogue';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { companyNumber } = await params;
  const profile = await load('companyProfile', { company_number: companyNumber });
  return { title: `Filing history of ${profile.ok ? profile.result.data.company_name : companyNumber}` };
}

export default async function FilingHistoryPage({ params, searchParams }: Props) {
  const { companyNumber } = await params;
  const search = await searchParams;
  const path = `/company/${encodeURIComponent(companyNumber)}/filing-history`;
  // The filter form without JavaScript sends one `category` per ticked box: fold them into
  // the registry's comma-separated form, so every filter has one address.
  if (Array.isArray(search.category)) {
    const others = new URLSearchParams();
    for (const [name, value] of Object.entries(search)) if (name !== 'category' && name !== 'page' && typeof value === 'string') others.set(name, value);
    redirect(pageHref(path, others, { category: categoryParam(parseCategories(search.category)) }));
  }

  const state = readPageState(search, FILINGS_PAGE_SIZE, { category: catalogue.filingHistoryList.query.category });
  const filings = await load('filingHistoryList', { company_number: companyNumber }, pageQuery(state));
  if (!filings.ok) return <ProblemState problem={filings.problem} />;
  const data = filings.result.data;
  if (isFilingHistoryUnavailable(data.filing_history_status)) {
    return (
      <section aria-labelledby="filing-history-heading" className="space-y-4">
        <h2 id="filing-history-heading" className="text-lg font-semibold">
          Filing history
        </h2>
        <EmptyState title="The filing history of this company is not available here">{filingHistoryStatusLabel(data.filing_history_status)}.</EmptyState>
      </section>
    );
  }
  return <FilingHistoryTable companyNumber={companyNumber} initial={{ state, data }} />;
}
