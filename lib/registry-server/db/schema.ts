// The embedded registry's SQLite layout. Resources are stored as the JSON bodies the
// registry serves (each with its `etag` already in it), beside the few columns that
// lookups, filters and ordering need. The generator writes these tables; the handler
// reads them; the search index (lib/registry-server/search) is built from them.

export const SCHEMA_VERSION = 1;

// The events log (events/log.ts): every change as the Streaming API publishes it, appended in the
// transaction of the change; envelope is the JSON line a stream serves.
export const EVENTS_DDL = `
CREATE TABLE IF NOT EXISTS stream_events (
  stream         TEXT NOT NULL,
  timepoint      INTEGER NOT NULL,
  company_number TEXT,
  resource_kind  TEXT NOT NULL,
  resource_uri   TEXT NOT NULL,
  resource_id    TEXT NOT NULL,
  type           TEXT NOT NULL CHECK (type IN ('changed', 'deleted')),
  published_at   TEXT NOT NULL,
  envelope       TEXT NOT NULL,
  PRIMARY KEY (stream, timepoint)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS stream_events_by_company ON stream_events (company_number, published_at)
  WHERE company_number IS NOT NULL;
`;

export const DDL = `
CREATE TABLE IF NOT EXISTS meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

-- companyProfile bodies. parent_company_number is set for UK establishments (BR…) to find them from their parent.
CREATE TABLE IF NOT EXISTS companies (
  company_number        TEXT PRIMARY KEY,
  company_name          TEXT NOT NULL,
  company_status        TEXT NOT NULL,
  type                  TEXT NOT NULL,
  date_of_creation      TEXT,
  parent_company_number TEXT,
  body                  TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS companies_parent ON companies (parent_company_number) WHERE parent_company_number IS NOT NULL;

-- One row per officer (a person or corporate body), shared by all their appointments.
-- name_elements and date_of_birth are JSON (or NULL), as the appointment list shows them.
CREATE TABLE IF NOT EXISTS officers (
  officer_id    TEXT PRIMARY KEY,
  name          TEXT NOT NULL,
  is_corporate  INTEGER NOT NULL,
  name_elements TEXT,
  date_of_birth TEXT
) WITHOUT ROWID;

-- One row per appointment; body is the officerSummary item of the company's officer list
-- (links.self → /company/{n}/appointments/{appointment_id}, links.officer.appointments → /officers/{officer_id}/appointments).
-- sort_key orders the default officer list: role order, then surname and forenames.
CREATE TABLE IF NOT EXISTS appointments (
  appointment_id TEXT PRIMARY KEY,
  company_number TEXT NOT NULL,
  officer_id     TEXT NOT NULL,
  officer_role   TEXT NOT NULL,
  sort_key       TEXT NOT NULL,
  surname        TEXT NOT NULL,
  appointed_on   TEXT,
  resigned_on    TEXT,
  body           TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS appointments_company ON appointments (company_number, sort_key);
CREATE INDEX IF NOT EXISTS appointments_officer ON appointments (officer_id, resigned_on);

-- filingHistoryItem bodies; the list is newest first.
CREATE TABLE IF NOT EXISTS filings (
  company_number TEXT NOT NULL,
  transaction_id TEXT NOT NULL,
  date           TEXT NOT NULL,
  category       TEXT NOT NULL,
  body           TEXT NOT NULL,
  PRIMARY KEY (company_number, transaction_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS filings_by_date ON filings (company_number, date DESC, transaction_id);

-- chargeDetails bodies; the list is newest first by creation date.
CREATE TABLE IF NOT EXISTS charges (
  company_number TEXT NOT NULL,
  charge_id      TEXT NOT NULL,
  status         TEXT NOT NULL,
  created_on     TEXT,
  body           TEXT NOT NULL,
  PRIMARY KEY (company_number, charge_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS charges_by_date ON charges (company_number, created_on DESC, charge_id);

-- companyInsolvency bodies, only for companies with insolvency cases.
CREATE TABLE IF NOT EXISTS insolvency (
  company_number TEXT PRIMARY KEY,
  body           TEXT NOT NULL
) WITHOUT ROWID;

-- PSC bodies of every kind; path_kind is the path segment of its detail URL
-- (individual, corporate-entity, legal-person, super-secure, individual-beneficial-owner, …).
CREATE TABLE IF NOT EXISTS pscs (
  company_number TEXT NOT NULL,
  psc_id         TEXT NOT NULL,
  path_kind      TEXT NOT NULL,
  ceased         INTEGER NOT NULL,
  notified_on    TEXT,
  body           TEXT NOT NULL,
  PRIMARY KEY (company_number, psc_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS pscs_by_company ON pscs (company_number, ceased, notified_on DESC);
-- Corporate PSCs by the registration number they declare: the companies a company controls
-- (the registry's interface has no such query; the app asks the embedded registry directly).
CREATE INDEX IF NOT EXISTS pscs_by_owner_number ON pscs (json_extract(body, '$.identification.registration_number'))
  WHERE path_kind IN ('corporate-entity', 'corporate-entity-beneficial-owner');

-- PSC statement bodies.
CREATE TABLE IF NOT EXISTS psc_statements (
  company_number TEXT NOT NULL,
  statement_id   TEXT NOT NULL,
  ceased         INTEGER NOT NULL,
  notified_on    TEXT,
  body           TEXT NOT NULL,
  PRIMARY KEY (company_number, statement_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS psc_statements_by_company ON psc_statements (company_number, ceased, notified_on DESC);

-- companyRegister and companyExemptions bodies, only for companies that have them.
CREATE TABLE IF NOT EXISTS registers (
  company_number TEXT PRIMARY KEY,
  body           TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS exemptions (
  company_number TEXT PRIMARY KEY,
  body           TEXT NOT NULL
) WITHOUT ROWID;

-- naturalDisqualification and corporateDisqualification bodies.
CREATE TABLE IF NOT EXISTS disqualified_officers (
  officer_id TEXT PRIMARY KEY,
  kind       TEXT NOT NULL CHECK (kind IN ('natural', 'corporate')),
  name       TEXT NOT NULL,
  body       TEXT NOT NULL
) WITHOUT ROWID;

-- A generated dataset's truth: the person each officer id, individual PSC entry and natural
-- disqualified officer belongs to (the register itself has no such thing). Never served; the person
-- index's benchmark measures against it (bench/people.ts). Records made by activity have none.
CREATE TABLE IF NOT EXISTS person_truth (
  record TEXT PRIMARY KEY,
  person TEXT NOT NULL
) WITHOUT ROWID;
${EVENTS_DDL}`;
