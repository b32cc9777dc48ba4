'use client';
// One officer's appointments across companies: counts, a current-only filter and a paged
// table whose page turns happen in the browser (the first page comes from the server).
import Link from 'next/link';
import { CompanyStatus } from '@/components/company/company-status';
import { ListToolbar } from '@/components/registry/list-toolbar';
import { DataTable, DataTableSkeleton, type Column } from '@/components/ui/data-table';
import { FilterLinks } from '@/components/ui/filter-links';
import { LinkPending } from '@/components/ui/link-pending';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/states';
import { formatAddress } from '@/lib/labels/address';
import { formatMonthYear } from '@/lib/labels/dates';
import type { PageState } from '@/lib/query/page-state';
import { usePageHref } from '@/lib/query/use-page-href';
import { useRegistryPage } from '@/lib/query/use-registry-page';
import type { Appointment, AppointmentList } from '@/lib/registry/schemas';
import { APPOINTMENTS_PAGE_SIZE, appointmentCounts } from './appointment-list';
import { appointedText, endedFact, summaryFacts } from './appointment-facts';
import { AppointmentRole } from './appointment-status';
import { FactList } from './fact-list';

const linkClass = 'text-blue-700 underline-offset-2 hover:underline dark:text-blue-400';

const columns: Column<Appointment>[] = [
  {
    key: 'company',
    header: 'Company',
    className: 'min-w-56',
    cell: ({ appointed_to: company, links }) => (
      <span className="flex flex-col items-start gap-1">
        <Link className={`font-medium ${linkClass}`} href={links.company}>
          {company.company_name ?? company.company_number}
          <LinkPending />
        </Link>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          Company number <span className="font-mono">{company.company_number}</span>
        </span>
        <CompanyStatus status={company.company_status} />
      </span>
    ),
  },
  { key: 'role', header: 'Role', cell: (appointment) => <AppointmentRole appointment={appointment} companyStatus={appointment.appointed_to.company_status} /> },
  {
    key: 'dates',
    header: 'Appointed',
    cell: (appointment) => {
      const ended = endedFact(appointment);
      return (
        <span className="whitespace-nowrap">
          <span className="block">{appointedText(appointment) || '—'}</span>
          {ended && (
            <span className="block text-slate-600 dark:text-slate-400">
              {ended.term.replace(' on', '')} {ended.value}
            </span>
          )}
        </span>
      );
    },
  },
  { key: 'details', header: 'Details', className: 'min-w-56', cell: (appointment) => <FactList facts={summaryFacts(appointment)} /> },
  { key: 'address', header: 'Correspondence address', className: 'min-w-56', cell: (appointment) => formatAddress(appointment.address) || '—' },
];

const count = (value: number | undefined) => (value === undefined ? undefined : value.toLocaleString('en-GB'));

export function OfficerAppointmentsTable({ officerId, initial }: { officerId: string; initial: { state: PageState; data: AppointmentList } }) {
  const href = usePageHref();
  const list = useRegistryPage(
    'officerAppointments',
    { officer_id: officerId },
    { pageSize: APPOINTMENTS_PAGE_SIZE, filterNames: ['filter'], initial, total: (data) => data.total_results },
  );
  const { data, state } = list;
  const currentOnly = state.filters.filter === 'active';
  const counts = appointmentCounts(data, currentOnly);
  const summary = [
    { term: 'Date of birth', value: formatMonthYear(data.date_of_birth) },
    { term: 'Total number of appointments', value: count(counts.total) },
    { term: 'Current', value: count(counts.current) },
    { term: 'Resigned', value: count(counts.resigned) },
    { term: 'In closed companies', value: counts.inactive ? count(counts.inactive) : undefined },
  ].filter((item): item is { term: string; value: string } => !!item.value);

  return (
    <div className="space-y-6">
      <dl className="flex flex-wrap gap-x-8 gap-y-3">
        {summary.map((item) => (
          <div key={item.term}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{item.term}</dt>
            <dd className="mt-0.5 text-lg font-semibold">{item.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="appointments-heading" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="appointments-heading" className="text-lg font-semibold">
            {currentOnly ? 'Current appointments' : 'All appointments'}
          </h2>
          <FilterLinks
            label="Show"
            onNavigate={list.navigate}
            options={[
              { label: 'All appointments', href: href({ filter: undefined, page: 1 }), current: !currentOnly },
              { label: 'Current appointments', href: href({ filter: 'active', page: 1 }), current: currentOnly },
            ]}
          />
        </div>
        <ListToolbar list={list} download={{ path: `/officers/${officerId}/appointments`, query: state.filters, noun: 'appointments' }} />
        <div className={list.isPlaceholder ? 'opacity-60 transition-opacity' : undefined}>
          <DataTable
            caption={`Appointments of ${data.name}`}
            columns={columns}
            rows={data.items}
            rowKey={(a) => `${a.appointed_to.company_number}-${a.officer_role}-${a.appointed_on ?? a.appointed_before ?? ''}-${a.resigned_on ?? ''}`}
            empty={
              <p className="text-slate-600 dark:text-slate-300">
                {currentOnly ? 'There are no current appointments for this officer.' : 'There are no appointments for this officer.'}
              </p>
            }
          />
        </div>
        <Pagination
          window={{ page: state.page, pageSize: APPOINTMENTS_PAGE_SIZE, total: data.total_results }}
          hrefForPage={(page) => href({ page })}
          noun={currentOnly ? 'current appointments' : 'appointments'}
          onNavigate={list.navigate}
          onApproach={list.prefetchNext}
        />
      </section>
    </div>
  );
}

export function OfficerAppointmentsTableSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        {Array.from({ length: 4 }, (_, item) => (
          <div key={item} className="space-y-1">
            <Skeleton className="h-3 w-28" />
            <Skeleton className="h-6 w-16" />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-8 w-80 max-w-full" />
      </div>
      <DataTableSkeleton columns={columns} rows={10} />
    </div>
  );
}
