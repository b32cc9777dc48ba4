// What an export of a company's officers writes (/company/{company_number}/officers), by table column.
import { companyNumberField, field, idFrom, monthOfBirth, pageUrl, type ExportColumns } from '@/lib/export/fields';
import { officerRoleLabel } from '@/lib/labels/people';
import type { OfficerSummary } from '@/lib/registry/schemas';
import { appointmentDatesFields, correspondenceAddressField } from './appointments';

export const officersExport = {
  company_number: [companyNumberField()],
  name: [field('name', 'Name', (o) => o.name)],
  role: [
    field('officer_role', 'Role (registry key)', (o) => o.officer_role),
    field('officer_role_label', 'Role', (o) => officerRoleLabel(o.officer_role)),
  ],
  dates: appointmentDatesFields(),
  born: [field('date_of_birth', 'Month of birth', (o) => monthOfBirth(o.date_of_birth))],
  details: [
    field('nationality', 'Nationality', (o) => o.nationality),
    field('country_of_residence', 'Country of residence', (o) => o.country_of_residence),
    field('occupation', 'Occupation', (o) => o.occupation),
  ],
  address: [correspondenceAddressField()],
  identity: [
    field(
      'registration_number',
      'Registration number (corporate officers)',
      (o) => o.identification?.registration_number,
    ),
    field('officer_id', 'Officer id', (o) => idFrom(o.links.officer.appointments, 'officers')),
    field('url', 'Officer appointments page', (o, context) => pageUrl(o.links.officer.appointments, context)),
  ],
} satisfies ExportColumns<OfficerSummary>;
