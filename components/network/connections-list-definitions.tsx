// The connections tables' definitions: companies sharing officers with a company (most shared
// first) and an officer's co-officers (most boards shared first), with who, where, in which
// roles and when; the page and the table read them, and each column's export fields come from
// lib/export/lists/connections.ts.
import Link from 'next/link';
import { CompanyStatus } from '@/components/company/company-status';
import { defineComputedList } from '@/components/lists/define-list';
import { linkClass } from '@/components/ui/text-link';
import { coOfficersExport, sharedOfficersExport } from '@/lib/export/lists/connections';
import { tenuresText } from '@/lib/labels/tenures';
import type { CoOfficer, CompanySharingOfficers } from '@/lib/network/ranked-tables';
import { VerificationBadge } from './verification-badge';

export const CONNECTIONS_PAGE_SIZE = 25;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

export interface CompanyConnectionsContext {
  companyNumber: string;
  companyName: string;
  /** What the table did not read, one sentence each (lib/network/connections-tables.ts `notRead`). */
  notRead?: readonly string[];
}

/** The intro's count: none found in what was read is not none on the register. */
function countIntro(total: number, one: string, many: string, notRead: readonly string[] | undefined, ranked: string) {
  if (total === 0 && notRead && notRead.length > 0) return null;
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {plural(total, one, many)}
      {notRead && notRead.length > 0 ? ' found in what was read' : ''}, {ranked} (current and resigned appointments).
    </p>
  );
}

export const companiesSharingOfficersList = defineComputedList<CompanySharingOfficers, CompanyConnectionsContext>({
  key: 'shared-officers',
  pageSize: CONNECTIONS_PAGE_SIZE,
  exportPath: ({ companyNumber }) => `/network/company/${companyNumber}/shared-officers`,
  rowKey: (row) => row.company_number,
  nouns: () => ({ one: 'company', many: 'companies' }),
  heading: ({ companyName }) => `Companies sharing officers with ${companyName}`,
  intro: ({ notRead }, total) =>
    countIntro(total, 'company', 'companies', notRead, 'ranked by the number of officers they share'),
  caption: ({ companyName }, total) =>
    `${plural(total, 'company', 'companies')} sharing officers with ${companyName}, most shared officers first`,
  // "None" only when every list was read: otherwise not known, and why.
  empty: ({ notRead }) =>
    notRead && notRead.length > 0
      ? { title: 'Not known whether other companies share an officer with this one', notRead }
      : { title: 'No other company shares an officer with this one' },
  incomplete: ({ notRead }) => notRead ?? [],
  columns: [
    {
      key: 'company',
      header: 'Company',
      cell: (row) => (
        <span className="space-y-1">
          <Link className={linkClass} href={`/company/${row.company_number}`}>
            {row.company_name}
          </Link>
          <span className="block font-mono text-xs text-slate-600 dark:text-slate-400">{row.company_number}</span>
          <CompanyStatus status={row.company_status} />
        </span>
      ),
      export: sharedOfficersExport.company,
    },
    {
      key: 'count',
      header: 'Shared officers',
      className: 'text-right tabular-nums',
      cell: (row) => row.shared.length,
      export: sharedOfficersExport.count,
    },
    {
      key: 'officers',
      header: 'Who, and their roles here and there',
      cell: (row, { companyName }) => (
        <ul className="space-y-2">
          {row.shared.map((officer) => (
            <li key={officer.officer_id}>
              <Link className={linkClass} href={`/officers/${officer.officer_id}/appointments`}>
                {officer.name}
              </Link>
              <VerificationBadge mark={officer.verification} />
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                At {companyName}: {tenuresText(officer.here)}
              </span>
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                At {row.company_name}: {tenuresText(officer.there)}
              </span>
            </li>
          ))}
        </ul>
      ),
      export: sharedOfficersExport.officers,
    },
  ],
});

export interface OfficerConnectionsContext {
  officerId: string;
  officerName: string;
  /** What the table did not read, one sentence each. */
  notRead?: readonly string[];
}

export const coOfficersList = defineComputedList<CoOfficer, OfficerConnectionsContext>({
  key: 'co-officers',
  pageSize: CONNECTIONS_PAGE_SIZE,
  exportPath: ({ officerId }) => `/network/officer/${officerId}/co-officers`,
  rowKey: (row) => row.officer_id,
  nouns: () => ({ one: 'co-officer', many: 'co-officers' }),
  heading: ({ officerName }) => `Officers who sit with ${officerName}`,
  intro: ({ notRead }, total) =>
    countIntro(total, 'co-officer', 'co-officers', notRead, 'ranked by the number of boards they share'),
  caption: ({ officerName }, total) =>
    `${plural(total, 'co-officer', 'co-officers')} of ${officerName}, most boards shared first`,
  empty: ({ notRead }) =>
    notRead && notRead.length > 0
      ? { title: 'Not known who else sits on this officer’s boards', notRead }
      : { title: 'No co-officers on the register' },
  incomplete: ({ notRead }) => notRead ?? [],
  columns: [
    {
      key: 'officer',
      header: 'Officer',
      cell: (row) => (
        <span className="space-y-1">
          <Link className={linkClass} href={`/officers/${row.officer_id}/appointments`}>
            {row.name}
          </Link>
          <VerificationBadge mark={row.verification} />
        </span>
      ),
      export: coOfficersExport.officer,
    },
    {
      key: 'count',
      header: 'Boards shared',
      className: 'text-right tabular-nums',
      cell: (row) => row.boards.length,
      export: coOfficersExport.count,
    },
    {
      key: 'boards',
      header: 'Where, and their roles',
      cell: (row, { officerName }) => (
        <ul className="space-y-2">
          {row.boards.map((board) => (
            <li key={board.company_number}>
              <Link className={linkClass} href={`/company/${board.company_number}`}>
                {board.company_name}
              </Link>
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                {officerName}: {tenuresText(board.seed)}
              </span>
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                {row.name}: {tenuresText(board.officer)}
              </span>
            </li>
          ))}
        </ul>
      ),
      export: coOfficersExport.boards,
    },
  ],
});
