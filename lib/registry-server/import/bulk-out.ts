// Writes a generated dataset in the registry's bulk formats (`registry:generate --bulk-out DIR`):
// Basic Company Data as CSV (the 55-column header, every field quoted, DD/MM/YYYY dates) and
// the PSC snapshot as JSON Lines ending with its totals line. The wording comes from the same
// tables the import reads (companies.ts), so an import of these files gives back the profiles.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sicCodeLabel } from '@/lib/labels/sic-codes';
import { CLOSED_STATUSES } from '../search/build';
import {
  accountsWording,
  BASIC_COMPANY_DATA_HEADER,
  categoryWording,
  fileDate,
  PREVIOUS_NAME_COLUMNS,
  statusWording,
} from './companies';
import { TOTALS_KIND } from './psc';

interface Profile {
  company_name: string;
  company_number: string;
  company_status: string;
  company_status_detail?: string;
  type: string;
  subtype?: string;
  date_of_creation?: string;
  date_of_cessation?: string;
  registered_office_address?: Record<string, string | undefined>;
  foreign_company_details?: { originating_registry?: { country?: string } };
  accounts?: {
    accounting_reference_date?: { day: number | string; month: number | string };
    next_due?: string;
    next_accounts?: { due_on?: string };
    last_accounts?: { made_up_to?: string; type?: string };
  };
  annual_return?: { next_due?: string; last_made_up_to?: string };
  confirmation_statement?: { next_due?: string; last_made_up_to?: string };
  sic_codes?: string[];
  previous_company_names?: { name: string; ceased_on: string }[];
}

const quote = (value: string | number | undefined) => `"${String(value ?? '').replace(/"/g, '""')}"`;

type ChargeCounts = { total: number; outstanding: number; partSatisfied: number; satisfied: number };

/** One company as a row of Basic Company Data. */
export function companyToCsv(profile: Profile, charges: ChargeCounts): string {
  const office = profile.registered_office_address ?? {};
  const accounts = profile.accounts;
  const sic = (profile.sic_codes ?? []).slice(0, 4).map((code) => `${code} - ${sicCodeLabel(code)}`);
  if (sic.length === 0) sic.push('None Supplied');
  const previous = (profile.previous_company_names ?? []).slice(0, PREVIOUS_NAME_COLUMNS);
  const uk = profile.type !== 'oversea-company' && profile.type !== 'registered-overseas-entity';
  const fields = [
    profile.company_name,
    profile.company_number,
    office.care_of,
    office.po_box,
    office.address_line_1,
    office.address_line_2,
    office.locality,
    office.region,
    office.country,
    office.postal_code,
    categoryWording(profile.type, profile.subtype),
    statusWording(profile.company_status, profile.company_status_detail),
    uk ? 'United Kingdom' : profile.foreign_company_details?.originating_registry?.country,
    fileDate(profile.date_of_cessation),
    fileDate(profile.date_of_creation),
    accounts?.accounting_reference_date?.day,
    accounts?.accounting_reference_date?.month,
    fileDate(accounts?.next_accounts?.due_on ?? accounts?.next_due),
    fileDate(accounts?.last_accounts?.made_up_to),
    accounts ? (accounts.last_accounts?.type ? accountsWording(accounts.last_accounts.type) : 'NO ACCOUNTS FILED') : '',
    fileDate(profile.annual_return?.next_due),
    fileDate(profile.annual_return?.last_made_up_to),
    charges.total,
    charges.outstanding,
    charges.partSatisfied,
    charges.satisfied,
    sic[0],
    sic[1],
    sic[2],
    sic[3],
    0,
    0,
    `http://business.data.gov.uk/id/company/${profile.company_number}`,
    ...Array.from({ length: PREVIOUS_NAME_COLUMNS }, (_, i) => [
      fileDate(previous[i]?.ceased_on),
      previous[i]?.name,
    ]).flat(),
    fileDate(profile.confirmation_statement?.next_due),
    fileDate(profile.confirmation_statement?.last_made_up_to),
  ];
  return fields.map(quote).join(',');
}

export interface BulkOutOptions {
  /**
   * Rows of Basic Company Data to write. Past the dataset's live companies, its companies are
   * written again under new numbers (from 90000000) and names with another company's first
   * word in front, so that a benchmark can have a file of any size; the copies have no PSCs.
   */
  readonly rows?: number;
}

export interface BulkOutResult {
  readonly companiesFile: string;
  readonly pscFile: string;
  readonly companies: number;
  readonly pscLines: number;
}

/** Writes DIR/BasicCompanyData-<date>.csv and DIR/psc-snapshot-<date>.txt from a generated dataset. */
export function writeBulkFiles(dbPath: string, dir: string, options: BulkOutOptions = {}): BulkOutResult {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const date =
      (db.prepare("SELECT value FROM meta WHERE key = 'reference_date'").pluck().get() as string | undefined) ??
      new Date().toISOString().slice(0, 10);
    mkdirSync(dir, { recursive: true });
    const companiesFile = join(dir, `BasicCompanyData-${date}.csv`);
    const pscFile = join(dir, `psc-snapshot-${date}.txt`);

    let companies = 0;
    withFile(companiesFile, (write) => {
      write(`${BASIC_COMPANY_DATA_HEADER.join(',')}\r\n`);
      const charges = db.prepare(
        `SELECT count(*) AS total, coalesce(sum(status = 'outstanding'), 0) AS outstanding, coalesce(sum(status = 'part-satisfied'), 0) AS partSatisfied,
                coalesce(sum(status IN ('satisfied', 'fully-satisfied')), 0) AS satisfied FROM charges WHERE company_number = ?`,
      );
      // As the registry's file: the live register only, in name order.
      const closed = CLOSED_STATUSES.map((status) => `'${status}'`).join(', ');
      const rows = db.prepare(
        `SELECT company_number, body FROM companies WHERE company_status NOT IN (${closed}) ORDER BY company_name, company_number`,
      );
      const live: string[] = [];
      for (const row of rows.iterate() as Iterable<{ company_number: string; body: string }>) {
        write(`${companyToCsv(JSON.parse(row.body) as Profile, charges.get(row.company_number) as ChargeCounts)}\r\n`);
        if (options.rows !== undefined && options.rows > live.length) live.push(row.body);
        companies++;
      }
      const firstWords = live.map((body) => (JSON.parse(body) as Profile).company_name.split(' ')[0]!);
      const none = { total: 0, outstanding: 0, partSatisfied: 0, satisfied: 0 };
      for (let copy = 0; live.length > 0 && companies < (options.rows ?? 0); copy++) {
        const profile = JSON.parse(live[copy % live.length]!) as Profile;
        const number = String(90_000_000 + copy);
        const name = `${firstWords[(copy * 7919 + Math.floor(copy / live.length)) % firstWords.length]} ${profile.company_name}`;
        write(`${companyToCsv({ ...profile, company_number: number, company_name: name }, none)}\r\n`);
        companies++;
      }
    });

    let pscLines = 0;
    const totals = { persons_of_significant_control_count: 0, statements_count: 0, exemptions_count: 0 };
    withFile(pscFile, (write) => {
      const line = (companyNumber: string, body: string) => {
        write(`{"company_number":${JSON.stringify(companyNumber)},"data":${body}}\n`);
        pscLines++;
      };
      for (const row of db
        .prepare('SELECT company_number, body FROM pscs ORDER BY company_number, psc_id')
        .iterate() as Iterable<{ company_number: string; body: string }>) {
        line(row.company_number, row.body);
        totals.persons_of_significant_control_count++;
      }
      for (const row of db
        .prepare('SELECT company_number, body FROM psc_statements ORDER BY company_number, statement_id')
        .iterate() as Iterable<{ company_number: string; body: string }>) {
        line(row.company_number, row.body);
        totals.statements_count++;
      }
      for (const row of db
        .prepare('SELECT company_number, body FROM exemptions ORDER BY company_number')
        .iterate() as Iterable<{ company_number: string; body: string }>) {
        line(row.company_number, row.body);
        totals.exemptions_count++;
      }
      write(`${JSON.stringify({ data: { kind: TOTALS_KIND, ...totals, generated_at: `${date}T00:00:00Z` } })}\n`);
    });
    return { companiesFile, pscFile, companies, pscLines };
  } finally {
    db.close();
  }
}

/** Writes a file in large pieces: constant memory, few system calls. */
function withFile(path: string, fill: (write: (text: string) => void) => void): void {
  const fd = openSync(path, 'w');
  let buffered: string[] = [];
  let size = 0;
  const flush = () => {
    writeSync(fd, buffered.join(''));
    buffered = [];
    size = 0;
  };
  try {
    fill((text) => {
      buffered.push(text);
      size += text.length;
      if (size >= 1 << 20) flush();
    });
    flush();
  } finally {
    closeSync(fd);
  }
}
