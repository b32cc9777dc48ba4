// What an export of an officer's appointments writes (/officers/{officer_id}/appointments), by
// table column, and the fields every list of appointments shares (a company's officers too).
import { field, joined, pageUrl, type ExportColumns, type ExportField } from '@/lib/export/fields';
import { contributionText, type AppointmentLike } from '@/lib/appointments/appointment-facts';
import { appointmentVerification } from '@/lib/verification/rows';
import { identityFields } from './identity';
import { formatAddress } from '@/lib/labels/address';
import { companyStatusLabel } from '@/lib/labels/company';
import { officerRoleLabel } from '@/lib/labels/people';
import type { Appointment } from '@/lib/registry/schemas';

type Dated = Pick<AppointmentLike, 'appointed_on' | 'appointed_before' | 'resigned_on'>;
type ContributionLike = Pick<
  AppointmentLike,
  'contribution_currency_type' | 'contribution_currency_value' | 'contribution_sub_types'
>;

/** When an appointment began and ended: the three dates, "appointed before" apart. */
export const appointmentDatesFields = <Row extends Dated>(): readonly ExportField<Row>[] => [
  field<Row>('appointed_on', 'Appointed on', (row) => row.appointed_on),
  field<Row>('appointed_before', 'Appointed before', (row) => row.appointed_before),
  field<Row>('resigned_on', 'Resigned on', (row) => row.resigned_on),
];

/** A limited-partnership partner's capital contribution: the register's currency, amount and kinds, and the contribution in words. */
export const contributionFields = <Row extends ContributionLike>(): readonly ExportField<Row>[] => [
  field<Row>('contribution_currency_type', 'Contribution currency', (row) => row.contribution_currency_type),
  field<Row>('contribution_currency_value', 'Contribution amount', (row) => row.contribution_currency_value),
  field<Row>('contribution_sub_types', 'Contribution kinds (registry keys)', (row) =>
    joined(row.contribution_sub_types),
  ),
  field<Row>('contribution', 'Capital contribution', (row) => contributionText(row)),
];

/** The correspondence address on one line. */
export const correspondenceAddressField = <Row extends { address?: AppointmentLike['address'] }>(): ExportField<Row> =>
  field<Row>('address', 'Correspondence address', (row) => formatAddress(row.address));

export const appointmentsExport = {
  company: [
    field('company_number', 'Company number', (a) => a.appointed_to.company_number),
    field('company_name', 'Company name', (a) => a.appointed_to.company_name),
    field('company_status', 'Company status (registry key)', (a) => a.appointed_to.company_status),
    field(
      'company_status_label',
      'Company status',
      (a) => a.appointed_to.company_status && companyStatusLabel(a.appointed_to.company_status),
    ),
  ],
  role: [
    field('officer_role', 'Role (registry key)', (a) => a.officer_role),
    field('officer_role_label', 'Role', (a) => officerRoleLabel(a.officer_role)),
  ],
  dates: appointmentDatesFields(),
  // No company profile here: only what the register's details say, judged by nothing from the law (lib/verification/rows.ts).
  identity: identityFields<Appointment>((a, page) => (page.today ? appointmentVerification(a, page.today) : undefined)),
  details: [
    field('name', 'Name on the appointment', (a) => a.name),
    field('occupation', 'Occupation', (a) => a.occupation),
    field('nationality', 'Nationality', (a) => a.nationality),
    field('country_of_residence', 'Country of residence', (a) => a.country_of_residence),
    ...contributionFields<Appointment>(),
  ],
  address: [
    correspondenceAddressField(),
    field('url', 'Company page', (a, context) => pageUrl(a.links.company, context)),
  ],
} satisfies ExportColumns<Appointment>;
