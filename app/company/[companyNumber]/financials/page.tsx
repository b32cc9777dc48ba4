// /company/{n}/financials – the company's figures over the years from its accounts: a table with one
// column per period end, a chart, and downloads.
import type { Metadata } from 'next';
import { FinancialsChart } from '@/components/financials/financials-chart';
import { FinancialsTable } from '@/components/financials/financials-table';
import { ProblemState } from '@/components/registry/problem-state';
import { inlineLinkClass } from '@/components/ui/text-link';
import { financialsOf } from '@/lib/financials/service';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { describeProblem, NOT_FOUND } from '@/lib/pages/load';

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
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40">
          Some accounts were not read this time (the registry did not answer, or this page used its share of registry
          requests). Reload later to fill them in.
        </p>
      )}
      {periods.length > 0 && <FinancialsTable companyNumber={financials.company_number} periods={periods} />}
      {readable && <FinancialsChart periods={periods} />}
    </section>
  );
}
