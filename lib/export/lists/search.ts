// What an export of search results writes, by search endpoint (/search, /search/companies,
// /search/officers, /search/disqualified-officers): one table column, `fields`, per kind.
import { field, idFrom, monthOfBirth, pageUrl, type ExportColumns } from '@/lib/export/fields';
import { companyStatusLabel, companyTypeLabel } from '@/lib/labels/company';
import type { ResourceOf } from '@/lib/registry/catalogue';
import type { SearchEndpoint } from '@/lib/search/search-state';

type Row<N extends SearchEndpoint> = ResourceOf<N>['items'][number];

const KIND_LABELS: Record<string, string> = {
  company: 'Company',
  officer: 'Officer',
  'disqualified-officer': 'Disqualified officer',
};

/**
 * "Company", "Officer" or "Disqualified officer": from the registry's kind (`searchresults#company`,
 * or `search-results#…` as its description spells it), else from the result's link; empty for anything else.
 */
export function searchKindLabel(row: { kind?: string; links?: { self?: string } }): string | undefined {
  const byKind = KIND_LABELS[row.kind?.split('#')[1] ?? ''];
  if (byKind) return byKind;
  const self = row.links?.self ?? '';
  if (self.startsWith('/company/')) return KIND_LABELS.company;
  if (self.startsWith('/officers/')) return KIND_LABELS.officer;
  if (self.startsWith('/disqualified-officers/')) return KIND_LABELS['disqualified-officer'];
  return undefined;
}

export const searchExports = {
  searchAll: {
    fields: [
      field('kind', 'Kind', (r) => r.kind),
      field('kind_label', 'Kind (in words)', (r) => searchKindLabel(r)),
      field('name', 'Name', (r) => r.title),
      field('company_number', 'Company number', (r) => r.company_number),
      field('company_status', 'Company status (registry key)', (r) => r.company_status),
      field('date_of_creation', 'Incorporated on', (r) => r.date_of_creation),
      field('appointment_count', 'Appointments', (r) => r.appointment_count),
      field('date_of_birth', 'Date or month of birth', (r) =>
        typeof r.date_of_birth === 'string'
          ? r.date_of_birth
          : monthOfBirth(r.date_of_birth as { month: number; year: number } | undefined),
      ),
      field('address', 'Address', (r) => r.address_snippet),
      field('description', 'Summary', (r) => r.description),
      field('url', 'Page', (r, context) => pageUrl(r.links.self, context)),
    ],
  },
  searchCompanies: {
    fields: [
      field('company_number', 'Company number', (c) => c.company_number),
      field('name', 'Name', (c) => c.title),
      field('company_status', 'Status (registry key)', (c) => c.company_status),
      field('company_status_label', 'Status', (c) => companyStatusLabel(c.company_status)),
      field('company_type', 'Type (registry key)', (c) => c.company_type),
      field('company_type_label', 'Type', (c) => companyTypeLabel(c.company_type)),
      field('date_of_creation', 'Incorporated on', (c) => c.date_of_creation),
      field('date_of_cessation', 'Ceased on', (c) => c.date_of_cessation),
      field('address', 'Registered office', (c) => c.address_snippet),
      field('url', 'Company page', (c, context) => pageUrl(c.links.self, context)),
    ],
  },
  searchOfficers: {
    fields: [
      field('name', 'Name', (o) => o.title),
      field('appointment_count', 'Appointments', (o) => o.appointment_count),
      field('date_of_birth', 'Month of birth', (o) => monthOfBirth(o.date_of_birth)),
      field('address', 'Correspondence address', (o) => o.address_snippet),
      field('description', 'Summary', (o) => o.description),
      field('officer_id', 'Officer id', (o) => idFrom(o.links.self, 'officers')),
      field('url', 'Officer appointments page', (o, context) => pageUrl(o.links.self, context)),
    ],
  },
  searchDisqualifiedOfficers: {
    fields: [
      field('name', 'Name', (o) => o.title),
      field('date_of_birth', 'Date of birth', (o) => o.date_of_birth),
      field('address', 'Address', (o) => o.address_snippet),
      field('description', 'Summary', (o) => o.description),
      field('officer_id', 'Officer id', (o) => idFrom(o.links.self)),
      field('url', 'Disqualification page', (o, context) => pageUrl(o.links.self, context)),
    ],
  },
} satisfies { [N in SearchEndpoint]: ExportColumns<Row<N>> };
