// /company/{n}/network – the company's connections: the graph (with JavaScript) and, alone without
// it, the companies sharing officers with it, ranked, paged and exportable.
import type { Metadata } from 'next';
import { CONNECTIONS_PAGE_SIZE, companiesSharingOfficersList } from '@/components/network/connections-list-definitions';
import { CompaniesSharingOfficersTable } from '@/components/network/connections-tables';
import { NetworkPage } from '@/components/network/network-page';
import { ProblemState } from '@/components/registry/problem-state';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { describeProblem, NOT_FOUND } from '@/lib/pages/load';
import { companiesSharingOfficersWith } from '@/lib/network/connections-tables';
import { pageOrPastEnd } from '@/lib/network/table-page';
import type { SearchParamsRecord } from '@/lib/query/page-state';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { companyNumber } = await props.params;
  return companyRecordMetadata(companyNumber, {
    path: ['network'],
    title: (name) => `Connections of ${name}`,
    describe: (company) => `Companies sharing officers with ${company}, ranked by the number of officers they share.`,
  });
}

export default async function CompanyNetworkPage(props: Props) {
  const { companyNumber } = await props.params;
  let table;
  try {
    table = await companiesSharingOfficersWith(companyNumber);
  } catch (error) {
    return <ProblemState problem={describeProblem(error)} />;
  }
  if (!table) return <ProblemState problem={NOT_FOUND} />;
  const paged = pageOrPastEnd(
    table.rows,
    await props.searchParams,
    CONNECTIONS_PAGE_SIZE,
    companiesSharingOfficersList.nouns({} as never),
  );
  if (!paged.ok) return <ProblemState problem={paged.problem} />;
  const { page } = paged;
  return (
    <NetworkPage seedKey={`company:${companyNumber}`} apiPath={`/api/network/company/${companyNumber}`} table={table}>
      <CompaniesSharingOfficersTable
        context={{ companyNumber, companyName: table.name, notRead: table.notRead }}
        page={page}
      />
    </NetworkPage>
  );
}
