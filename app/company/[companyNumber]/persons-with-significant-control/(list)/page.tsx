// /company/{n}/persons-with-significant-control – the company's PSCs (an overseas entity's
// beneficial owners), paged, with the register view in the URL where the company offers it.
import type { Metadata } from 'next';
import { PSC_PAGE_SIZE, PscList } from '@/components/psc/psc-list';
import { loadPscCompany, registerViewAvailable } from '@/components/psc/psc-pages';
import { ProblemState } from '@/components/registry/problem-state';
import { EmptyState } from '@/components/ui/states';
import { loadOptional } from '@/lib/pages/load';
import { pageQuery, readPageState, type SearchParamsRecord } from '@/lib/query/page-state';
import { catalogue } from '@/lib/registry/catalogue';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { companyNumber } = await params;
  const company = await loadPscCompany(companyNumber);
  if (!company) return { title: `Persons with significant control of ${companyNumber}` };
  return { title: `${company.nouns.title} of ${company.profile.company_name}` };
}

export default async function PscListPage({ params, searchParams }: Props) {
  const { companyNumber } = await params;
  const company = await loadPscCompany(companyNumber);
  // The layout already shows why the company could not be read.
  if (!company) return null;
  const withRegisterView = await registerViewAvailable(company.profile);
  const { register_view } = catalogue.pscList.query;
  const state = readPageState(await searchParams, PSC_PAGE_SIZE, withRegisterView ? { register_view } : {});
  // A company with no PSC records at all answers 404 here, which is not a missing page.
  const pscs = await loadOptional('pscList', { company_number: companyNumber }, pageQuery(state));
  if (pscs && !pscs.ok) return <ProblemState problem={pscs.problem} />;
  if (!pscs) {
    return (
      <EmptyState title={`There are no ${company.nouns.many} on record for this ${company.nouns.body}`}>
        <p>The register holds no {company.nouns.many} details for {company.profile.company_name}.</p>
      </EmptyState>
    );
  }
  return (
    <PscList
      companyNumber={companyNumber}
      overseasEntity={company.overseasEntity}
      registerViewAvailable={withRegisterView}
      companyGone={company.gone}
      initial={{ state, data: pscs.result.data }}
    />
  );
}
