// /officers/{officer_id}/network – the officer's connections: the graph (with JavaScript) and,
// alone without it, their co-officers ranked by boards shared, paged and exportable.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CONNECTIONS_PAGE_SIZE } from '@/components/network/connections-lists';
import { CoOfficersTable } from '@/components/network/connections-tables';
import { NetworkPage } from '@/components/network/network-page';
import { ProblemState } from '@/components/registry/problem-state';
import { linkClass } from '@/components/ui/text-link';
import { describeProblem } from '@/lib/pages/load';
import { pageMetadata } from '@/lib/pages/metadata';
import { coOfficersOf } from '@/lib/network/lists';
import { pageOf } from '@/lib/network/page';
import type { SearchParamsRecord } from '@/lib/query/page-state';
import { isRegistryError } from '@/lib/registry/errors';

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
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(officerId)) notFound();
  let table;
  try {
    table = await coOfficersOf(officerId);
  } catch (error) {
    if (isRegistryError(error) && error.kind === 'not-found') notFound();
    return <ProblemState problem={describeProblem(error)} heading="h1" />;
  }
  if (!table) notFound();
  const page = pageOf(table.rows, await props.searchParams, CONNECTIONS_PAGE_SIZE) ?? notFound();
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
      </header>
      <NetworkPage seedKey={`officer:${officerId}`} apiPath={`/api/network/officer/${officerId}`} table={table}>
        <CoOfficersTable context={{ officerId, officerName: table.name }} page={page} />
      </NetworkPage>
    </div>
  );
}
