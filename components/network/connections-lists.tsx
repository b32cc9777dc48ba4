// The connections tables' definitions: companies sharing officers with a company (most shared
// first) and an officer's co-officers (most boards shared first), with who, where, in which
// roles and when; the page, the table and the export read them.
import Link from 'next/link';
import { CompanyStatus } from '@/components/company/company-status';
import { defineComputedList } from '@/components/lists/list-definition';
import { linkClass } from '@/components/ui/text-link';
import { field, pageUrl } from '@/lib/export/fields';
import { formatDate } from '@/lib/labels/dates';
import { officerRoleLabel } from '@/lib/labels/people';
import type { CoOfficer, CompanySharingOfficers, Tenure } from '@/lib/network/shared';

export const CONNECTIONS_PAGE_SIZE = 25;

/** "Director, 1 Jun 2004 – 3 Mar 2010" / "Director since 1 Jun 2004" */
export function tenureText(tenure: Tenure): string {
  const role = officerRoleLabel(tenure.officer_role);
  const from = tenure.appointed_on ? formatDate(tenure.appointed_on) : undefined;
  if (tenure.resigned_on) return `${role}, ${from ?? '?'} – ${formatDate(tenure.resigned_on)} (resigned)`;
  return from ? `${role} since ${from}` : role;
}
const tenures = (list: readonly Tenure[]) => list.map(tenureText).join('; ');
const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

export interface CompanyConnectionsContext {
  companyNumber: string;
  companyName: string;
}

export const companiesSharingOfficersList = defineComputedList<CompanySharingOfficers, CompanyConnectionsContext>({
  key: 'shared-officers',
  pageSize: CONNECTIONS_PAGE_SIZE,
  exportPath: ({ companyNumber }) => `/network/company/${companyNumber}/shared-officers`,
  rowKey: (row) => row.company_number,
  nouns: () => ({ one: 'company', many: 'companies' }),
  heading: ({ companyName }) => `Companies sharing officers with ${companyName}`,
  intro: (_context, total) => (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {plural(total, 'company', 'companies')}, ranked by the number of officers they share (current and resigned
      appointments).
    </p>
  ),
  caption: ({ companyName }, total) =>
    `${plural(total, 'company', 'companies')} sharing officers with ${companyName}, most shared officers first`,
  empty: () => ({ title: 'No other company shares an officer with this one' }),
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
      export: [
        field('company_number', 'Company number', (row) => row.company_number),
        field('company_name', 'Company name', (row) => row.company_name),
        field('company_status', 'Company status', (row) => row.company_status),
        field('url', 'Page', (row, context) => pageUrl(`/company/${row.company_number}`, context)),
      ],
    },
    {
      key: 'count',
      header: 'Shared officers',
      className: 'text-right tabular-nums',
      cell: (row) => row.shared.length,
      export: [field('shared_officers', 'Shared officers', (row) => row.shared.length)],
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
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                At {companyName}: {tenures(officer.here)}
              </span>
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                At {row.company_name}: {tenures(officer.there)}
              </span>
            </li>
          ))}
        </ul>
      ),
      export: [
        field('officer_names', 'Shared officers’ names', (row) => row.shared.map((officer) => officer.name).join('; ')),
        field('officer_ids', 'Shared officers’ ids', (row) =>
          row.shared.map((officer) => officer.officer_id).join('; '),
        ),
        field('roles_here', 'Their roles here', (row) =>
          row.shared.map((officer) => `${officer.name}: ${tenures(officer.here)}`).join(' | '),
        ),
        field('roles_there', 'Their roles there', (row) =>
          row.shared.map((officer) => `${officer.name}: ${tenures(officer.there)}`).join(' | '),
        ),
      ],
    },
  ],
});

export interface OfficerConnectionsContext {
  officerId: string;
  officerName: string;
}

export const coOfficersList = defineComputedList<CoOfficer, OfficerConnectionsContext>({
  key: 'co-officers',
  pageSize: CONNECTIONS_PAGE_SIZE,
  exportPath: ({ officerId }) => `/network/officer/${officerId}/co-officers`,
  rowKey: (row) => row.officer_id,
  nouns: () => ({ one: 'co-officer', many: 'co-officers' }),
  heading: ({ officerName }) => `Officers who sit with ${officerName}`,
  intro: (_context, total) => (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {plural(total, 'co-officer', 'co-officers')}, ranked by the number of boards they share (current and resigned
      appointments).
    </p>
  ),
  caption: ({ officerName }, total) =>
    `${plural(total, 'co-officer', 'co-officers')} of ${officerName}, most boards shared first`,
  empty: () => ({ title: 'No co-officers on the register' }),
  columns: [
    {
      key: 'officer',
      header: 'Officer',
      cell: (row) => (
        <Link className={linkClass} href={`/officers/${row.officer_id}/appointments`}>
          {row.name}
        </Link>
      ),
      export: [
        field('officer_id', 'Officer id', (row) => row.officer_id),
        field('name', 'Name', (row) => row.name),
        field('url', 'Page', (row, context) => pageUrl(`/officers/${row.officer_id}/appointments`, context)),
      ],
    },
    {
      key: 'count',
      header: 'Boards shared',
      className: 'text-right tabular-nums',
      cell: (row) => row.boards.length,
      export: [field('boards_shared', 'Boards shared', (row) => row.boards.length)],
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
                {officerName}: {tenures(board.seed)}
              </span>
              <span className="block text-sm text-slate-700 dark:text-slate-300">
                {row.name}: {tenures(board.officer)}
              </span>
            </li>
          ))}
        </ul>
      ),
      export: [
        field('company_numbers', 'Company numbers', (row) => row.boards.map((b) => b.company_number).join('; ')),
        field('company_names', 'Company names', (row) => row.boards.map((b) => b.company_name).join('; ')),
        field('roles', 'Their roles', (row) =>
          row.boards.map((b) => `${b.company_name}: ${tenures(b.officer)}`).join(' | '),
        ),
      ],
    },
  ],
});
