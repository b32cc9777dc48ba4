// Builds the search index from the registry's tables: one row per company, officer and
// disqualified officer, numbered in result order, plus FTS5 word indexes over their names.
//
// Result order is fixed when the index is built: rows go in sorted, into tables whose
// INTEGER PRIMARY KEY SQLite numbers 1, 2, 3… in insertion order. A company's position
// (`pos`) sorts by status rank (live, then other, then closed), exact-name key, full name
// and number, so "at equal rank, live first, then by name" is rowid order: the full-text
// index returns matches in that order, and a page is the first rows of a match, never a
// sort of all of them. Exact and starts-with names are ranges of one B-tree index.
import type Database from 'better-sqlite3';
import { alphaKey, personNameKey, stripLegalSuffix, words } from './normalize';

/** Previous names of a company are indexed under rowid `pos * PREVIOUS_NAME_SLOTS + i`. */
export const PREVIOUS_NAME_SLOTS = 16;

/**
 * 2: search_officers records, for officers with many appointments, the one whose address results show.
 * 3: search_advanced, search_sic and search_location_fts for advanced, dissolved and alphabetical search.
 * 4: the overlay (overlay/): rows changed since the build, kept in step with the registry's changes.
 * 5: search_terms holds how many names have each word (the common short words too), so a query reads its rarest words first.
 */
export const SEARCH_INDEX_VERSION = 5;

/** Company statuses by rank: live ones first, closed ones last, everything else between. */
export const LIVE_STATUSES = ['active', 'open', 'registered'] as const;
export const CLOSED_STATUSES = ['dissolved', 'closed', 'converted-closed', 'removed'] as const;

const statusRankSql = (column: string) =>
  `CASE WHEN ${column} IN (${LIVE_STATUSES.map((s) => `'${s}'`).join(', ')}) THEN 0
        WHEN ${column} IN (${CLOSED_STATUSES.map((s) => `'${s}'`).join(', ')}) THEN 2
        ELSE 1 END`;
/** The same rank in JavaScript. */
export const statusRank = (status: string): number =>
  (LIVE_STATUSES as readonly string[]).includes(status)
    ? 0
    : (CLOSED_STATUSES as readonly string[]).includes(status)
      ? 2
      : 1;

/**
 * Prefixes up to this many characters have their own FTS5 prefix index: "a", "lim" or
 * "servic" read one doclist, however many words start with them. A longer query word is
 * looked up in search_terms and searched as the few whole words it begins (see ranking.ts):
 * FTS5 would otherwise merge the full doclists of every word with that prefix (all of
 * "limited", for "limited"*) before returning the first row.
 */
export const PREFIX_INDEX_MAX = 6;

/** Words up to PREFIX_INDEX_MAX long are in search_terms (with their counts) when at least this many names have them. */
export const COMMON_TERM_DOCS = 20;

// Words are normalised before they reach FTS5 (see normalize.ts), so the ascii tokenizer
// only has to split on spaces. Contentless, and detail=none: matching needs no positions.
const FTS_OPTIONS = `content='', columnsize=0, detail=none, tokenize='ascii', prefix='${Array.from(
  { length: PREFIX_INDEX_MAX },
  (_, i) => i + 1,
).join(' ')}'`;

/** The full-text tables, by the name search_terms knows them by. */
export const FTS_TABLES = {
  companies: 'search_companies_fts',
  previous_names: 'search_previous_names_fts',
  officers: 'search_officers_fts',
  disqualified: 'search_disqualified_fts',
} as const;
export type FtsSource = keyof typeof FTS_TABLES;

export const SEARCH_TABLES = [
  'search_meta',
  'search_companies',
  'search_companies_fts',
  'search_previous_names_fts',
  'search_officers',
  'search_officers_fts',
  'search_disqualified',
  'search_disqualified_fts',
  'search_terms',
  'search_advanced',
  'search_sic',
  'search_location_fts',
  'search_overlay_companies',
  'search_overlay_people',
  'search_overlay_superseded',
] as const;

// The tables of company filters: plain tables, which buildSearchFilters can also make in
// another database (the bulk import, on another thread) for copySearchFilters to copy in.
const FILTER_TABLES = `
CREATE TABLE search_advanced (
  pos               INTEGER PRIMARY KEY,
  company_status    TEXT NOT NULL,
  company_type      TEXT NOT NULL,
  company_subtype   TEXT,
  date_of_creation  TEXT,
  date_of_cessation TEXT,
  alpha_key         TEXT NOT NULL
);
CREATE TABLE search_sic (sic_code TEXT NOT NULL, pos INTEGER NOT NULL, PRIMARY KEY (sic_code, pos)) WITHOUT ROWID;
`;
const FILTER_INDEXES = `
CREATE INDEX search_advanced_by_status ON search_advanced (company_status, pos);
CREATE INDEX search_advanced_by_type ON search_advanced (company_type, pos);
CREATE INDEX search_advanced_by_subtype ON search_advanced (company_subtype, pos) WHERE company_subtype IS NOT NULL;
CREATE INDEX search_advanced_by_creation ON search_advanced (date_of_creation, pos);
CREATE INDEX search_advanced_by_cessation ON search_advanced (date_of_cessation, pos) WHERE date_of_cessation IS NOT NULL;
CREATE UNIQUE INDEX search_advanced_by_alpha ON search_advanced (alpha_key);
CREATE UNIQUE INDEX search_advanced_dissolved_by_alpha ON search_advanced (alpha_key) WHERE company_status = 'dissolved';
`;

const SCHEMA = `
CREATE TABLE search_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE search_companies (
  pos            INTEGER PRIMARY KEY,
  company_number TEXT NOT NULL,
  status_rank    INTEGER NOT NULL,
  name_key       TEXT NOT NULL
);
CREATE VIRTUAL TABLE search_companies_fts USING fts5(name, ${FTS_OPTIONS});
CREATE VIRTUAL TABLE search_previous_names_fts USING fts5(name, ${FTS_OPTIONS});
CREATE TABLE search_officers (
  pos                    INTEGER PRIMARY KEY,
  officer_id             TEXT NOT NULL,
  person_key             TEXT NOT NULL,
  appointment_count      INTEGER NOT NULL,
  -- Officers with many appointments: the one whose address results show (see buildOfficers).
  address_appointment_id TEXT
);
CREATE VIRTUAL TABLE search_officers_fts USING fts5(name, ${FTS_OPTIONS});
CREATE TABLE search_disqualified (
  pos        INTEGER PRIMARY KEY,
  officer_id TEXT NOT NULL,
  kind       TEXT NOT NULL,
  person_key TEXT NOT NULL
);
CREATE VIRTUAL TABLE search_disqualified_fts USING fts5(name, ${FTS_OPTIONS});
-- Per full-text table, the indexed words longer than PREFIX_INDEX_MAX and the common shorter
-- ones (COMMON_TERM_DOCS), each with how many rows have it.
CREATE TABLE search_terms (
  source TEXT NOT NULL, term TEXT NOT NULL, docs INTEGER NOT NULL, PRIMARY KEY (source, term)
) WITHOUT ROWID;
-- Advanced, dissolved and alphabetical search (advanced.ts): a company's filterable fields under
-- its search position and its SIC codes (FILTER_TABLES), and the words of its registered office.
${FILTER_TABLES}
CREATE VIRTUAL TABLE search_location_fts USING fts5(address, content='', columnsize=0, detail=none, tokenize='ascii');
-- The overlay (overlay.ts): what changed since this build, written in each change's own transaction.
-- Companies, officers and disqualified officers as they are now, each placed after the main row it
-- sorts behind (after_pos), and the main rows they supersede; a build starts them empty.
CREATE TABLE search_overlay_companies (
  id INTEGER PRIMARY KEY, company_number TEXT NOT NULL UNIQUE, seq INTEGER NOT NULL, after_pos INTEGER NOT NULL,
  status_rank INTEGER NOT NULL, name_key TEXT NOT NULL, name_words TEXT NOT NULL, previous_names TEXT NOT NULL,
  company_status TEXT NOT NULL, company_type TEXT NOT NULL, company_subtype TEXT, date_of_creation TEXT,
  date_of_cessation TEXT, alpha_key TEXT NOT NULL, sic_codes TEXT NOT NULL, address_words TEXT
);
CREATE INDEX search_overlay_companies_by_seq ON search_overlay_companies (seq);
CREATE TABLE search_overlay_people (
  id INTEGER PRIMARY KEY, kind TEXT NOT NULL, officer_id TEXT NOT NULL, seq INTEGER NOT NULL, after_pos INTEGER NOT NULL,
  sort_words TEXT NOT NULL, person_key TEXT NOT NULL, appointment_count INTEGER, address_appointment_id TEXT,
  disqualified_kind TEXT,
  -- 1: no longer on the register (an officer whose last appointment was removed).
  removed INTEGER NOT NULL DEFAULT 0,
  UNIQUE (kind, officer_id)
);
CREATE INDEX search_overlay_people_by_seq ON search_overlay_people (seq);
CREATE TABLE search_overlay_superseded (
  kind TEXT NOT NULL, pos INTEGER NOT NULL, seq INTEGER NOT NULL, name_words TEXT NOT NULL, previous_names TEXT,
  PRIMARY KEY (kind, pos)
) WITHOUT ROWID;
CREATE INDEX search_overlay_superseded_by_seq ON search_overlay_superseded (seq);
`;

// Built after the rows are in: one sorted pass each instead of a B-tree insert per row.
const INDEXES = `
CREATE INDEX search_companies_by_key ON search_companies (status_rank, name_key, pos);
CREATE UNIQUE INDEX search_companies_by_number ON search_companies (company_number);
CREATE INDEX search_officers_by_key ON search_officers (person_key, pos);
CREATE INDEX search_disqualified_by_key ON search_disqualified (person_key, pos);
${FILTER_INDEXES}`;

export function registerFunctions(db: Database.Database) {
  const options = { deterministic: true, directOnly: true } as const;
  // The keys are computed from the normalised words ("a b c"), which are tokenised once.
  db.function('search_words', options, (text: unknown) => (typeof text === 'string' ? words(text).join(' ') : ''));
  db.function('search_company_key', options, (normalised: unknown) =>
    typeof normalised === 'string' && normalised !== '' ? stripLegalSuffix(normalised.split(' ')).join(' ') : '',
  );
  // The register's alphabetical key: the name's letters and digits, upper case, then ":" and the number.
  db.function('search_alpha_key', options, (name: unknown, number: unknown) =>
    alphaKey(String(name ?? ''), String(number ?? '')),
  );
  db.function('search_person_key', options, (normalised: unknown) =>
    typeof normalised === 'string' && normalised !== '' ? personNameKey(normalised.split(' ')) : '',
  );
}

export interface BuildOptions {
  /** Called after each SQL step with its text and duration, for the benchmark's report. */
  onStep?: (step: string, ms: number) => void;
  /**
   * Tables of every company's search fields (COMPANY_SEARCH_COLUMNS), made by a loader that
   * computed them with companySearchFields as it read (the bulk import, one table per worker
   * thread). Each is indexed on SEARCH_ORDER, so that their union is read in order by a merge,
   * not sorted. By default the fields are read out of the companies table's bodies here.
   */
  companyFields?: readonly string[];
  /**
   * Leaves the company filter tables (search_advanced, search_sic) empty, for copySearchFilters
   * to fill from a database where buildSearchFilters made them from the same companyFields.
   */
  deferFilters?: boolean;
}

// The build scripts hold no semicolons inside literals, so splitting on them is safe.
const splitStatements = (sql: string) =>
  sql
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

type Exec = (sql: string) => void;

/**
 * (Re)builds every search_* table from companies, officers, appointments and
 * disqualified_officers. Idempotent: drops the previous index first. Runs in one
 * transaction, so readers on other connections see the old index or the new one.
 */
export function buildSearchIndex(db: Database.Database, options: BuildOptions = {}): void {
  registerFunctions(db);
  const exec = (sql: string) => {
    for (const statement of splitStatements(sql)) {
      const started = performance.now();
      db.exec(statement);
      options.onStep?.(statement.replace(/\s+/g, ' ').slice(0, 90), performance.now() - started);
    }
  };
  // Scratch tables and sorts stay in memory while building (a few hundred MB at a million
  // companies); the connection's own settings come back afterwards. SQLite refuses to move
  // temporary storage inside a transaction, so a caller's open transaction keeps its own.
  const saved = {
    temp_store: db.pragma('temp_store', { simple: true }),
    cache_size: db.pragma('cache_size', { simple: true }),
  };
  const moveTemp = !db.inTransaction;
  if (moveTemp) db.pragma('temp_store = MEMORY');
  db.pragma('cache_size = -262144');
  try {
    buildAll(db, exec, options);
  } finally {
    if (moveTemp) db.pragma(`temp_store = ${Number(saved.temp_store)}`);
    db.pragma(`cache_size = ${Number(saved.cache_size)}`);
  }
}

function buildAll(db: Database.Database, exec: Exec, options: BuildOptions) {
  db.transaction(() => {
    for (const table of SEARCH_TABLES) db.exec(`DROP TABLE IF EXISTS ${table}`);
    db.exec(SCHEMA);
    // Loaded in one go and optimised at the end, the word indexes need no merging on the way
    // (a quarter less time); later writes get FTS5's usual merging back.
    const fullText = [...Object.values(FTS_TABLES), 'search_location_fts'];
    const merging = (automerge: number, crisismerge: number) => {
      for (const fts of fullText)
        db.exec(
          `INSERT INTO ${fts} (${fts}, rank) VALUES ('automerge', ${automerge}), ('crisismerge', ${crisismerge})`,
        );
    };
    merging(0, 64);
    buildCompanies(exec, options);
    buildOfficers(exec);
    buildDisqualified(exec);
    exec(INDEXES);
    exec(`INSERT INTO search_location_fts (search_location_fts) VALUES ('optimize')`);
    merging(4, 16);
    for (const [source, fts] of Object.entries(FTS_TABLES)) {
      exec(`INSERT INTO ${fts} (${fts}) VALUES ('optimize')`);
      exec(`
        CREATE VIRTUAL TABLE temp.search_build_vocab USING fts5vocab(main, ${fts}, 'row');
        INSERT INTO search_terms (source, term, docs) SELECT '${source}', term, doc FROM temp.search_build_vocab
          WHERE length(term) > ${PREFIX_INDEX_MAX} OR doc >= ${COMMON_TERM_DOCS};
        DROP TABLE temp.search_build_vocab;
      `);
    }
    const meta = db.prepare('INSERT INTO search_meta (key, value) VALUES (?, ?)');
    const lastLive = db
      .prepare('SELECT coalesce(max(pos), 0) AS pos FROM search_companies WHERE status_rank = 0')
      .get() as { pos: number };
    meta.run('version', String(SEARCH_INDEX_VERSION));
    meta.run('last_live_company_pos', String(lastLive.pos));
    // Readers drop the overlay they hold when the schema changes (a build drops and makes the tables).
    meta.run('overlay_seq', '0');
  })();
}

/** What the company tables are built from: a company's search fields (see companySearchFields). */
export const COMPANY_SEARCH_COLUMNS = [
  'company_number',
  'company_status',
  'status_rank',
  'company_type',
  'company_subtype',
  'date_of_creation',
  'date_of_cessation',
  'name_words',
  'name_key',
  'alpha_key',
  'previous_names',
  'sic_codes',
  'address_words',
] as const;
export type CompanySearchFields = Record<
  Exclude<(typeof COMPANY_SEARCH_COLUMNS)[number], 'status_rank'>,
  string | null
> & {
  status_rank: number;
};
/** The order of the search positions. */
export const SEARCH_ORDER = ['status_rank', 'name_key', 'name_words', 'company_number'] as const;

const ADDRESS_PARTS = ['premises', 'address_line_1', 'address_line_2', 'locality', 'region', 'postal_code', 'country'];

/**
 * A company's search fields from its profile body, in JavaScript: what companyFieldsSql reads
 * out of the stored body in SQL, for a loader that has the body in hand (build.test.ts holds
 * the two to the same answers).
 */
export function companySearchFields(body: {
  company_number: string;
  company_name: string;
  company_status: string;
  type: string;
  subtype?: string;
  date_of_creation?: string;
  date_of_cessation?: string;
  previous_company_names?: readonly unknown[];
  sic_codes?: readonly string[];
  registered_office_address?: Readonly<Record<string, unknown>>;
}): CompanySearchFields {
  const address = body.registered_office_address;
  const nameWords = words(body.company_name);
  return {
    company_number: body.company_number,
    company_status: body.company_status,
    status_rank: statusRank(body.company_status),
    company_type: body.type,
    company_subtype: body.subtype ?? null,
    date_of_creation: body.date_of_creation ?? null,
    date_of_cessation: body.date_of_cessation ?? null,
    name_words: nameWords.join(' '),
    name_key: stripLegalSuffix(nameWords).join(' '),
    // alphaKey's, from the words already split.
    alpha_key: `${nameWords.join('').toUpperCase()}:${body.company_number}`,
    previous_names: body.previous_company_names ? JSON.stringify(body.previous_company_names) : null,
    sic_codes: body.sic_codes ? JSON.stringify(body.sic_codes) : null,
    address_words: address
      ? words(
          ADDRESS_PARTS.map((part) => address[part])
            .filter((value) => value !== undefined && value !== null)
            .join(' '),
        ).join(' ')
      : null,
  };
}

// The same fields read out of the companies table: one sequential pass, each body's JSON
// parsed once, in the table's own order. (The search overlay reads one company's this way.)
export const companyFieldsSql = () => `
  SELECT *, search_company_key(name_words) AS name_key FROM (
  SELECT company_number, company_status, ${statusRankSql('company_status')} AS status_rank, type AS company_type, body ->> '$.subtype' AS company_subtype, date_of_creation,
         body ->> '$.date_of_cessation' AS date_of_cessation,
         search_words(company_name) AS name_words,
         search_alpha_key(company_name, company_number) AS alpha_key,
         CASE WHEN instr(body, '"previous_company_names"') > 0 THEN body ->> '$.previous_company_names' END AS previous_names,
         CASE WHEN instr(body, '"sic_codes"') > 0 THEN body -> '$.sic_codes' END AS sic_codes,
         CASE WHEN body -> '$.registered_office_address' IS NOT NULL
              THEN search_words(concat_ws(' ', ${ADDRESS_PARTS.map((part) => `body ->> '$.registered_office_address.${part}'`).join(', ')})) END AS address_words
  FROM companies)`;

// The tables are filled from one sorted scratch table, with no further lookups into companies
// (three joins by number in position order were most of the build at a million companies).
// A position is a company's place in SEARCH_ORDER among all of them; the table holds the
// SEARCH_ORDER fields and `columns`.
const sortedCompanies = (table: string, columns: readonly string[], sources: readonly string[]) => {
  const all = [...SEARCH_ORDER, ...columns].join(', ');
  return `
    CREATE TEMP TABLE ${table} (pos INTEGER PRIMARY KEY, ${all});
    INSERT INTO ${table} (${all})
      ${sources.map((source) => `SELECT ${all} FROM ${source}`).join(' UNION ALL ')}
      ORDER BY ${SEARCH_ORDER.join(', ')};`;
};

const FILTER_COLUMNS = [
  'company_status',
  'company_type',
  'company_subtype',
  'date_of_creation',
  'date_of_cessation',
  'alpha_key',
  'sic_codes',
];

const fillFilters = (table: string) => `
    INSERT INTO search_advanced (pos, company_status, company_type, company_subtype, date_of_creation, date_of_cessation, alpha_key)
      SELECT pos, company_status, company_type, company_subtype, date_of_creation, date_of_cessation, alpha_key
      FROM ${table};
    -- In key order, so the B-tree is appended to rather than split all over (a SIC code twice is kept once).
    INSERT OR IGNORE INTO search_sic (sic_code, pos)
      SELECT j.value, b.pos FROM ${table} b JOIN json_each(b.sic_codes) j WHERE b.sic_codes IS NOT NULL
      ORDER BY 1, 2;`;

function buildCompanies(exec: Exec, options: BuildOptions) {
  const companyFields = options.companyFields;
  exec(`
    ${companyFields ? '' : `CREATE TEMP TABLE search_build_names AS ${companyFieldsSql()};`}
    ${sortedCompanies(
      'search_build_companies',
      ['previous_names', 'address_words', ...(options.deferFilters ? [] : FILTER_COLUMNS)],
      companyFields ?? ['temp.search_build_names'],
    )}
    ${companyFields ? '' : 'DROP TABLE temp.search_build_names;'}

    INSERT INTO search_companies (pos, company_number, status_rank, name_key)
      SELECT pos, company_number, status_rank, name_key FROM search_build_companies;
    INSERT INTO search_companies_fts (rowid, name)
      SELECT pos, name_words FROM search_build_companies;
    INSERT INTO search_previous_names_fts (rowid, name)
      SELECT b.pos * ${PREVIOUS_NAME_SLOTS} + p.key, search_words(p.value ->> '$.name')
      FROM search_build_companies b JOIN json_each(b.previous_names) p
      WHERE b.previous_names IS NOT NULL AND json_valid(b.previous_names) AND p.key < ${PREVIOUS_NAME_SLOTS};
    ${options.deferFilters ? '' : fillFilters('search_build_companies')}
    INSERT INTO search_location_fts (rowid, address)
      SELECT pos, address_words FROM search_build_companies WHERE address_words IS NOT NULL;
    DROP TABLE temp.search_build_companies;
  `);
}

/**
 * Makes the company filter tables (search_advanced, search_sic, with their indexes) in `db`
 * from tables of search fields (BuildOptions.companyFields), for copySearchFilters to copy
 * into the database whose other search tables buildSearchIndex makes from the same tables.
 * The bulk import runs this on another thread, beside that build.
 */
export function buildSearchFilters(db: Database.Database, companyFields: readonly string[]): void {
  db.transaction(() => {
    for (const statement of splitStatements(`
      DROP TABLE IF EXISTS search_advanced;
      DROP TABLE IF EXISTS search_sic;
      ${FILTER_TABLES}
      ${sortedCompanies('search_build_filters', FILTER_COLUMNS, companyFields)}
      ${fillFilters('search_build_filters')}
      DROP TABLE temp.search_build_filters;
      ${FILTER_INDEXES}
    `))
      db.exec(statement);
  })();
}

/**
 * Copies the filter tables that buildSearchFilters made in the attached database `schema` into
 * the empty ones of a build with deferFilters. The tables and their indexes match, so SQLite
 * copies them page by page rather than row by row.
 */
export function copySearchFilters(db: Database.Database, schema: string): void {
  db.transaction(() => {
    for (const table of ['search_advanced', 'search_sic'])
      db.exec(`INSERT INTO main.${table} SELECT * FROM ${schema}.${table}`);
  })();
}

/**
 * Officers with more appointments than this have the appointment whose address their search
 * result shows recorded in the index; for the rest it is looked up among their few appointments.
 */
export const RECORDED_ADDRESS_MIN_APPOINTMENTS = 20;

function buildOfficers(exec: Exec) {
  // Officers sort by name (the officers table writes "SURNAME, Forenames"), then the most
  // appointed first. A result shows the address of the first appointment of the officer's
  // list (store.ts: current before resigned, latest first); for an officer with many (a
  // formation agent's secretary holds thousands) it is picked here, once, so that a page of
  // results never reads them all.
  exec(`
    CREATE TEMP TABLE search_build_officer_names AS
      SELECT o.officer_id,
             search_words(o.name) AS sort_words,
             (SELECT count(*) FROM appointments a WHERE a.officer_id = o.officer_id) AS appointment_count,
             NULL AS address_appointment_id
      FROM officers o;
    UPDATE search_build_officer_names SET address_appointment_id = (
        SELECT a.appointment_id FROM appointments a WHERE a.officer_id = search_build_officer_names.officer_id
        ORDER BY a.resigned_on IS NOT NULL, a.appointed_on DESC, a.resigned_on DESC, a.appointment_id LIMIT 1)
      WHERE appointment_count > ${RECORDED_ADDRESS_MIN_APPOINTMENTS};
    CREATE TEMP TABLE search_build_officers (
      pos INTEGER PRIMARY KEY, officer_id TEXT, sort_words TEXT, person_key TEXT, appointment_count INTEGER, address_appointment_id TEXT
    );
    INSERT INTO search_build_officers (officer_id, sort_words, person_key, appointment_count, address_appointment_id)
      SELECT officer_id, sort_words, search_person_key(sort_words), appointment_count, address_appointment_id
      FROM search_build_officer_names ORDER BY sort_words, appointment_count DESC, officer_id;
    DROP TABLE temp.search_build_officer_names;
    INSERT INTO search_officers (pos, officer_id, person_key, appointment_count, address_appointment_id)
      SELECT pos, officer_id, person_key, appointment_count, address_appointment_id FROM search_build_officers;
    INSERT INTO search_officers_fts (rowid, name) SELECT pos, sort_words FROM search_build_officers;
    DROP TABLE temp.search_build_officers;
  `);
}

/** A disqualified officer's words in sort order, as SQL over a disqualified_officers row. */
export const DISQUALIFIED_SORT_WORDS_SQL = `CASE WHEN kind = 'natural' AND json_valid(body) AND body ->> '$.surname' IS NOT NULL
  THEN search_words(concat_ws(' ', body ->> '$.surname', body ->> '$.forename', body ->> '$.other_forenames'))
  ELSE search_words(name) END`;

function buildDisqualified(exec: Exec) {
  // A natural person sorts by surname then forenames; a corporate body by its name.
  exec(`
    CREATE TEMP TABLE search_build_disqualified_names AS
      SELECT officer_id, kind, sort_words, search_person_key(sort_words) AS person_key
      FROM (
        SELECT officer_id, kind, ${DISQUALIFIED_SORT_WORDS_SQL} AS sort_words
        FROM disqualified_officers
      );
    CREATE TEMP TABLE search_build_disqualified (pos INTEGER PRIMARY KEY, officer_id TEXT, kind TEXT, sort_words TEXT, person_key TEXT);
    INSERT INTO search_build_disqualified (officer_id, kind, sort_words, person_key)
      SELECT * FROM search_build_disqualified_names ORDER BY sort_words, officer_id;
    DROP TABLE temp.search_build_disqualified_names;
    INSERT INTO search_disqualified (pos, officer_id, kind, person_key)
      SELECT pos, officer_id, kind, person_key FROM search_build_disqualified;
    INSERT INTO search_disqualified_fts (rowid, name) SELECT pos, sort_words FROM search_build_disqualified;
    DROP TABLE temp.search_build_disqualified;
  `);
}
