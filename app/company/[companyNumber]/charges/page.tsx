// /company/{n}/charges – the company's charges, paged, with the outstanding filter in the URL.
import type { Metadata } from 'next';
import Link from 'next/link';
import { chargesList } from '@/components/charges/charges-list-definition';
import { ChargesTable } from '@/components/charges/charges-table';
import { ProblemState } from '@/components/registry/problem-state';
import { StaleNotice } from '@/components/registry/stale-notice';
import { SectionNotRead } from '@/components/registry/section-not-read';
import { EmptyState } from '@/components/ui/states';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { chargesDescription } from '@/lib/pages/descriptions';
import { loadOptionalListPage } from '@/lib/pages/list-page';
import { load } from '@/lib/pages/load';
import { chargesTheFileCarries } from '@/lib/pages/not-read';
import { sectionNotRead } from '@/lib/pages/section-gap';
import type { SearchParamsRecord } from '@/lib/query/page-state';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

/** This page of charges, shared by the page and its metadata (read once per request). */
async function loadCharges({ params, searchParams }: Props) {
  const { companyNumber } = await params;
  // The registry answers 404 for a company without charges: that is an empty list, not a missing page.
  const charges = await loadOptionalListPage(chargesList, { company_number: companyNumber }, await searchParams);
  // An imported bulk file alone does not carry charges: its 404 means "not read", not "none".
  const gap = charges ? undefined : await sectionNotRead('chargeList');
  return { companyNumber, charges, gap, filtered: (await searchParams).filter === 'outstanding' };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { companyNumber, charges, gap } = await loadCharges(props);
  return companyRecordMetadata(companyNumber, {
    path: ['charges'],
    title: (name) => `Charges of ${name}`,
    // A failed read, or charges not read at all, says nothing about them: the description then only names the company.
    describe: (company) =>
      gap || (charges && !charges.ok)
        ? `The charges registered against ${company}.`
        : chargesDescription(company, charges?.data),
  });
}

export default async function ChargesPage(props: Props) {
  const { companyNumber, charges, gap, filtered } = await loadCharges(props);
  if (charges && !charges.ok) return <ProblemState problem={charges.problem} />;
  if (gap) {
    const profile = await load('companyProfile', { company_number: companyNumber });
    const carried = profile.ok ? chargesTheFileCarries(profile.result.data) : undefined;
    return (
      <SectionNotRead title="Charges" reason={gap}>
        {carried}
      </SectionNotRead>
    );
  }
  if (!charges) {
    return (
      <section aria-labelledby="charges-heading" className="space-y-4">
        <h2 id="charges-heading" className="text-lg font-semibold">
          Charges
        </h2>
        <EmptyState title={filtered ? 'No outstanding charges' : 'No charges registered'}>
          {filtered ? (
            <Link
              className="text-blue-700 underline dark:text-blue-400"
              href={`/company/${encodeURIComponent(companyNumber)}/charges`}
            >
              Show all charges
            </Link>
          ) : (
            'The register holds no charges against this company.'
          )}
        </EmptyState>
      </section>
    );
  }
  return (
    <>
      <StaleNotice reads={[charges.read]} />
      <ChargesTable context={{ companyNumber }} initial={{ state: charges.state, data: charges.data }} />
    </>
  );
}
