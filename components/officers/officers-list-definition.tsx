// The definition of a company's officers list: current/all, ordering and identity verification
// as links, the table's columns and what the export writes for each.
import { RegistryLink } from '@/components/registry/registry-link';
import { AppointmentRole } from '@/components/appointments/appointment-status';
import { FactList } from '@/components/ui/details';
import { formerNamesText, summaryFacts } from '@/lib/appointments/appointment-facts';
import { appointmentDatesColumn, correspondenceAddressColumn } from '@/components/appointments/appointment-columns';
import { defineList } from '@/components/lists/define-list';
import { LinkPending } from '@/components/ui/link-pending';
import { idFrom } from '@/lib/export/fields';
import { officersExport } from '@/lib/export/lists/officers';
import { formatMonthYear } from '@/lib/labels/dates';
import type { OfficerSummary } from '@/lib/registry/schemas';
import { officersHeading } from './officers-heading';
import { linkClass } from '@/components/ui/text-link';
import { DisqualifiedFlag } from '@/components/network/disqualified-flag';
import { DisqualifiedLookup } from '@/components/network/disqualified-lookup';
import type { DisqualifiedCheck } from '@/lib/identity/disqualified';
import { officerVerification, type VerificationView } from '@/lib/verification/rows';
import { identityRowFilter } from '@/components/verification/identity-filter';
import { VerificationCell } from '@/components/verification/identity-verification';

export interface OfficersContext {
  companyNumber: string;
  /** The company's status: nobody is a current officer of a dissolved company. */
  companyStatus?: string;
  companyType?: string;
  /** The server's disqualification checks of the page it rendered, by officer id; rows of a page turned in the browser are checked from there. */
  disqualified?: Record<string, DisqualifiedCheck>;
  /** The company and day identity verification is judged by; without it the Identity column shows the register's details alone. */
  verification?: VerificationView;
}

export const officersList = defineList<'officerList', OfficersContext>({
  endpoint: 'officerList',
  params: ({ companyNumber }) => ({ company_number: companyNumber }),
  filters: [
    {
      name: 'filter',
      label: 'Show',
      options: [{ label: 'All officers' }, { value: 'active', label: 'Current officers' }],
    },
    {
      name: 'order_by',
      label: 'Order by',
      options: [
        { label: 'Role' },
        { value: 'surname', label: 'Surname' },
        { value: 'appointed_on', label: 'Appointed' },
        { value: 'resigned_on', label: 'Resigned' },
      ],
    },
  ],
  rowFilters: [identityRowFilter<OfficerSummary, OfficersContext>(officerVerification)],
  total: (data) => data.total_results,
  rowKey: (officer) =>
    officer.links.self ??
    `${officer.links.officer.appointments}-${officer.officer_role}-${officer.appointed_on ?? officer.appointed_before}`,
  nouns: () => ({ one: 'officer', many: 'officers' }),
  caption: ({ companyNumber }) => `Officers of company ${companyNumber}`,
  heading: (data, state, { companyType }) => officersHeading(data, state.filters.filter === 'active', companyType),
  empty: (state) => ({
    title: state.filters.filter === 'active' ? 'No current officers' : 'No officers on record',
    body:
      state.filters.filter === 'active'
        ? 'There are no current officers of this company.'
        : 'There are no officer details available for this company.',
  }),
  columns: [
    { key: 'company_number', header: 'Company number', export: officersExport.company_number },
    {
      key: 'name',
      header: 'Name',
      className: 'min-w-48',
      cell: (officer, { disqualified }) => {
        const formerly = formerNamesText(officer.former_names);
        const preferred = officer.identity_verification_details?.preferred_name;
        const officerId = idFrom(officer.links.officer.appointments, 'officers');
        return (
          <span className="flex flex-col items-start gap-1">
            <RegistryLink
              className={`font-medium ${linkClass}`}
              link={officer.links.officer.appointments}
              otherwise={<span className="font-medium">{officer.name}</span>}
            >
              {officer.name}
              <LinkPending />
            </RegistryLink>
            {formerly && <span className="text-xs text-slate-600 dark:text-slate-400">Formerly {formerly}</span>}
            {preferred && (
              <span className="text-xs text-slate-600 dark:text-slate-400">Preferred name: {preferred}</span>
            )}
            {officer.links.self && (
              <RegistryLink
                className={`text-xs ${linkClass}`}
                link={officer.links.self}
                aria-label={`Appointment details of ${officer.name}`}
              >
                Appointment details
              </RegistryLink>
            )}
            {officerId && disqualified && officer.date_of_birth && !officer.identification ? (
              officerId in disqualified ? (
                <DisqualifiedFlag compact check={disqualified[officerId]} />
              ) : (
                <DisqualifiedLookup
                  officer={{ officer_id: officerId, name: officer.name, date_of_birth: officer.date_of_birth }}
                />
              )
            ) : null}
          </span>
        );
      },
      export: officersExport.name,
    },
    {
      key: 'role',
      header: 'Role',
      cell: (officer, { companyStatus }) => <AppointmentRole appointment={officer} companyStatus={companyStatus} />,
      export: officersExport.role,
    },
    appointmentDatesColumn<OfficerSummary>(officersExport.dates),
    {
      key: 'identity',
      header: 'Identity',
      className: 'min-w-52',
      cell: (officer, { verification }) => (
        <VerificationCell
          verification={officerVerification(officer, verification)}
          details={officer.identity_verification_details}
          withPreferredName={false}
        />
      ),
      export: officersExport.identity,
    },
    {
      key: 'born',
      header: 'Born',
      className: 'whitespace-nowrap',
      cell: (officer) => formatMonthYear(officer.date_of_birth) || '—',
      export: officersExport.born,
    },
    {
      key: 'details',
      header: 'Details',
      className: 'min-w-56',
      cell: (officer) => <FactList items={summaryFacts(officer)} />,
      export: officersExport.details,
    },
    correspondenceAddressColumn<OfficerSummary>(officersExport.address),
    {
      key: 'ids',
      header: 'Identifiers',
      export: officersExport.ids,
    },
  ],
});
