// What an export of a company's officers writes (/company/{company_number}/officers), by table column.
import {
  companyNumberField,
  field,
  idFrom,
  joined,
  monthOfBirth,
  pageUrl,
  type ExportColumns,
  type ExportContext,
} from '@/lib/export/fields';
import type { DisqualifiedCheck } from '@/lib/identity/disqualified';
import { officerRoleLabel } from '@/lib/labels/people';
import type { OfficerSummary } from '@/lib/registry/schemas';
import { officerVerification } from '@/lib/verification/rows';
import { appointmentDatesFields, contributionFields, correspondenceAddressField } from './appointments';
import { identityFields, type VerificationPage } from './identity';

/** The disqualification checks of a page of officers, by officer id. */
export type OfficerPageChecks = Readonly<Record<string, DisqualifiedCheck>>;

/** What the export's enrichment gives a page of officers (lib/export/lists/enrichments.ts): their checks, and the company and day to judge verification by. */
export interface OfficerPage extends VerificationPage {
  checks?: OfficerPageChecks;
}

/** An officer's verification, as the officers page judges it. */
export const officerVerificationOf = (officer: OfficerSummary, page: VerificationPage) =>
  officerVerification(officer, page.verification);

/**
 * The officers page's disqualification check of one officer, as the export found it: blank for a
 * corporate officer; for a person, undefined when it was not made (no month of birth, no
 * officer id, or the check failed or was not asked for this page).
 */
function checkOf(officer: OfficerSummary, { page }: ExportContext): DisqualifiedCheck | 'corporate' | undefined {
  if (officer.identification) return 'corporate';
  const officerId = idFrom(officer.links.officer.appointments, 'officers');
  return officerId ? (page as OfficerPage | undefined)?.checks?.[officerId] : undefined;
}

/** `yes` (possibly disqualified), `no`, `not checked`; blank for a corporate officer. */
function possiblyDisqualified(officer: OfficerSummary, context: ExportContext): string {
  const check = checkOf(officer, context);
  if (check === 'corporate') return '';
  if (check?.status === 'possibly-disqualified') return 'yes';
  if (check?.status === 'no-match') return 'no';
  return 'not checked';
}

function disqualifiedLinks(officer: OfficerSummary, context: ExportContext): string | undefined {
  const check = checkOf(officer, context);
  if (check === 'corporate' || check?.status !== 'possibly-disqualified') return undefined;
  return joined(check.matches.map((match) => pageUrl(match.link, context) ?? match.link));
}

export const officersExport = {
  company_number: [companyNumberField()],
  // Beside the name, where the officers page shows its flag.
  name: [
    field('name', 'Name', (o) => o.name),
    field('possibly_disqualified', 'Possibly disqualified', possiblyDisqualified),
    field('disqualified_officer_links', 'Disqualified officer pages', disqualifiedLinks),
  ],
  role: [
    field('officer_role', 'Role (registry key)', (o) => o.officer_role),
    field('officer_role_label', 'Role', (o) => officerRoleLabel(o.officer_role)),
  ],
  dates: appointmentDatesFields(),
  identity: identityFields<OfficerSummary>(officerVerificationOf),
  born: [field('date_of_birth', 'Month of birth', (o) => monthOfBirth(o.date_of_birth))],
  details: [
    field('nationality', 'Nationality', (o) => o.nationality),
    field('country_of_residence', 'Country of residence', (o) => o.country_of_residence),
    field('occupation', 'Occupation', (o) => o.occupation),
    ...contributionFields<OfficerSummary>(),
  ],
  address: [correspondenceAddressField()],
  ids: [
    field(
      'registration_number',
      'Registration number (corporate officers)',
      (o) => o.identification?.registration_number,
    ),
    field('officer_id', 'Officer id', (o) => idFrom(o.links.officer.appointments, 'officers')),
    field('url', 'Officer appointments page', (o, context) => pageUrl(o.links.officer.appointments, context)),
  ],
} satisfies ExportColumns<OfficerSummary>;
