// What an export of advanced search results writes (/advanced-search/companies, "Download all").
// Its table's columns (components/advanced-search/advanced-search-columns.tsx) show other things,
// so the fields are one group, `fields`.
import { field, joined, pageUrl, type ExportColumns } from '@/lib/export/fields';
import { formatAddress } from '@/lib/labels/address';
import { companyStatusLabel, companyTypeLabel } from '@/lib/labels/company';
import type { AdvancedSearchItem } from '@/lib/registry/schemas';

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
