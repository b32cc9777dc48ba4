'use client';
// A company's officers: counts, current/resigned filter, ordering, and a paged table
// whose page turns happen in the browser (the first page comes from the server).
import Link from 'next/link';
import { AppointmentRole } from '@/components/appointments/appointment-status';
import { FactList } from '@/components/appointments/fact-list';
import { appointedText, endedFact, formerNamesText, summaryFacts } from '@/components/appointments/appointment-facts';
import { DataTable, type Column } from '@/components/ui/data-table';
import { LinkPending } from '@/components/ui/link-pending';
import { Pagination } from '@/components/ui/pagination';
import { FilterLinks } from '@/components/ui/filter-links';
import { ListToolbar } from '@/components/registry/list-toolbar';
import { formatAddress } from '@/lib/labels/address';
import { formatMonthYear } from '@/lib/labels/dates';
import type { PageState } from '@/lib/query/page-state';
import { usePageHref } from '@/lib/query/use-page-href';
import { useRegistryPage } from '@/lib/query/use-registry-page';
import type { OfficerList, OfficerSummary } from '@/lib/registry/schemas';
import { OFFICERS_PAGE_SIZE, officersHeading } from './officer-list';

const linkClass = 'text-blue-700 underline-offset-2 hover:underline dark:text-blue-400';

function officerColumns(companyStatus: string | undefined): Column<OfficerSummary>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      className: 'min-w-48',
      cell: (officer) => {
        const formerly = formerNamesText(officer.former_names);
        return (
          <span className="flex flex-col items-start gap-1">
            <Link className={`font-medium ${linkClass}`} href={officer.links.officer.appointments}>
              {officer.name}
              <LinkPending />
            </Link>
            {formerly && <span className="text-xs text-slate-600 dark:text-slate-400">Formerly {formerly}</span>}
            {officer.links.self && (
              <Link className={`text-xs ${linkClass}`} href={officer.links.self} aria-label={`Appointment details of ${officer.name}`}>
                Appointment details
              </Link>
            )}
          </span>
        );
      },
    },
    { key: 'role', header: 'Role', cell: (officer) => <AppointmentRole appointment={officer} companyStatus={companyStatus} /> },
    {
      key: 'dates',
      header: 'Appointed',
      cell: (officer) => {
        const ended = endedFact(officer);
        return (
          <span className="whitespace-nowrap">
            <span className="block">{appointedText(officer) || '—'}</span>
            {ended && (
              <span className="block text-slate-600 dark:text-slate-400">
                {ended.term.replace(' on', '')} {ended.value}
              </span>
            )}
          </span>
        );
      },
    },
    { key: 'born', header: 'Born', className: 'whitespace-nowrap', cell: (officer) => formatMonthYear(officer.date_of_birth) || '—' },
    { key: 'details', header: 'Details', className: 'min-w-56', cell: (officer) => <FactList facts={summaryFacts(officer)} /> },
    { key: 'address', header: 'Correspondence address', className: 'min-w-56', cell: (officer) => formatAddress(officer.address) || '—' },
  ];
}

export function OfficersTable({
  companyNumber,
  companyStatus,
  companyType,
  initial,
}: {
  companyNumber: string;
  /** The company's status: nobody is a current officer of a dissolved company. */
  companyStatus?: string;
  companyType?: string;
  initial: { state: PageState; data: OfficerList };
}) {
  const href = usePageHref();
  const list = useRegistryPage(
    'officerList',
    { company_number: companyNumber },
    { pageSize: OFFICERS_PAGE_SIZE, filterNames: ['filter', 'order_by'], initial, total: (data) => data.total_results },
  );
  const { data, state } = list;
  const currentOnly = state.filters.filter === 'active';

  return (
    <section aria-labelledby="officers-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="officers-heading" className="text-lg font-semibold">
          {officersHeading(data, currentOnly, companyType)}
        </h2>
        <div className="flex flex-wrap gap-4">
          <FilterLinks
            label="Show"
            onNavigate={list.navigate}
            options={[
              { label: 'All officers', href: href({ filter: undefined, page: 1 }), current: !currentOnly },
              { label: 'Current officers', href: href({ filter: 'active', page: 1 }), current: currentOnly },
            ]}
          />
          <FilterLinks
            label="Order by"
            onNavigate={list.navigate}
            options={[
              { label: 'Role', href: href({ order_by: undefined, page: 1 }), current: !state.filters.order_by },
              { label: 'Surname', href: href({ order_by: 'surname', page: 1 }), current: state.filters.order_by === 'surname' },
              { label: 'Appointed', href: href({ order_by: 'appointed_on', page: 1 }), current: state.filters.order_by === 'appointed_on' },
              { label: 'Resigned', href: href({ order_by: 'resigned_on', page: 1 }), current: state.filters.order_by === 'resigned_on' },
            ]}
          />
        </div>
      </div>
      <ListToolbar list={list} download={{ path: `/company/${companyNumber}/officers`, query: state.filters, noun: 'officers' }} />
      <div className={list.isPlaceholder ? 'opacity-60 transition-opacity' : undefined}>
        <DataTable
          caption={`Officers of company ${companyNumber}`}
          columns={officerColumns(companyStatus)}
          rows={data.items}
          rowKey={(officer) => officer.links.self ?? `${officer.links.officer.appointments}-${officer.officer_role}-${officer.appointed_on ?? officer.appointed_before}`}
          empty={
            <p className="text-slate-600 dark:text-slate-300">
              {currentOnly ? 'There are no current officers of this company.' : 'There are no officer details available for this company.'}
            </p>
          }
        />
      </div>
      <Pagination
        window={{ page: state.page, pageSize: OFFICERS_PAGE_SIZE, total: data.total_results }}
        hrefForPage={(page) => href({ page })}
        noun="officers"
        onNavigate={list.navigate}
        onApproach={list.prefetchNext}
      />
    </section>
  );
}
