// What an export of advanced search results writes (/advanced-search/companies, "Download all").
// Its table's columns (components/advanced-search/advanced-search-columns.tsx) show other things,
// so the fields are one group, `fields`. Also the search page's two other views of the register:
// dissolved companies (/dissolved-search/companies) and the A–Z view (/alphabetical-search/companies).
import { field, joined, pageUrl, type ExportColumns } from '@/lib/export/fields';
import { formatAddress } from '@/lib/labels/address';
import { companyStatusLabel, companyTypeLabel } from '@/lib/labels/company';
import type { AdvancedSearchItem, AlphabeticalSearchItem, DissolvedSearchItem } from '@/lib/registry/schemas';

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
