// /company/{n}/persons-with-significant-control – the company's PSCs (an overseas entity's
// beneficial owners), paged, with the register view in the URL where the company offers it.
import type { Metadata } from 'next';
import { PSC_PAGE_SIZE, PscList } from '@/components/psc/psc-list';
import { pscNouns } from '@/components/psc/psc-model';
import { loadPscCompany, registerViewAvailable } from '@/components/psc/psc-pages';
import { ProblemState } from '@/components/registry/problem-state';
import { EmptyState } from '@/components/ui/states';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { pscsDescription } from '@/lib/pages/descriptions';
import { loadOptional } from '@/lib/pages/load';
import { pageQuery, readPageState, type SearchParamsRecord } from '@/lib/query/page-state';
import { catalogue } from '@/lib/registry/catalogue';

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
  const withRegisterView = await registerViewAvailable(company.profile);
  const { register_view } = catalogue.pscList.query;
  const state = readPageState(await searchParams, PSC_PAGE_SIZE, withRegisterView ? { register_view } : {});
  // A company with no PSC records at all answers 404 here, which is not a missing page.
  const pscs = await loadOptional('pscList', { company_number: companyNumber }, pageQuery(state));
  return { company, withRegisterView, state, pscs };
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
        : pscsDescription(company, loaded.pscs?.result.data, loaded.company.overseasEntity),
  });
}

export default async function PscListPage({ params, searchParams }: Props) {
  const { companyNumber } = await params;
  const loaded = await loadPscs(companyNumber, searchParams);
  if (!loaded) return null;
  const { company, withRegisterView, state, pscs } = loaded;
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
