// /company/{n}/filing-history/{transaction_id} – one filing in full, with what is attached to it.
// No loading.tsx here: a streamed page could not answer an unknown id with the status 404.
import type { Metadata } from 'next';
import { FilingDetails } from '@/components/filings/filing-details';
import { ProblemState } from '@/components/registry/problem-state';
import { StaleNotice } from '@/components/registry/stale-notice';
import { loadFilingDocument } from '@/lib/documents/service';
import { formatDate } from '@/lib/labels/dates';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { filingDescription } from '@/lib/pages/descriptions';
import { load } from '@/lib/pages/load';
import { renderOnFirstVisit } from '@/lib/pages/page-cache';

// Kept in the page cache for up to an hour, less if its data says so (lib/pages/page-cache.ts).
export const revalidate = 3600;
export const generateStaticParams = renderOnFirstVisit;

interface Props {
  params: Promise<{ companyNumber: string; transactionId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { companyNumber, transactionId } = await params;
  const filing = await load('filingHistoryItem', { company_number: companyNumber, transaction_id: transactionId });
  const data = filing.ok ? filing.result.data : undefined;
  return companyRecordMetadata(companyNumber, {
    path: ['filing-history', transactionId],
    title: (name) => (data ? `${data.type} filed ${formatDate(data.date)} – ${name}` : `Filing of ${name}`),
    describe: (company) => (data ? filingDescription(company, data) : `A filing of ${company}.`),
  });
}

export default async function FilingPage({ params }: Props) {
  const { companyNumber, transactionId } = await params;
  const filing = await load('filingHistoryItem', { company_number: companyNumber, transaction_id: transactionId });
  if (!filing.ok) return <ProblemState problem={filing.problem} />;
  const document = await loadFilingDocument(filing.result.data);
  return (
    <>
      <StaleNotice reads={[filing.result]} />
      <FilingDetails companyNumber={companyNumber} filing={filing.result.data} document={document} />
    </>
  );
}
