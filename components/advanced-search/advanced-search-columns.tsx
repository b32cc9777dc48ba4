// The columns of advanced search results, once: what the table shows and what the export
// writes ("Download all" at /api/export/advanced-search/companies).
import Link from 'next/link';
import type { Column } from '@/components/ui/data-table';
import { field, joined, pageUrl, type ExportField } from '@/lib/export/fields';
import { formatAddress } from '@/lib/labels/address';
import { companyStatusLabel, companyTypeLabel } from '@/lib/labels/company';
import { formatDate } from '@/lib/labels/dates';
import { sicCodeLabel } from '@/lib/labels/sic-codes';
import type { AdvancedSearchItem } from '@/lib/registry/schemas';

type Row = AdvancedSearchItem;

export const advancedSearchColumns: readonly Column<Row>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (row) => (
      <Link
        href={`/company/${row.company_number}`}
        className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
      >
        {row.company_name}
      </Link>
    ),
  },
  { key: 'number', header: 'Number', className: 'whitespace-nowrap font-mono', cell: (row) => row.company_number },
  { key: 'status', header: 'Status', cell: (row) => companyStatusLabel(row.company_status) },
  { key: 'type', header: 'Type', className: 'max-md:hidden', cell: (row) => companyTypeLabel(row.company_type) },
  {
    key: 'incorporated',
    header: 'Incorporated',
    className: 'whitespace-nowrap',
    cell: (row) => formatDate(row.date_of_creation),
  },
  {
    key: 'dissolved',
    header: 'Dissolved',
    className: 'whitespace-nowrap',
    cell: (row) => (row.date_of_cessation ? formatDate(row.date_of_cessation) : ''),
  },
  {
    key: 'address',
    header: 'Registered office',
    className: 'max-lg:hidden',
    cell: (row) => formatAddress(row.registered_office_address),
  },
  {
    key: 'sic',
    header: 'SIC',
    className: 'max-lg:hidden',
    cell: (row) => (
      <ul>
        {(row.sic_codes ?? []).map((code) => (
          <li key={code} title={sicCodeLabel(code)}>
            {code}
          </li>
        ))}
      </ul>
    ),
  },
];

export const advancedSearchExportFields: readonly ExportField<Row>[] = [
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
];
