// The columns of advanced search results: what the table shows. What its export writes ("Download
// all" at /api/export/advanced-search/companies) is in lib/export/lists/advanced-search.ts.
import Link from 'next/link';
import type { Column } from '@/components/ui/data-table';
import { formatAddress } from '@/lib/labels/address';
import { companyStatusLabel, companyTypeLabel } from '@/lib/labels/company';
import { formatDate } from '@/lib/labels/dates';
import { sicCodeLabel } from '@/lib/labels/sic-codes';
import type { AdvancedSearchItem } from '@/lib/registry/schemas';
import type { CompanyCheck } from '@/lib/search/own-filters';
import { signalTitles } from '@/lib/signals/rules';
import { identityCountsWords } from '@/lib/verification/summary';

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

/** With our identity filter on: each company's verification counts. */
export const identityColumn: Column<Row & { check: CompanyCheck }> = {
  key: 'identity',
  header: 'Identity verification',
  cell: (row) => (row.check.identity ? identityCountsWords(row.check.identity) : ''),
};

/** With our signals filter on: each company's signals, by title, highest severity first. */
export const signalsColumn: Column<Row & { check: CompanyCheck }> = {
  key: 'signals',
  header: 'Signals',
  cell: (row) => (
    <ul>
      {(row.check.signals?.signals ?? []).map((signal) => (
        <li key={signal.code} title={signal.detail}>
          {signalTitles[signal.code]}
        </li>
      ))}
    </ul>
  ),
};
