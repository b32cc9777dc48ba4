// Collects the generated rows of one batch, table by table, in the column order of the
// embedded registry's tables (lib/registry-server/db/schema.ts). Bodies are collected as
// JSON without their etag; a sink (sinks.ts) adds the etag and inserts the batch, in this
// thread or in a worker thread.

export type TableName =
  | 'companies'
  | 'officers'
  | 'appointments'
  | 'filings'
  | 'charges'
  | 'insolvency'
  | 'pscs'
  | 'psc_statements'
  | 'registers'
  | 'exemptions'
  | 'disqualified_officers'
  | 'person_truth';

/** Columns written for each table, in insertion order. */
export const COLUMNS: Record<TableName, readonly string[]> = {
  companies: [
    'company_number',
    'company_name',
    'company_status',
    'type',
    'date_of_creation',
    'parent_company_number',
    'body',
  ],
  officers: ['officer_id', 'name', 'is_corporate', 'name_elements', 'date_of_birth'],
  appointments: [
    'appointment_id',
    'company_number',
    'officer_id',
    'officer_role',
    'sort_key',
    'surname',
    'appointed_on',
    'resigned_on',
    'body',
  ],
  filings: ['company_number', 'transaction_id', 'date', 'category', 'body'],
  charges: ['company_number', 'charge_id', 'status', 'created_on', 'body'],
  insolvency: ['company_number', 'body'],
  pscs: ['company_number', 'psc_id', 'path_kind', 'ceased', 'notified_on', 'body'],
  psc_statements: ['company_number', 'statement_id', 'ceased', 'notified_on', 'body'],
  registers: ['company_number', 'body'],
  exemptions: ['company_number', 'body'],
  disqualified_officers: ['officer_id', 'kind', 'name', 'body'],
  person_truth: ['record', 'person'],
};

export const TABLES = Object.keys(COLUMNS) as TableName[];

/** Tables whose last column is a resource body (every one but officers and the truth). */
export const BODY_TABLES: readonly TableName[] = TABLES.filter((t) => COLUMNS[t][COLUMNS[t].length - 1] === 'body');

export type Value = string | number | null;

/**
 * One batch: for each table, its rows' values joined into one string (row-major, COLUMNS
 * order), each value followed by FIELD_END, null written as NULL_VALUE. One string per table
 * is far cheaper to hand to a worker thread than an array of many small strings. Neither
 * character can occur in a value: JSON escapes control characters, and names and keys have none.
 */
export type Batch = Record<TableName, string>;

export const FIELD_END = '\u0000';
export const NULL_VALUE = '\u0001';

const emptyParts = (): Record<TableName, string[]> =>
  Object.fromEntries(TABLES.map((t) => [t, []])) as unknown as Record<TableName, string[]>;

/** The values of a batch's table again (numbers come back as strings; the columns' affinity stores them as integers). */
export function decodeValues(encoded: string): (string | null)[] {
  if (encoded === '') return [];
  const values: (string | null)[] = encoded.split(FIELD_END);
  values.pop();
  for (let i = 0; i < values.length; i++) if (values[i] === NULL_VALUE) values[i] = null;
  return values;
}

export interface CompanyRow {
  company_number: string;
  company_name: string;
  company_status: string;
  type: string;
  date_of_creation: string | null;
  parent_company_number: string | null;
  body: string;
}

export class DatasetWriter {
  readonly counts: Record<TableName, number> = Object.fromEntries(TABLES.map((t) => [t, 0])) as Record<
    TableName,
    number
  >;
  private parts = emptyParts();
  private pending = 0;

  /** Rows collected since the last drain. */
  get size(): number {
    return this.pending;
  }

  /** The rows collected so far; the writer starts a new batch. */
  drain(): Batch {
    const parts = this.parts;
    this.parts = emptyParts();
    this.pending = 0;
    // One join per table: a single flat string, allocated once.
    return Object.fromEntries(
      TABLES.map((t) => [t, parts[t].length === 0 ? '' : parts[t].join(FIELD_END) + FIELD_END]),
    ) as unknown as Batch;
  }

  private push(table: TableName, ...values: Value[]): void {
    const target = this.parts[table];
    for (const value of values) target.push(value === null ? NULL_VALUE : String(value));
    this.counts[table]++;
    this.pending++;
  }

  company(row: CompanyRow): void {
    this.push(
      'companies',
      row.company_number,
      row.company_name,
      row.company_status,
      row.type,
      row.date_of_creation,
      row.parent_company_number,
      row.body,
    );
  }

  officer(
    officerId: string,
    name: string,
    isCorporate: boolean,
    nameElements: string | null,
    dateOfBirth: string | null,
  ): void {
    this.push('officers', officerId, name, isCorporate ? 1 : 0, nameElements, dateOfBirth);
  }

  appointment(
    appointmentId: string,
    companyNumber: string,
    officerId: string,
    role: string,
    sortKey: string,
    surname: string,
    appointedOn: string | null,
    resignedOn: string | null,
    body: string,
  ): void {
    this.push(
      'appointments',
      appointmentId,
      companyNumber,
      officerId,
      role,
      sortKey,
      surname,
      appointedOn,
      resignedOn,
      body,
    );
  }

  filing(companyNumber: string, transactionId: string, date: string, category: string, body: string): void {
    this.push('filings', companyNumber, transactionId, date, category, body);
  }

  charge(companyNumber: string, chargeId: string, status: string, createdOn: string | null, body: string): void {
    this.push('charges', companyNumber, chargeId, status, createdOn, body);
  }

  insolvency(companyNumber: string, body: string): void {
    this.push('insolvency', companyNumber, body);
  }

  psc(
    companyNumber: string,
    pscId: string,
    pathKind: string,
    ceased: boolean,
    notifiedOn: string | null,
    body: string,
  ): void {
    this.push('pscs', companyNumber, pscId, pathKind, ceased ? 1 : 0, notifiedOn, body);
  }

  statement(
    companyNumber: string,
    statementId: string,
    ceased: boolean,
    notifiedOn: string | null,
    body: string,
  ): void {
    this.push('psc_statements', companyNumber, statementId, ceased ? 1 : 0, notifiedOn, body);
  }

  register(companyNumber: string, body: string): void {
    this.push('registers', companyNumber, body);
  }

  exemptions(companyNumber: string, body: string): void {
    this.push('exemptions', companyNumber, body);
  }

  disqualified(officerId: string, kind: 'natural' | 'corporate', name: string, body: string): void {
    this.push('disqualified_officers', officerId, kind, name, body);
  }

  /** The person a record (its registry link) belongs to: the truth the person index is measured against. */
  truth(record: string, person: string): void {
    this.push('person_truth', record, person);
  }
}

/** The INSERT statement of each table. */
export const INSERTS: Record<TableName, string> = Object.fromEntries(
  TABLES.map((t) => [t, `INSERT INTO ${t} (${COLUMNS[t].join(',')}) VALUES (${COLUMNS[t].map(() => '?').join(',')})`]),
) as Record<TableName, string>;
