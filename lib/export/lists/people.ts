// What the export of a person's table writes (/people/{person_id}/records: every appointment of
// their officer ids and every PSC entry), by table column. The page's table (components/people)
// hangs each group on its column; docs/exports.md lists them.
import { field, joined, pageUrl, type ExportColumns } from '@/lib/export/fields';
import { companyStatusLabel } from '@/lib/labels/company';
import { natureOfControlLabel, officerRoleLabel, pscKindLabel } from '@/lib/labels/people';
import type { PersonRow } from '@/lib/identity/person-records';
import { verificationWords } from '@/lib/verification/words';

/** The role in words: an appointment's role, or "Person with significant control" (an overseas entity's: beneficial owner). */
export const personRowRole = (row: PersonRow) =>
  row.kind === 'appointment'
    ? officerRoleLabel(row.role)
    : row.role.includes('beneficial-owner')
      ? pscKindLabel(row.role)
      : 'Person with significant control';

export const personRecordsExport = {
  company: [
    field('company_number', 'Company number', (row) => row.company_number),
    field('company_name', 'Company name', (row) => row.company_name),
    field('company_status', 'Company status', (row) =>
      row.company_status ? companyStatusLabel(row.company_status) : undefined,
    ),
    field('company_url', 'Company page', (row, context) => pageUrl(`/company/${row.company_number}`, context)),
  ],
  role: [
    field('kind', 'Kind', (row) => (row.kind === 'appointment' ? 'appointment' : 'psc')),
    field('role', 'Role (registry key)', (row) => row.role),
    field('role_label', 'Role', personRowRole),
    field('natures_of_control', 'Natures of control', (row) =>
      joined(row.natures_of_control.map(natureOfControlLabel)),
    ),
  ],
  dates: [
    field('from', 'From', (row) => row.from),
    field('to', 'To', (row) => row.to),
    field('current', 'Current', (row) => (row.current ? 'yes' : 'no')),
  ],
  record: [
    field('record_name', 'Name on the record', (row) => row.record_name),
    field('record_url', 'Record page', (row, context) => pageUrl(row.record, context)),
    field('identity_verification', 'Identity verification', (row) =>
      row.verification ? verificationWords(row.verification) : undefined,
    ),
  ],
} satisfies ExportColumns<PersonRow>;
