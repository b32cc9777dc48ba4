// /company/{n}/filing-history – the company's filings, 25 a page, with a category filter in the URL.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { parseCategories, categoryParam, selectedLabels } from '@/components/filings/filing-categories';
import { FILINGS_PAGE_SIZE, FilingHistoryTable } from '@/components/filings/filing-history-table';
import { ProblemState } from '@/components/registry/problem-state';
import { EmptyState } from '@/components/ui/states';
import { filingHistoryStatusLabel, isFilingHistoryUnavailable } from '@/lib/labels/company';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { filingsDescription } from '@/lib/pages/descriptions';
import { load } from '@/lib/pages/load';
import { pageHref, pageQuery, readPageState, type SearchParamsRecord } from '@/lib/query/page-state';
import { catalogue } from '@/lib/registry/catalogue';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

const readFilingsState = (search: SearchParamsRecord) => readPageState(search, FILINGS_PAGE_SIZE, { category: catalogue.filingHistoryList.query.category });

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { companyNumber } = await params;
  const search = await searchParams;
  const state = readFilingsState(search);
  // Ticked boxes sent without JavaScript are redirected by the page before it reads anything.
  const filings = Array.isArray(search.category) ? undefined : await load('filingHistoryList', { company_number: companyNumber }, pageQuery(state));
  return companyRecordMetadata(companyNumber, {
    path: ['filing-history'],
    title: (name) => `Filing history of ${name}`,
    describe: (company) => filingsDescription(company, filings?.ok ? filings.result.data : undefined, selectedLabels(parseCategories(state.filters.category))),
  });
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

  const state = readFilingsState(search);
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
