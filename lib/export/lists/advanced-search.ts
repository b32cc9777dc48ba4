// What an export of advanced search results writes (/advanced-search/companies, "Download all").
// Its table's columns (components/advanced-search/advanced-search-columns.tsx) show other things,
// so the fields are one group, `fields`. Also the search page's two other views of the register:
// dissolved companies (/dissolved-search/companies) and the A–Z view (/alphabetical-search/companies).
import { field, joined, pageUrl, type ExportColumns, type ExportContext } from '@/lib/export/fields';
import { formatAddress } from '@/lib/labels/address';
import { companyStatusLabel, companyTypeLabel } from '@/lib/labels/company';
import type { AdvancedSearchItem, AlphabeticalSearchItem, DissolvedSearchItem } from '@/lib/registry/schemas';
import type { VerificationCounts } from '@/lib/registry/verification';

/** What the export's enrichment gives a page of companies (lib/export/lists/enrichments.ts): by company number, its identity counts and signals, or why they were not read. */
export type CompanyChecks = ReadonlyMap<
  string,
  | {
      identity?: { officers: VerificationCounts; pscs: VerificationCounts };
      signals?: { signals: readonly { code: string }[]; not_checked: readonly { code: string; reason: string }[] };
    }
  | { not_read: 'budget' | 'gone' }
>;

function checkOf(company: AdvancedSearchItem, { page }: ExportContext) {
  const check = (page as CompanyChecks | undefined)?.get(company.company_number);
  return check && !('not_read' in check) ? check : undefined;
}
const countsOf = (company: AdvancedSearchItem, context: ExportContext) => checkOf(company, context)?.identity;

/** `yes`, or why the company's officers, PSCs and signals were not read (the call budget; the company gone). */
function identityChecked(company: AdvancedSearchItem, context: ExportContext): string {
  const check = (context.page as CompanyChecks | undefined)?.get(company.company_number);
  if (!check) return 'not read';
  return 'not_read' in check ? `not read (${check.not_read === 'budget' ? 'call budget' : 'not found'})` : 'yes';
}

const identityCount =
  (who: 'officers' | 'pscs', what: keyof VerificationCounts) => (c: AdvancedSearchItem, context: ExportContext) =>
    countsOf(c, context)?.[who][what];

export const advancedSearchExport = {
  fields: [
    field('company_number', 'Company number', (c) => c.company_number),
    field('name', 'Name', (c) => c.company_name),
    field('company_status', 'Status (registry key)', (c) => c.company_status),
    field('company_status_label', 'Status', (c) => companyStatusLabel(c.company_status)),
    field('company_type', 'Type (registry key)', (c) => c.company_type),
    field('company_type_label', 'Type', (c) => companyTypeLabel(c.company_type)),
    field('company_subtype', 'Subtype (registry key)', (c) => c.company_subtype),
    field('date_of_creation', 'Incorporated on', (c) => c.date_of_creation),
    field('date_of_cessation', 'Dissolved on', (c) => c.date_of_cessation),
    field('address', 'Registered office', (c) => formatAddress(c.registered_office_address) || undefined),
    field('postal_code', 'Postcode', (c) => c.registered_office_address?.postal_code),
    field('sic_codes', 'SIC codes', (c) => joined(c.sic_codes)),
    field('url', 'Company page', (c, context) => pageUrl(c.links.company_profile, context)),
    // This app's, not the registry's: read from each company's officers and PSCs.
    field('identity_checked', 'Identity verification read', identityChecked),
    field('identity_officers_required', 'Officers who must verify', identityCount('officers', 'required')),
    field('identity_officers_verified', 'Officers verified', identityCount('officers', 'verified')),
    field('identity_officers_due', 'Officers due to verify', identityCount('officers', 'due')),
    field('identity_officers_overdue', 'Officers overdue', identityCount('officers', 'overdue')),
    field('identity_pscs_required', 'PSCs who must verify', identityCount('pscs', 'required')),
    field('identity_pscs_verified', 'PSCs verified', identityCount('pscs', 'verified')),
    field('identity_pscs_due', 'PSCs due to verify', identityCount('pscs', 'due')),
    field('identity_pscs_overdue', 'PSCs overdue', identityCount('pscs', 'overdue')),
    field('signals', 'Signals', (c, context) => {
      const signals = checkOf(c, context)?.signals;
      return signals ? joined(signals.signals.map((s) => s.code)) : undefined;
    }),
    field('signals_not_checked', 'Signals not checked', (c, context) => {
      const signals = checkOf(c, context)?.signals;
      return signals ? joined(signals.not_checked.map((n) => `${n.code} (${n.reason})`)) : undefined;
    }),
  ],
} satisfies ExportColumns<AdvancedSearchItem>;

/** A dissolved company's registered office: `registered_office_address` (the description's key), else an `address` some answers carry. */
export function dissolvedAddress(item: DissolvedSearchItem): string | undefined {
  const given = item.registered_office_address ?? (item as { address?: unknown }).address;
  return given && typeof given === 'object'
    ? formatAddress(given as Parameters<typeof formatAddress>[0]) || undefined
    : undefined;
}

const profileUrl = (item: { company_number: string; links?: { company_profile: string } }) =>
  item.links?.company_profile ?? `/company/${item.company_number}`;

export const dissolvedSearchExport = {
  fields: [
    field('company_number', 'Company number', (c) => c.company_number),
    field('name', 'Name', (c) => c.company_name),
    field('matched_previous_name', 'Previous name that matched', (c) => c.matched_previous_company_name?.name),
    field('date_of_creation', 'Incorporated on', (c) => c.date_of_creation),
    field('date_of_cessation', 'Dissolved on', (c) => c.date_of_cessation),
    field('address', 'Registered office', dissolvedAddress),
    field('postal_code', 'Postcode', (c) => c.registered_office_address?.postal_code),
    field('url', 'Company page', (c, context) => pageUrl(profileUrl(c), context)),
  ],
} satisfies ExportColumns<DissolvedSearchItem>;

export const alphabeticalSearchExport = {
  fields: [
    field('company_number', 'Company number', (c) => c.company_number),
    field('name', 'Name', (c) => c.company_name),
    field('company_status', 'Status (registry key)', (c) => c.company_status),
    field('company_status_label', 'Status', (c) => companyStatusLabel(c.company_status)),
    field('company_type', 'Type (registry key)', (c) => c.company_type),
    field('company_type_label', 'Type', (c) => (c.company_type ? companyTypeLabel(c.company_type) : undefined)),
    field('ordered_alpha_key_with_id', 'Place in the register (registry key)', (c) => c.ordered_alpha_key_with_id),
    field('url', 'Company page', (c, context) => pageUrl(profileUrl(c), context)),
  ],
} satisfies ExportColumns<AlphabeticalSearchItem>;
