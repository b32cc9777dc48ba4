// What the exports of the connections tables write, by table column: companies sharing officers
// with a company (/network/company/{company_number}/shared-officers) and an officer's co-officers
// (/network/officer/{officer_id}/co-officers), with each person's identity verification in words
// (the worst among their current appointments the table read: lib/network/verification-marks.ts).
import { field, pageUrl, type ExportColumns } from '@/lib/export/fields';
import { tenuresText } from '@/lib/labels/tenures';
import type { CoOfficer, CompanySharingOfficers } from '@/lib/network/ranked-tables';

export const sharedOfficersExport = {
  company: [
    field('company_number', 'Company number', (row) => row.company_number),
    field('company_name', 'Company name', (row) => row.company_name),
    field('company_status', 'Company status', (row) => row.company_status),
    field('url', 'Page', (row, context) => pageUrl(`/company/${row.company_number}`, context)),
  ],
  count: [field('shared_officers', 'Shared officers', (row) => row.shared.length)],
  officers: [
    field('officer_names', 'Shared officers’ names', (row) => row.shared.map((officer) => officer.name).join('; ')),
    field('officer_ids', 'Shared officers’ ids', (row) => row.shared.map((officer) => officer.officer_id).join('; ')),
    field('roles_here', 'Their roles here', (row) =>
      row.shared.map((officer) => `${officer.name}: ${tenuresText(officer.here)}`).join(' | '),
    ),
    field('roles_there', 'Their roles there', (row) =>
      row.shared.map((officer) => `${officer.name}: ${tenuresText(officer.there)}`).join(' | '),
    ),
    field('officers_identity', 'Their identity verification', (row) =>
      row.shared
        .filter((officer) => officer.verification)
        .map((officer) => `${officer.name}: ${officer.verification!.words}`)
        .join(' | '),
    ),
  ],
} satisfies ExportColumns<CompanySharingOfficers>;

export const coOfficersExport = {
  officer: [
    field('officer_id', 'Officer id', (row) => row.officer_id),
    field('name', 'Name', (row) => row.name),
    field('url', 'Page', (row, context) => pageUrl(`/officers/${row.officer_id}/appointments`, context)),
    field('identity', 'Identity verification', (row) => row.verification?.words),
  ],
  count: [field('boards_shared', 'Boards shared', (row) => row.boards.length)],
  boards: [
    field('company_numbers', 'Company numbers', (row) => row.boards.map((b) => b.company_number).join('; ')),
    field('company_names', 'Company names', (row) => row.boards.map((b) => b.company_name).join('; ')),
    field('roles', 'Their roles', (row) =>
      row.boards.map((b) => `${b.company_name}: ${tenuresText(b.officer)}`).join(' | '),
    ),
  ],
} satisfies ExportColumns<CoOfficer>;
