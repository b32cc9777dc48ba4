// /company/{n}/persons-with-significant-control – the company's PSCs (an overseas entity's
// beneficial owners), paged, with the register view in the URL where the company offers it.
import type { Metadata } from 'next';
import { pagedList } from '@/components/lists/list-definition';
import { PscList } from '@/components/psc/psc-list';
import { pscNouns } from '@/lib/psc/psc-model';
import { loadPscCompany, registerViewAvailable } from '@/lib/pages/psc-pages';
import { pscsList } from '@/components/psc/pscs-list';
import { ProblemState } from '@/components/registry/problem-state';
import { StaleNotice } from '@/components/registry/stale-notice';
import { EmptyState } from '@/components/ui/states';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { pscsDescription } from '@/lib/pages/descriptions';
import { loadOptionalListPage } from '@/lib/pages/list-page';
import type { SearchParamsRecord } from '@/lib/query/page-state';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

/**
 * The company and this page of its PSCs, shared by the page and its metadata (read once per
 * request); undefined when the company could not be read (the layout shows why).
 */
async function loadPscs(companyNumber: string, searchParams: Props['searchParams']) {
  const company = await loadPscCompany(companyNumber);
  if (!company) return undefined;
  const context = {
    companyNumber,
    overseasEntity: company.overseasEntity,
    registerViewAvailable: await registerViewAvailable(company.profile),
    companyGone: company.gone,
  };
  // A company with no PSC records at all answers 404 here, which is not a missing page.
  const pscs = await loadOptionalListPage(
    pagedList(pscsList, context),
    { company_number: companyNumber },
    await searchParams,
  );
  return { company, context, pscs };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { companyNumber } = await params;
  const loaded = await loadPscs(companyNumber, searchParams);
  const nouns = pscNouns(loaded?.company.overseasEntity ?? false);
  return companyRecordMetadata(companyNumber, {
    path: ['persons-with-significant-control'],
    title: (name) => `${nouns.title} of ${name}`,
    describe: (company) =>
      !loaded || (loaded.pscs && !loaded.pscs.ok)
        ? `The ${nouns.many} of ${company}.`
        : pscsDescription(company, loaded.pscs?.data, loaded.company.overseasEntity),
  });
}

export default async function PscListPage({ params, searchParams }: Props) {
  const { companyNumber } = await params;
  const loaded = await loadPscs(companyNumber, searchParams);
  if (!loaded) return null;
  const { company, context, pscs } = loaded;
  if (pscs && !pscs.ok) return <ProblemState problem={pscs.problem} />;
  if (!pscs) {
    return (
      <EmptyState title={`There are no ${company.nouns.many} on record for this ${company.nouns.body}`}>
        <p>
          The register holds no {company.nouns.many} details for {company.profile.company_name}.
        </p>
      </EmptyState>
    );
  }
  return (
    <>
      <StaleNotice reads={[pscs.read]} />
      <PscList context={context} initial={{ state: pscs.state, data: pscs.data }} />
    </>
  );
}
