// /company/{n}/financials – the company's figures over the years from its accounts: a table with one
// column per period end, a chart, and downloads.
import type { Metadata } from 'next';
import { FinancialsChart } from '@/components/financials/financials-chart';
import { FinancialsTable } from '@/components/financials/financials-table';
import { ProblemState } from '@/components/registry/problem-state';
import { SectionNotRead } from '@/components/registry/section-not-read';
import { NotReadNotice } from '@/components/ui/states';
import { inlineLinkClass } from '@/components/ui/text-link';
import { lastAccountsTypeLabel } from '@/lib/labels/company';
import { financialsOf } from '@/lib/financials/service';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { describeProblem, load, NOT_FOUND } from '@/lib/pages/load';
import { accountsTheFileCarries } from '@/lib/pages/not-read';
import { sectionNotRead } from '@/lib/pages/section-gap';

interface Props {
  params: Promise<{ companyNumber: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { companyNumber } = await params;
  return companyRecordMetadata(companyNumber, {
    path: ['financials'],
    title: (name) => `Financials of ${name}`,
    describe: (company) =>
      `${company}'s figures over the years, from the accounts it filed: net assets, cash, turnover and profit where disclosed.`,
  });
}

export default async function FinancialsPage({ params }: Props) {
  const { companyNumber } = await params;
  let financials;
  try {
    financials = await financialsOf(companyNumber);
  } catch (error) {
    return <ProblemState problem={describeProblem(error)} />;
  }
  if (!financials) return <ProblemState problem={NOT_FOUND} />;
  const { periods } = financials;
  // Accounts come from the filing history: where the registry does not carry it (an imported bulk
  // file alone), no accounts were read, which is not to say none were filed.
  const gap = periods.length === 0 ? await sectionNotRead('filingHistoryList') : undefined;
  if (gap) {
    const profile = await load('companyProfile', { company_number: companyNumber });
    return (
      <SectionNotRead title="Financials" reason={gap}>
        {profile.ok ? accountsTheFileCarries(profile.result.data, lastAccountsTypeLabel) : undefined}
      </SectionNotRead>
    );
  }
  const download = (format: string) => `/api/financials/company/${encodeURIComponent(companyNumber)}?format=${format}`;
  const readable = periods.some(
    (period) => period.source.format === 'ixbrl' || period.source.format === 'ixbrl-comparative',
  );
  const notRead = periods.some((period) => period.source.format === 'unavailable');

  return (
    <section aria-labelledby="financials-heading" className="space-y-6">
      <div className="space-y-1">
        <h2 id="financials-heading" className="text-lg font-semibold">
          Financials
        </h2>
        <p className="max-w-3xl text-slate-800 dark:text-slate-200">
          {periods.length === 0
            ? 'The register holds no annual accounts for this company.'
            : readable
              ? 'Figures as the filed accounts state them, in pounds. Small companies need not file a profit and loss account: those lines show as not disclosed. Each figure links to the accounts it was read from.'
              : 'None of these accounts was filed in a machine-readable form (iXBRL), so their figures cannot be shown here: open the filings to read them.'}
        </p>
        {periods.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400 print:hidden">
            Download:{' '}
            <a className={inlineLinkClass} href={download('json')}>
              JSON
            </a>{' '}
            <a className={inlineLinkClass} href={download('csv')}>
              CSV
            </a>
          </p>
        )}
      </div>
      {notRead && (
        <NotReadNotice
          title="Some accounts were not read this time"
          reasons={[
            'The registry did not answer, or this page used its share of registry requests. Reload later to fill them in.',
          ]}
        />
      )}
      {periods.length > 0 && <FinancialsTable companyNumber={financials.company_number} periods={periods} />}
      {readable && <FinancialsChart periods={periods} />}
    </section>
  );
}
