// /company/{n}/persons-with-significant-control – the company's PSCs (an overseas entity's
// beneficial owners), paged, with the register view in the URL where the company offers it.
import type { Metadata } from 'next';
import { pagedList } from '@/components/lists/define-list';
import { PscsTable } from '@/components/psc/pscs-table';
import { pscNouns } from '@/lib/psc/psc-model';
import { loadPscListPage } from '@/lib/pages/psc-pages';
import { pscsList } from '@/components/psc/pscs-list-definition';
import { ProblemState } from '@/components/registry/problem-state';
import { SectionNotRead } from '@/components/registry/section-not-read';
import { StaleNotice } from '@/components/registry/stale-notice';
import { EmptyState } from '@/components/ui/states';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { sectionNotRead } from '@/lib/pages/section-gap';
import { pscsDescription } from '@/lib/pages/descriptions';
import type { SearchParamsRecord } from '@/lib/query/page-state';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { companyNumber } = await params;
  const loaded = await loadPscListPage(companyNumber, searchParams, (context) => pagedList(pscsList, context));
  const nouns = pscNouns(loaded?.company.overseasEntity ?? false);
  return companyRecordMetadata(companyNumber, {
    path: ['persons-with-significant-control'],
    title: (name) => `${nouns.title} of ${name}`,
    describe: (company) =>
      !loaded || (loaded.page && !loaded.page.ok)
        ? `The ${nouns.many} of ${company}.`
        : pscsDescription(company, loaded.page?.data, loaded.company.overseasEntity),
  });
}

export default async function PscListPage({ params, searchParams }: Props) {
  const { companyNumber } = await params;
  const loaded = await loadPscListPage(companyNumber, searchParams, (context) => pagedList(pscsList, context));
  if (!loaded) return null;
  const { company, context, page: pscs } = loaded;
  if (pscs && !pscs.ok) return <ProblemState problem={pscs.problem} />;
  // A registry 404 is "none" only where the registry reads the register (an imported file without its PSC snapshot does not).
  const gap = pscs ? undefined : await sectionNotRead('pscList');
  if (gap) return <SectionNotRead title={company.nouns.title} reason={gap} />;
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
      <PscsTable context={context} initial={{ state: pscs.state, data: pscs.data }} />
    </>
  );
}
