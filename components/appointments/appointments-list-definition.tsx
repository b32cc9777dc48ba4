// The definition of an officer's appointments list: the counts over all their appointments,
// current/all as links, the table's columns (identity verification per appointment, as the
// register's details say it) and what the export writes for each.
import { RegistryLink } from '@/components/registry/registry-link';
import { CompanyStatus } from '@/components/company/company-status';
import { defineList } from '@/components/lists/define-list';
import { appointmentDatesColumn, correspondenceAddressColumn } from './appointment-columns';
import { LinkPending } from '@/components/ui/link-pending';
import { appointmentsExport } from '@/lib/export/lists/appointments';
import { formatMonthYear } from '@/lib/labels/dates';
import type { Appointment, AppointmentList } from '@/lib/registry/schemas';
import { appointmentCounts } from '@/lib/appointments/appointment-list';
import { summaryFacts } from '@/lib/appointments/appointment-facts';
import { AppointmentRole } from './appointment-status';
import { FactList } from '@/components/ui/details';
import { linkClass } from '@/components/ui/text-link';
import { VerificationCell } from '@/components/verification/identity-verification';
import { appointmentVerification } from '@/lib/verification/rows';

export interface AppointmentsContext {
  officerId: string;
  /** The UK date identity verification is read on (the server's, so the browser reads alike). */
  today?: string;
}

const count = (value: number | undefined) => (value === undefined ? undefined : value.toLocaleString('en-GB'));

/** Date of birth and the counts over every appointment, whatever the filter shows. */
function AppointmentSummary({ data, currentOnly }: { data: AppointmentList; currentOnly: boolean }) {
  const counts = appointmentCounts(data, currentOnly);
  const summary = [
    { term: 'Date of birth', value: formatMonthYear(data.date_of_birth) },
    { term: 'Total number of appointments', value: count(counts.total) },
    { term: 'Current', value: count(counts.current) },
    { term: 'Resigned', value: count(counts.resigned) },
    { term: 'In closed companies', value: counts.inactive ? count(counts.inactive) : undefined },
  ].filter((item): item is { term: string; value: string } => !!item.value);
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-3 pb-2">
      {summary.map((item) => (
        <div key={item.term}>
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {item.term}
          </dt>
          <dd className="mt-0.5 text-lg font-semibold">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const appointmentsList = defineList<'officerAppointments', AppointmentsContext>({
  endpoint: 'officerAppointments',
  params: ({ officerId }) => ({ officer_id: officerId }),
  filters: [
    {
      name: 'filter',
      label: 'Show',
      options: [{ label: 'All appointments' }, { value: 'active', label: 'Current appointments' }],
    },
  ],
  total: (data) => data.total_results,
  rowKey: (a) =>
    `${a.appointed_to.company_number}-${a.officer_role}-${a.appointed_on ?? a.appointed_before ?? ''}-${a.resigned_on ?? ''}`,
  nouns: () => ({ one: 'appointment', many: 'appointments' }),
  caption: (_context, data) => `Appointments of ${data.name}`,
  lead: (data, state) => <AppointmentSummary data={data} currentOnly={state.filters.filter === 'active'} />,
  heading: (_data, state) => (state.filters.filter === 'active' ? 'Current appointments' : 'All appointments'),
  empty: (state) => ({
    title: state.filters.filter === 'active' ? 'No current appointments' : 'No appointments',
    body:
      state.filters.filter === 'active'
        ? 'There are no current appointments for this officer.'
        : 'There are no appointments for this officer.',
  }),
  columns: [
    {
      key: 'company',
      header: 'Company',
      className: 'min-w-56',
      cell: ({ appointed_to: company, links }) => (
        <span className="flex flex-col items-start gap-1">
          <RegistryLink
            className={`font-medium ${linkClass}`}
            link={links.company}
            otherwise={<span className="font-medium">{company.company_name ?? company.company_number}</span>}
          >
            {company.company_name ?? company.company_number}
            <LinkPending />
          </RegistryLink>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            Company number <span className="font-mono">{company.company_number}</span>
          </span>
          <CompanyStatus status={company.company_status} />
        </span>
      ),
      export: appointmentsExport.company,
    },
    {
      key: 'role',
      header: 'Role',
      cell: (appointment) => (
        <AppointmentRole appointment={appointment} companyStatus={appointment.appointed_to.company_status} />
      ),
      export: appointmentsExport.role,
    },
    appointmentDatesColumn<Appointment>(appointmentsExport.dates),
    {
      key: 'identity',
      header: 'Identity',
      className: 'min-w-52',
      // The appointment names its company but not the company's type or confirmation statement: the
      // register's details are read as they stand, and no one without them is judged from the law.
      cell: (appointment, { today }) => (
        <VerificationCell
          verification={today ? appointmentVerification(appointment, today) : undefined}
          details={appointment.identity_verification_details}
        />
      ),
      export: appointmentsExport.identity,
    },
    {
      key: 'details',
      header: 'Details',
      className: 'min-w-56',
      cell: (appointment) => <FactList items={summaryFacts(appointment)} />,
      export: appointmentsExport.details,
    },
    correspondenceAddressColumn<Appointment>(appointmentsExport.address),
  ],
});
