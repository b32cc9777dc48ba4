// /officers/{officer_id}/network – the officer's connections: the graph (with JavaScript) and,
// alone without it, their co-officers ranked by boards shared, paged and exportable.
import { AddToCase } from '@/components/cases/add-to-case';
import type { Metadata } from 'next';
import Link from 'next/link';
import { CONNECTIONS_PAGE_SIZE, coOfficersList } from '@/components/network/connections-list-definitions';
import { CoOfficersTable } from '@/components/network/connections-tables';
import { NetworkPage } from '@/components/network/network-page';
import { ProblemState } from '@/components/registry/problem-state';
import { linkClass } from '@/components/ui/text-link';
import { describeProblem, NOT_FOUND } from '@/lib/pages/load';
import { pageMetadata } from '@/lib/pages/metadata';
import { coOfficersOf } from '@/lib/network/connections-tables';
import { pageOrPastEnd } from '@/lib/network/table-page';
import type { SearchParamsRecord } from '@/lib/query/page-state';

interface Props {
  params: Promise<{ officerId: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { officerId } = await props.params;
  return pageMetadata({
    title: 'Connections of an officer',
    description: 'Officers who sit on the same boards as this officer, ranked by the number of boards they share.',
    path: `/officers/${encodeURIComponent(officerId)}/network`,
  });
}

export default async function OfficerNetworkPage(props: Props) {
  const { officerId } = await props.params;
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(officerId)) return <ProblemState problem={NOT_FOUND} heading="h1" />;
  let table;
  try {
    table = await coOfficersOf(officerId);
  } catch (error) {
    return <ProblemState problem={describeProblem(error)} heading="h1" />;
  }
  if (!table) return <ProblemState problem={NOT_FOUND} heading="h1" />;
  const paged = pageOrPastEnd(
    table.rows,
    await props.searchParams,
    CONNECTIONS_PAGE_SIZE,
    coOfficersList.nouns({} as never),
  );
  if (!paged.ok) return <ProblemState problem={paged.problem} heading="h1" />;
  const { page } = paged;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Officer</p>
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{table.name}</h1>
        <p className="text-sm">
          <Link className={linkClass} href={`/officers/${officerId}/appointments`}>
            Appointments
          </Link>
        </p>
        <AddToCase />
      </header>
      <NetworkPage seedKey={`officer:${officerId}`} apiPath={`/api/network/officer/${officerId}`} table={table}>
        <CoOfficersTable context={{ officerId, officerName: table.name, notRead: table.notRead }} page={page} />
      </NetworkPage>
    </div>
  );
}
