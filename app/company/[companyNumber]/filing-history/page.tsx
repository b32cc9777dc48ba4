// /company/{n}/filing-history – the company's filings, paged, with a category filter in the URL.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import {
  parseCategories,
  categoryParam,
  knownCategories,
  selectedLabels,
} from '@/components/filings/filing-categories';
import { FilingsTable } from '@/components/filings/filings-table';
import { filingsList } from '@/components/filings/filings-list-definition';
import { ProblemState } from '@/components/registry/problem-state';
import { SectionNotRead } from '@/components/registry/section-not-read';
import { StaleNotice } from '@/components/registry/stale-notice';
import { EmptyState } from '@/components/ui/states';
import { documentIdOf, mayHaveIxbrl } from '@/lib/documents/formats';
import { documentFormatsFor } from '@/lib/documents/service';
import { appLog, describeError } from '@/lib/gateway/log';
import { filingHistoryStatusLabel, isFilingHistoryUnavailable } from '@/lib/labels/company';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { filingsDescription } from '@/lib/pages/descriptions';
import { loadListPage } from '@/lib/pages/list-page';
import { sectionNotRead } from '@/lib/pages/section-gap';
import { pageHref, type SearchParamsRecord } from '@/lib/query/page-state';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

/** Whether the `category` parameter is not in its one form: several values, or a category the register has not. */
function needsRedirect(category: SearchParamsRecord[string]): boolean {
  if (Array.isArray(category)) return true;
  const given = parseCategories(category);
  return given.length !== knownCategories(given).length;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { companyNumber } = await params;
  const search = await searchParams;
  // Ticked boxes sent without JavaScript, and unknown categories, are redirected by the page before it reads anything.
  const filings = needsRedirect(search.category)
    ? undefined
    : await loadListPage(filingsList, { company_number: companyNumber }, search);
  return companyRecordMetadata(companyNumber, {
    path: ['filing-history'],
    title: (name) => `Filing history of ${name}`,
    describe: (company) =>
      filingsDescription(
        company,
        filings?.ok ? filings.data : undefined,
        selectedLabels(parseCategories(filings?.state.filters.category)),
      ),
  });
}

export default async function FilingHistoryPage({ params, searchParams }: Props) {
  const { companyNumber } = await params;
  const search = await searchParams;
  const path = `/company/${encodeURIComponent(companyNumber)}/filing-history`;
  // The filter form without JavaScript sends one `category` per ticked box: fold them into
  // the registry's comma-separated form, so every filter has one address; a category the
  // register does not have is dropped from the address (and so from the filter and its chips).
  if (needsRedirect(search.category)) {
    const others = new URLSearchParams();
    for (const [name, value] of Object.entries(search))
      if (name !== 'category' && name !== 'page' && typeof value === 'string') others.set(name, value);
    redirect(pageHref(path, others, { category: categoryParam(knownCategories(parseCategories(search.category))) }));
  }

  const filings = await loadListPage(filingsList, { company_number: companyNumber }, search);
  if (!filings.ok) {
    // An imported bulk file alone does not carry the filing history: not read, not "not found" (still a 404: no tab leads here).
    const gap = filings.problem.kind === 'not-found' ? await sectionNotRead('filingHistoryList') : undefined;
    if (gap) return <SectionNotRead title="Filing history" reason={gap} status={404} />;
    return <ProblemState problem={filings.problem} />;
  }
  const data = filings.data;
  if (isFilingHistoryUnavailable(data.filing_history_status)) {
    return (
      <section aria-labelledby="filing-history-heading" className="space-y-4">
        <h2 id="filing-history-heading" className="text-lg font-semibold">
          Filing history
        </h2>
        <EmptyState title="The filing history of this company is not available here">
          {filingHistoryStatusLabel(data.filing_history_status)}.
        </EmptyState>
      </section>
    );
  }
  // The formats of this page's documents from their metadata, so a row offers only what its
  // document is held in; a failed read leaves the rows to ask in the browser rather than the page unanswered.
  const documentFormats = await documentFormatsFor(
    data.items.flatMap((filing) => {
      const documentId = documentIdOf(filing.links?.document_metadata);
      return documentId ? [{ documentId, mayHaveIxbrl: mayHaveIxbrl(filing) }] : [];
    }),
  ).catch((error: unknown) => {
    appLog('warn', `document formats of ${companyNumber}'s filings could not be read: ${describeError(error)}`);
    return undefined;
  });
  return (
    <>
      <StaleNotice reads={[filings.read]} />
      <FilingsTable context={{ companyNumber, documentFormats }} initial={{ state: filings.state, data }} />
    </>
  );
}
