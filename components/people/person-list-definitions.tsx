// A person's table: every appointment of their officer ids and every company they are or were a
// PSC of, in one list (current first, then the latest first), paged and exportable; each column's
// export fields come from lib/export/lists/people.ts.
import Link from 'next/link';
import { CompanyStatus } from '@/components/company/company-status';
import { defineComputedList } from '@/components/lists/define-list';
import { Badge } from '@/components/ui/badge';
import { linkClass } from '@/components/ui/text-link';
import type { PersonRow } from '@/lib/identity/person-records';
import { personRecordsExport, personRowRole } from '@/lib/export/lists/people';
import { formatDate } from '@/lib/labels/dates';
import { natureOfControlLabel } from '@/lib/labels/people';
import { verificationStatusTones } from '@/lib/verification/rows';
import { verificationStatusLabels, verificationWords } from '@/lib/verification/words';

export const PERSON_PAGE_SIZE = 25;

export interface PersonTableContext {
  personId: string;
  name: string;
  /** What was not read, one sentence each. */
  notRead?: readonly string[];
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

export const personRecordsList = defineComputedList<PersonRow, PersonTableContext>({
  key: 'person-records',
  pageSize: PERSON_PAGE_SIZE,
  exportPath: ({ personId }) => `/people/${personId}/records`,
  rowKey: (row) => `${row.record}|${row.company_number}|${row.role}|${row.from ?? ''}|${row.to ?? ''}`,
  nouns: () => ({ one: 'appointment or PSC entry', many: 'appointments and PSC entries' }),
  heading: () => 'Appointments and control',
  intro: ({ notRead }, total) => (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {plural(total, 'row', 'rows')}
      {notRead && notRead.length > 0 ? ' read' : ''}: every appointment of their officer ids and every company they are
      or were a person with significant control of, current first.
    </p>
  ),
  caption: ({ name }, total) =>
    `${plural(total, 'appointment or PSC entry', 'appointments and PSC entries')} of ${name}`,
  empty: ({ notRead }) =>
    notRead && notRead.length > 0
      ? { title: 'Not known which companies they hold roles in', notRead }
      : { title: 'No appointments and no PSC entries on the register' },
  incomplete: ({ notRead }) => notRead ?? [],
  columns: [
    {
      key: 'company',
      header: 'Company',
      cell: (row) => (
        <span className="space-y-1">
          <Link className={linkClass} href={`/company/${row.company_number}`}>
            {row.company_name ?? row.company_number}
          </Link>
          <span className="block font-mono text-xs text-slate-600 dark:text-slate-400">{row.company_number}</span>
          <CompanyStatus status={row.company_status} />
        </span>
      ),
      export: personRecordsExport.company,
    },
    {
      key: 'role',
      header: 'Role',
      cell: (row) => (
        <span className="space-y-1">
          <span className="block">{personRowRole(row)}</span>
          {row.natures_of_control.length > 0 && (
            <span className="block text-sm text-slate-700 dark:text-slate-300">
              {row.natures_of_control.map(natureOfControlLabel).join('; ')}
            </span>
          )}
        </span>
      ),
      export: personRecordsExport.role,
    },
    {
      key: 'dates',
      header: 'When',
      cell: (row) => (
        <span className="space-y-1">
          <span className="block whitespace-nowrap">
            {row.from ? formatDate(row.from) : 'Date not given'} – {row.to ? formatDate(row.to) : ''}
          </span>
          {row.current ? <Badge tone="positive">Current</Badge> : <Badge>Ended</Badge>}
        </span>
      ),
      export: personRecordsExport.dates,
    },
    {
      key: 'record',
      header: 'On the record as',
      cell: (row) => (
        <span className="space-y-1">
          <Link className={linkClass} href={row.record}>
            {row.record_name}
          </Link>
          {row.verification && (
            <span className="block text-sm">
              <Badge tone={verificationStatusTones[row.verification.status]}>
                {verificationStatusLabels[row.verification.status]}
              </Badge>{' '}
              <span className="text-slate-700 dark:text-slate-300">{verificationWords(row.verification)}</span>
            </span>
          )}
        </span>
      ),
      export: personRecordsExport.record,
    },
  ],
});
