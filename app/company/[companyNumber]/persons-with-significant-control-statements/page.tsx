// /company/{n}/persons-with-significant-control-statements – the company's PSC statements,
// paged, with the register view in the URL where the company offers it.
import type { Metadata } from 'next';
import { pscNouns } from '@/lib/psc/psc-model';
import { loadPscListPage } from '@/lib/pages/psc-pages';
import { StatementsTable } from '@/components/psc/statements-table';
import { statementsList } from '@/components/psc/statements-list-definition';
import { pagedList } from '@/components/lists/define-list';
import { ProblemState } from '@/components/registry/problem-state';
import { SectionNotRead } from '@/components/registry/section-not-read';
import { StaleNotice } from '@/components/registry/stale-notice';
import { EmptyState } from '@/components/ui/states';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { sectionNotRead } from '@/lib/pages/section-gap';
import { statementsDescription } from '@/lib/pages/descriptions';
import type { SearchParamsRecord } from '@/lib/query/page-state';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { companyNumber } = await params;
  const loaded = await loadPscListPage(companyNumber, searchParams, (context) => pagedList(statementsList, context));
  const overseasEntity = loaded?.company.overseasEntity ?? false;
  return companyRecordMetadata(companyNumber, {
    path: ['persons-with-significant-control-statements'],
    title: (name) => `${overseasEntity ? 'Beneficial owner statements' : 'PSC statements'} of ${name}`,
    describe: (company) =>
      !loaded || (loaded.page && !loaded.page.ok)
        ? `The statements of ${company} about its ${pscNouns(overseasEntity).many}.`
        : statementsDescription(company, loaded.page?.data, overseasEntity),
  });
}

export default async function PscStatementsPage({ params, searchParams }: Props) {
  const { companyNumber } = await params;
  const loaded = await loadPscListPage(companyNumber, searchParams, (context) => pagedList(statementsList, context));
  if (!loaded) return null;
  const { company, context, page: statements } = loaded;
  if (statements && !statements.ok) return <ProblemState problem={statements.problem} />;
  // A registry 404 is "none" only where the registry reads the register (an imported file without its PSC snapshot does not).
  const gap = statements ? undefined : await sectionNotRead('pscStatementList');
  if (gap) return <SectionNotRead title="PSC statements" reason={gap} />;
  if (!statements) {
    return (
      <EmptyState title={`There are no statements on record for this ${company.nouns.body}`}>
        <p>
          {company.profile.company_name} has made no statement about its {company.nouns.many}.
        </p>
      </EmptyState>
    );
  }
  return (
    <>
      <StaleNotice reads={[statements.read]} />
      <StatementsTable context={context} initial={{ state: statements.state, data: statements.data }} />
    </>
  );
}
