// /company/{n}/charges – the company's charges, 25 a page, with the outstanding filter in the URL.
import type { Metadata } from 'next';
import Link from 'next/link';
import { CHARGES_PAGE_SIZE, ChargesTable } from '@/components/charges/charges-table';
import { ProblemState } from '@/components/registry/problem-state';
import { EmptyState } from '@/components/ui/states';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { chargesDescription } from '@/lib/pages/descriptions';
import { loadOptional } from '@/lib/pages/load';
import { pageQuery, readPageState, type SearchParamsRecord } from '@/lib/query/page-state';
import { catalogue } from '@/lib/registry/catalogue';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

/** This page of charges, shared by the page and its metadata (read once per request). */
async function loadCharges({ params, searchParams }: Props) {
  const { companyNumber } = await params;
  const state = readPageState(await searchParams, CHARGES_PAGE_SIZE, { filter: catalogue.chargeList.query.filter });
  // The registry answers 404 for a company without charges: that is an empty list, not a missing page.
  const charges = await loadOptional('chargeList', { company_number: companyNumber }, pageQuery(state));
  return { companyNumber, state, charges };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { companyNumber, charges } = await loadCharges(props);
  return companyRecordMetadata(companyNumber, {
    path: ['charges'],
    title: (name) => `Charges of ${name}`,
    // A failed read says nothing about the charges: the description then only names the company.
    describe: (company) => (charges && !charges.ok ? `The charges registered against ${company}.` : chargesDescription(company, charges?.result.data)),
  });
}

export default async function ChargesPage(props: Props) {
  const { companyNumber, state, charges } = await loadCharges(props);
  if (charges && !charges.ok) return <ProblemState problem={charges.problem} />;
  if (!charges) {
    const filtered = state.filters.filter === 'outstanding';
    return (
      <section aria-labelledby="charges-heading" className="space-y-4">
        <h2 id="charges-heading" className="text-lg font-semibold">
          Charges
        </h2>
        <EmptyState title={filtered ? 'No outstanding charges' : 'No charges registered'}>
          {filtered ? (
            <Link className="text-blue-700 underline dark:text-blue-400" href={`/company/${encodeURIComponent(companyNumber)}/charges`}>
              Show all charges
            </Link>
          ) : (
            'The register holds no charges against this company.'
          )}
        </EmptyState>
      </section>
    );
  }
  return <ChargesTable companyNumber={companyNumber} initial={{ state, data: charges.result.data }} />;
}
