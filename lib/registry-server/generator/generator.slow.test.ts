// The generated dataset: deterministic, internally consistent (every link resolves, profile
// links match the rows that exist), with company numbers that fit the type and dates in order.
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META } from '../import/coverage';
import { FOREIGN_PLACES, legalFormOf } from './data/places';
import { SHOWCASE } from './showcase';
import { generateTestDataset, openReadOnly, parse, removeTestDatasets, rowsOf, writers, type Row } from './testing';
import { BODY_TABLES, TABLES } from './writer';

let db: Database.Database;
let paths: { a: string; other: string; direct: string };

beforeAll(async () => {
  // Two runs with the same seed and size (one inserting on a worker thread, one on this
  // thread), and one with another seed.
  const [a, direct, other] = await Promise.all([
    generateTestDataset(1),
    generateTestDataset(1, 300, false),
    generateTestDataset(2),
  ]);
  paths = { a, direct, other };
  db = openReadOnly(a);
}, 60_000);

afterAll(() => {
  db?.close();
  removeTestDatasets();
});

function digest(path: string): Record<string, string> {
  const handle = openReadOnly(path);
  const out: Record<string, string> = {};
  for (const table of [...TABLES, 'meta']) {
    const hash = createHash('sha1');
    // A dataset's id is new at each generation, by design (it names the run of its events).
    const rows = table === 'meta' ? `SELECT * FROM meta WHERE key <> '${META.datasetId}'` : `SELECT * FROM ${table}`;
    for (const row of handle.prepare(`${rows} ORDER BY 1, 2`).raw().iterate()) hash.update(JSON.stringify(row));
    out[table] = hash.digest('hex');
  }
  handle.close();
  return out;
}

const all = <T = Row>(sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];
const one = <T = Row>(sql: string, ...params: unknown[]): T | undefined =>
  db.prepare(sql).get(...params) as T | undefined;

describe('determinism', () => {
  it('gives byte-identical tables for the same seed and size, whichever thread inserts the rows', () => {
    expect(writers.get(paths.a)).toBe('worker');
    expect(writers.get(paths.direct)).toBe('direct');
    expect(digest(paths.direct)).toEqual(digest(paths.a));
  });

  it('gives different data for a different seed (but the same showcase)', () => {
    const a = digest(paths.a);
    const b = digest(paths.other);
    expect(b.companies).not.toBe(a.companies);
    expect(b.filings).not.toBe(a.filings);
    const other = openReadOnly(paths.other);
    const plc = other
      .prepare('SELECT body FROM companies WHERE company_number = ?')
      .pluck()
      .get(SHOWCASE.companies.plc);
    other.close();
    expect(plc).toBe(
      one<{ body: string }>('SELECT body FROM companies WHERE company_number = ?', SHOWCASE.companies.plc)?.body,
    );
  });

  it('records the seed, size, reference date and schema version', () => {
    const meta = Object.fromEntries(
      all<{ key: string; value: string }>('SELECT key, value FROM meta').map((r) => [r.key, r.value]),
    );
    expect(meta).toMatchObject({ seed: '1', companies: '300', reference_date: '2026-11-01', schema_version: '1' });
    // A name of its own at each generation, even for the same seed and size.
    const idOf = (path: string) => {
      const handle = openReadOnly(path);
      const id = handle.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(META.datasetId);
      handle.close();
      return id;
    };
    expect(idOf(paths.a)).toMatch(/^[0-9a-f-]{36}$/);
    expect(idOf(paths.a)).not.toBe(idOf(paths.direct));
    expect(one<{ n: number }>('SELECT count(*) AS n FROM companies')?.n).toBe(300);
  });
});

// ---------------------------------------------------------------------------------------

/** Every string under a `links` object (and `links` of nested items), with where it was found. */
function collectLinks(value: unknown, out: string[], inLinks = false): void {
  if (typeof value === 'string') {
    if (inLinks) out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, out, inLinks);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collectLinks(item, out, inLinks || key === 'links');
  }
}

const exists = (sql: string, ...params: unknown[]): boolean => one(sql, ...params) !== undefined;

/** Whether a relative link of the registry's interface points at a row that exists. */
function resolves(link: string): boolean {
  const path = link.split(/[?#]/)[0]!;
  const parts = path.split('/').slice(1);
  if (parts[0] === 'officers' && parts[2] === 'appointments' && parts.length === 3) {
    return (
      exists('SELECT 1 FROM officers WHERE officer_id = ?', parts[1]) &&
      exists('SELECT 1 FROM appointments WHERE officer_id = ?', parts[1])
    );
  }
  if (parts[0] === 'disqualified-officers' && parts.length === 3) {
    return exists('SELECT 1 FROM disqualified_officers WHERE kind = ? AND officer_id = ?', parts[1], parts[2]);
  }
  if (parts[0] !== 'company' || !parts[1]) return false;
  const n = parts[1];
  const [section, id, extra] = parts.slice(2);
  if (section === undefined) return exists('SELECT 1 FROM companies WHERE company_number = ?', n);
  switch (section) {
    case 'officers':
      return id === undefined && exists('SELECT 1 FROM appointments WHERE company_number = ?', n);
    case 'appointments':
      return exists('SELECT 1 FROM appointments WHERE company_number = ? AND appointment_id = ?', n, id);
    case 'filing-history':
      return id === undefined
        ? exists('SELECT 1 FROM filings WHERE company_number = ?', n)
        : exists('SELECT 1 FROM filings WHERE company_number = ? AND transaction_id = ?', n, id);
    case 'charges':
      return id === undefined
        ? exists('SELECT 1 FROM charges WHERE company_number = ?', n)
        : exists('SELECT 1 FROM charges WHERE company_number = ? AND charge_id = ?', n, id);
    case 'insolvency':
      return exists('SELECT 1 FROM insolvency WHERE company_number = ?', n);
    case 'registers':
      return exists('SELECT 1 FROM registers WHERE company_number = ?', n);
    case 'exemptions':
      return exists('SELECT 1 FROM exemptions WHERE company_number = ?', n);
    case 'uk-establishments':
      return exists('SELECT 1 FROM companies WHERE parent_company_number = ?', n);
    case 'persons-with-significant-control':
      return id === undefined
        ? exists('SELECT 1 FROM pscs WHERE company_number = ?', n)
        : exists('SELECT 1 FROM pscs WHERE company_number = ? AND path_kind = ? AND psc_id = ?', n, id, extra);
    case 'persons-with-significant-control-statements':
      return id === undefined
        ? exists('SELECT 1 FROM psc_statements WHERE company_number = ?', n)
        : exists('SELECT 1 FROM psc_statements WHERE company_number = ? AND statement_id = ?', n, id);
    default:
      return false;
  }
}

const DOCUMENT = /^https:\/\/document-api\.company-information\.service\.gov\.uk\/document\/[A-Za-z0-9_-]{43}$/;
const ID = /^[A-Za-z0-9_-]{27}$/;

describe('links', () => {
  it('every link in every body resolves to a row that exists', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const table of BODY_TABLES) {
      for (const row of rowsOf(db, table)) {
        const links: string[] = [];
        collectLinks(parse(row), links);
        for (const link of links) {
          checked++;
          if (link.startsWith('https://')) {
            if (!DOCUMENT.test(link)) broken.push(`${table}: ${link}`);
          } else if (!resolves(link)) {
            broken.push(`${table}: ${link}`);
          }
        }
      }
    }
    expect(broken.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  });

  it('profiles link exactly the sections that exist', () => {
    const sections: [string, string][] = [
      ['officers', 'SELECT 1 FROM appointments WHERE company_number = ?'],
      ['filing_history', 'SELECT 1 FROM filings WHERE company_number = ?'],
      ['charges', 'SELECT 1 FROM charges WHERE company_number = ?'],
      ['insolvency', 'SELECT 1 FROM insolvency WHERE company_number = ?'],
      ['persons_with_significant_control', 'SELECT 1 FROM pscs WHERE company_number = ?'],
      ['persons_with_significant_control_statements', 'SELECT 1 FROM psc_statements WHERE company_number = ?'],
      ['registers', 'SELECT 1 FROM registers WHERE company_number = ?'],
      ['exemptions', 'SELECT 1 FROM exemptions WHERE company_number = ?'],
      ['uk_establishments', 'SELECT 1 FROM companies WHERE parent_company_number = ?'],
    ];
    const wrong: string[] = [];
    for (const row of rowsOf(db, 'companies')) {
      const body = parse(row);
      const links = body.links as Record<string, string>;
      const n = String(row.company_number);
      expect(links.self).toBe(`/company/${n}`);
      for (const [key, sql] of sections) {
        if ((links[key] !== undefined) !== exists(sql, n)) wrong.push(`${n} ${key}`);
      }
      if (body.has_charges !== (links.charges !== undefined)) wrong.push(`${n} has_charges`);
      if (body.has_insolvency_history !== (links.insolvency !== undefined)) wrong.push(`${n} has_insolvency_history`);
      expect(body.company_number).toBe(n);
      expect(body.company_name).toBe(row.company_name);
      expect(body.company_status).toBe(row.company_status);
      expect(body.type).toBe(row.type);
    }
    expect(wrong).toEqual([]);
  });

  it('statements and PSCs link to each other', () => {
    for (const row of rowsOf(db, 'psc_statements')) {
      const body = parse(row);
      const psc = (body.links as Record<string, string>).person_with_significant_control;
      if (!psc) continue;
      const [, , , , kind, id] = psc.split('/');
      const target = one<Row>(
        'SELECT * FROM pscs WHERE company_number = ? AND path_kind = ? AND psc_id = ?',
        row.company_number,
        kind,
        id,
      );
      expect(target).toBeDefined();
      expect((parse(target!).links as Record<string, string>).statement).toBe(
        (body.links as Record<string, string>).self,
      );
      expect(body.linked_psc_name).toBe(parse(target!).name);
    }
  });

  it('UK corporate officers and PSCs are companies of the dataset, but for the showcase owner that must not verify', () => {
    const missing: string[] = [];
    for (const row of rowsOf(db, 'appointments')) {
      const identification = parse(row).identification as Record<string, string> | undefined;
      if (
        identification?.identification_type === 'uk-limited-company' &&
        !exists('SELECT 1 FROM companies WHERE company_number = ?', identification.registration_number)
      ) {
        missing.push(identification.registration_number!);
      }
    }
    for (const row of rowsOf(db, 'pscs')) {
      const identification = parse(row).identification as Record<string, string> | undefined;
      if (
        identification?.legal_authority === 'Companies Act 2006' &&
        !exists('SELECT 1 FROM companies WHERE company_number = ?', identification.registration_number)
      ) {
        missing.push(identification.registration_number!);
      }
    }
    expect(missing).toEqual([SHOWCASE.ownership.missingOwner]);
  });

  it('UK establishments belong to an overseas company of the dataset', () => {
    const branches = all('SELECT * FROM companies WHERE type = ?', 'uk-establishment');
    expect(branches.length).toBeGreaterThan(0);
    for (const row of branches) {
      const details = parse(row).branch_company_details as Record<string, string>;
      expect(details.parent_company_number).toBe(row.parent_company_number);
      const parent = one<Row>('SELECT * FROM companies WHERE company_number = ?', row.parent_company_number);
      expect(parent?.type).toBe('oversea-company');
      expect(details.parent_company_name).toBe(parent?.company_name);
      expect(String(row.company_number)).toMatch(/^BR\d{6}$/);
    }
    expect(
      all('SELECT 1 FROM companies WHERE parent_company_number IS NOT NULL AND type <> ?', 'uk-establishment'),
    ).toEqual([]);
  });

  it("overseas companies and entities are registered abroad in the legal form their name's suffix says", () => {
    const overseas = all(
      'SELECT * FROM companies WHERE type IN (?, ?)',
      'oversea-company',
      'registered-overseas-entity',
    );
    expect(overseas.length).toBeGreaterThan(0);
    for (const row of overseas) {
      const details = parse(row).foreign_company_details as {
        legal_form: string;
        originating_registry: { country: string; name: string };
      };
      const place = FOREIGN_PLACES.find((p) => p.country.toUpperCase() === details.originating_registry.country)!;
      expect(place, String(row.company_number)).toBeDefined();
      expect(details.originating_registry.name).toBe(place.registry);
      expect(details.legal_form, String(row.company_name)).toBe(legalFormOf(place, String(row.company_name)));
    }
    const bank = parse(one<Row>('SELECT * FROM companies WHERE company_number = ?', SHOWCASE.companies.overseas)!);
    expect(bank.company_name).toMatch(/ AG$/);
    expect((bank.foreign_company_details as { legal_form: string }).legal_form).toBe('Aktiengesellschaft');
  });

  it('every officer row has appointments, and every appointment an officer row', () => {
    expect(
      all(
        'SELECT officer_id FROM officers o WHERE NOT EXISTS (SELECT 1 FROM appointments a WHERE a.officer_id = o.officer_id)',
      ),
    ).toEqual([]);
    expect(
      all(
        'SELECT appointment_id FROM appointments a WHERE NOT EXISTS (SELECT 1 FROM officers o WHERE o.officer_id = a.officer_id)',
      ),
    ).toEqual([]);
  });

  it('charge transactions point at filings of the same company with the matching form', () => {
    for (const row of rowsOf(db, 'charges')) {
      const body = parse(row);
      for (const transaction of body.transactions as { links?: { filing: string }; filing_type: string }[]) {
        if (!transaction.links) continue;
        const id = transaction.links.filing.split('/').pop();
        const filing = one<Row>(
          'SELECT * FROM filings WHERE company_number = ? AND transaction_id = ?',
          row.company_number,
          id,
        );
        expect(filing?.category).toBe(
          'mortgage' === filing?.category || transaction.filing_type.includes('receiver')
            ? filing?.category
            : 'mortgage',
        );
      }
    }
  });
});

// ---------------------------------------------------------------------------------------

const PREFIXES: Record<string, RegExp> = {
  ltd: /^(\d{8}|SC\d{6}|NI\d{6})$/,
  plc: /^(\d{8}|SC\d{6}|NI\d{6})$/,
  'private-limited-guarant-nsc': /^(\d{8}|SC\d{6}|NI\d{6})$/,
  'private-limited-guarant-nsc-limited-exemption': /^(\d{8}|SC\d{6}|NI\d{6})$/,
  'private-unlimited': /^(\d{8}|SC\d{6}|NI\d{6})$/,
  llp: /^(OC|SO|NC)\d{6}$/,
  'limited-partnership': /^(LP|SL|NL)\d{6}$/,
  'oversea-company': /^FC\d{6}$/,
  'uk-establishment': /^BR\d{6}$/,
  'registered-overseas-entity': /^OE\d{6}$/,
  'european-public-limited-liability-company-se': /^SE\d{6}$/,
};

describe('identifiers', () => {
  it('company numbers have the prefix of their type and jurisdiction', () => {
    for (const row of rowsOf(db, 'companies')) {
      const n = String(row.company_number);
      const pattern = PREFIXES[String(row.type)];
      expect(pattern, `type ${String(row.type)}`).toBeDefined();
      expect(n).toMatch(pattern!);
      const jurisdiction = parse(row).jurisdiction;
      if (n.startsWith('SC') || n.startsWith('SO') || n.startsWith('SL')) expect(jurisdiction).toBe('scotland');
      if (n.startsWith('NI') || n.startsWith('NC') || n.startsWith('NL')) expect(jurisdiction).toBe('northern-ireland');
      if (/^\d/.test(n)) expect(['england-wales', 'wales']).toContain(jurisdiction);
    }
  });

  it('ids are 27-character base64url and transaction ids decode to "<digits>adiqzkcx"', () => {
    for (const { id } of all<{ id: string }>(
      `SELECT appointment_id AS id FROM appointments UNION ALL SELECT officer_id FROM officers UNION ALL SELECT psc_id FROM pscs
       UNION ALL SELECT statement_id FROM psc_statements UNION ALL SELECT charge_id FROM charges UNION ALL SELECT officer_id FROM disqualified_officers`,
    )) {
      expect(id).toMatch(ID);
    }
    for (const { transaction_id } of all<{ transaction_id: string }>('SELECT transaction_id FROM filings')) {
      expect(Buffer.from(transaction_id, 'base64').toString('latin1')).toMatch(/^\d{10}adiqzkcx$/);
    }
  });

  it('every body carries the SHA-1 of its content as its etag', () => {
    for (const table of BODY_TABLES) {
      for (const row of rowsOf(db, table)) {
        const body = parse(row);
        const { etag, ...rest } = body;
        expect(etag).toBe(createHash('sha1').update(JSON.stringify(rest)).digest('hex'));
      }
    }
  });

  it('charge codes are the company number and a 4-digit sequence', () => {
    for (const row of rowsOf(db, 'charges')) {
      const body = parse(row);
      if (body.charge_code !== undefined)
        expect(body.charge_code).toBe(`${String(row.company_number)}${String(body.charge_number).padStart(4, '0')}`);
    }
  });
});

describe('dates', () => {
  const REF = '2026-11-01';

  it('companies cease after they are created, and nothing is dated after the reference date', () => {
    for (const row of rowsOf(db, 'companies')) {
      const body = parse(row);
      const created = String(row.date_of_creation);
      expect(created < REF).toBe(true);
      if (body.date_of_cessation !== undefined) expect(String(body.date_of_cessation) > created).toBe(true);
      if (['dissolved', 'closed', 'removed'].includes(String(row.company_status)))
        expect(body.date_of_cessation).toBeDefined();
      else expect(body.date_of_cessation).toBeUndefined();
    }
  });

  it('appointments fall between creation and cessation, resignations after appointments', () => {
    const rows = all<Row & { created: string; ceased: string | null }>(
      `SELECT a.*, c.date_of_creation AS created, c.body ->> '$.date_of_cessation' AS ceased FROM appointments a JOIN companies c USING (company_number)`,
    );
    for (const row of rows) {
      const body = parse(row);
      if (body.appointed_on !== undefined)
        expect(String(body.appointed_on) >= row.created, `${String(row.appointment_id)}`).toBe(true);
      else expect(body.is_pre_1992_appointment).toBe(true);
      if (body.resigned_on !== undefined) {
        expect(String(body.resigned_on) >= String(body.appointed_on ?? body.appointed_before)).toBe(true);
        expect(String(body.resigned_on) <= (row.ceased ?? REF)).toBe(true);
      }
    }
  });

  it('filings are dated within the company life; charges, PSCs and insolvency dates are in order', () => {
    expect(
      all(
        `SELECT 1 FROM filings f JOIN companies c USING (company_number) WHERE f.date > coalesce(c.body ->> '$.date_of_cessation', '2026-11-01')`,
      ),
    ).toEqual([]);
    for (const row of rowsOf(db, 'charges')) {
      const body = parse(row);
      if (body.satisfied_on !== undefined) expect(String(body.satisfied_on) > String(body.created_on)).toBe(true);
      expect(['outstanding', 'fully-satisfied', 'part-satisfied', 'satisfied']).toContain(body.status);
    }
    for (const row of rowsOf(db, 'pscs')) {
      const body = parse(row);
      if (body.ceased_on !== undefined) expect(String(body.ceased_on) >= String(body.notified_on)).toBe(true);
    }
    for (const row of rowsOf(db, 'insolvency')) {
      for (const kase of parse(row).cases as { dates: { type: string; date: string }[] }[]) {
        const dates = Object.fromEntries(kase.dates.map((d) => [d.type, d.date]));
        if (dates['petitioned-on'] && dates['wound-up-on'])
          expect(dates['petitioned-on'] < dates['wound-up-on']).toBe(true);
        if (dates['declaration-solvent-on'] && dates['wound-up-on'])
          expect(dates['declaration-solvent-on'] <= dates['wound-up-on']).toBe(true);
        if (dates['wound-up-on'] && dates['dissolved-on'])
          expect(dates['wound-up-on'] < dates['dissolved-on']).toBe(true);
        if (dates['administration-started-on'] && dates['administration-ended-on'])
          expect(dates['administration-started-on'] < dates['administration-ended-on']).toBe(true);
      }
    }
    for (const row of rowsOf(db, 'disqualified_officers')) {
      for (const d of parse(row).disqualifications as { disqualified_from: string; disqualified_until: string }[]) {
        expect(d.disqualified_from < d.disqualified_until).toBe(true);
        expect(d.disqualified_until > REF).toBe(true);
      }
    }
  });

  it('officers are 18 to 90 when appointed, PSCs when the registry is notified', () => {
    // Only month and year of birth are public: the age on a date is one of two values.
    const ages = (born: { month: number; year: number }, on: string): { youngest: number; oldest: number } => {
      const years = Number(on.slice(0, 4)) - born.year;
      const month = Number(on.slice(5, 7));
      return { youngest: years - (month <= born.month ? 1 : 0), oldest: years - (month < born.month ? 1 : 0) };
    };
    const implausible: string[] = [];
    const check = (what: string, born: { month: number; year: number } | undefined, on: string | undefined) => {
      if (!born || !on) return;
      const { youngest, oldest } = ages(born, on);
      if (oldest < 18 || youngest > 90) implausible.push(`${what}: born ${born.year}-${born.month}, ${on}`);
    };
    let people = 0;
    for (const row of rowsOf(db, 'appointments')) {
      const body = parse(row) as {
        date_of_birth?: { month: number; year: number };
        appointed_on?: string;
        appointed_before?: string;
      };
      if (body.date_of_birth) people++;
      check(
        `appointment ${String(row.appointment_id)}`,
        body.date_of_birth,
        body.appointed_on ?? body.appointed_before,
      );
    }
    for (const row of rowsOf(db, 'pscs')) {
      const body = parse(row) as { date_of_birth?: { month: number; year: number }; notified_on?: string };
      if (body.date_of_birth) people++;
      check(`psc ${String(row.company_number)} ${String(row.psc_id)}`, body.date_of_birth, body.notified_on);
    }
    expect(implausible.slice(0, 10)).toEqual([]);
    expect(people).toBeGreaterThan(1000);
  });

  it('accounts and confirmation statements follow from the reference date', () => {
    for (const row of rowsOf(db, 'companies')) {
      const body = parse(row);
      const accounts = body.accounts as
        { next_accounts?: { due_on?: string; overdue?: boolean }; overdue?: boolean } | undefined;
      if (accounts?.next_accounts?.due_on && row.company_status === 'active') {
        expect(accounts.next_accounts.overdue).toBe(accounts.next_accounts.due_on < REF);
        expect(accounts.overdue).toBe(accounts.next_accounts.overdue);
      }
      const statement = body.confirmation_statement as { next_due: string; overdue: boolean } | undefined;
      if (statement && row.company_status === 'active') expect(statement.overdue).toBe(statement.next_due < REF);
    }
  });
});

describe('showcase', () => {
  const count = (sql: string, ...params: unknown[]) => one<{ n: number }>(sql, ...params)!.n;

  it('has every showcase company', () => {
    for (const n of Object.values(SHOWCASE.companies))
      expect(exists('SELECT 1 FROM companies WHERE company_number = ?', n), n).toBe(true);
  });

  it('has a PLC with 70+ officers, 100+ filings, charges of every status, PSCs of every kind, registers and exemptions', () => {
    const n = SHOWCASE.companies.plc;
    expect(count('SELECT count(*) AS n FROM appointments WHERE company_number = ?', n)).toBeGreaterThan(70);
    expect(count('SELECT count(*) AS n FROM filings WHERE company_number = ?', n)).toBeGreaterThan(100);
    expect(
      all<{ status: string }>('SELECT DISTINCT status FROM charges WHERE company_number = ? ORDER BY 1', n).map(
        (r) => r.status,
      ),
    ).toEqual(['fully-satisfied', 'outstanding', 'part-satisfied', 'satisfied']);
    expect(
      all<{ path_kind: string }>('SELECT DISTINCT path_kind FROM pscs WHERE company_number = ? ORDER BY 1', n).map(
        (r) => r.path_kind,
      ),
    ).toEqual(['corporate-entity', 'individual', 'legal-person', 'super-secure']);
    expect(count('SELECT count(*) AS n FROM psc_statements WHERE company_number = ?', n)).toBe(3);
    expect(exists('SELECT 1 FROM registers WHERE company_number = ?', n)).toBe(true);
    expect(exists('SELECT 1 FROM exemptions WHERE company_number = ?', n)).toBe(true);
    for (const [status, id] of Object.entries({
      outstanding: SHOWCASE.plcCharges.outstanding,
      'part-satisfied': SHOWCASE.plcCharges.partSatisfied,
      'fully-satisfied': SHOWCASE.plcCharges.fullySatisfied,
      satisfied: SHOWCASE.plcCharges.satisfied,
    })) {
      expect(one<{ status: string }>('SELECT status FROM charges WHERE charge_id = ?', id)?.status).toBe(status);
    }
    expect(
      one<{ path_kind: string }>('SELECT path_kind FROM pscs WHERE psc_id = ?', SHOWCASE.plcPscs.corporateEntity)
        ?.path_kind,
    ).toBe('corporate-entity');
    expect(
      one<{ ceased: number }>('SELECT ceased FROM pscs WHERE psc_id = ?', SHOWCASE.plcPscs.individualCeased)?.ceased,
    ).toBe(1);
  });

  it('has a dissolved company, a liquidation with two cases, an overseas company with branches, an overseas entity with every kind of owner', () => {
    expect(
      one<Row>('SELECT * FROM companies WHERE company_number = ?', SHOWCASE.companies.dissolved)?.company_status,
    ).toBe('dissolved');
    const insolvency = parse(
      one<Row>('SELECT * FROM insolvency WHERE company_number = ?', SHOWCASE.companies.liquidation)!,
    );
    expect((insolvency.cases as { type: string }[]).map((c) => c.type)).toEqual([
      'in-administration',
      'creditors-voluntary-liquidation',
    ]);
    expect(
      count('SELECT count(*) AS n FROM companies WHERE parent_company_number = ?', SHOWCASE.companies.overseas),
    ).toBe(2);
    expect(
      all<{ path_kind: string }>(
        'SELECT path_kind FROM pscs WHERE company_number = ? ORDER BY 1',
        SHOWCASE.companies.overseasEntity,
      ).map((r) => r.path_kind),
    ).toEqual([
      'corporate-entity-beneficial-owner',
      'individual-beneficial-owner',
      'legal-person-beneficial-owner',
      'super-secure-beneficial-owner',
    ]);
  });

  it('has an officer with more than one page of appointments at 50 a page, and disqualified officers', () => {
    expect(
      count('SELECT count(*) AS n FROM appointments WHERE officer_id = ?', SHOWCASE.officers.prolific),
    ).toBeGreaterThanOrEqual(SHOWCASE.prolificAppointments);
    expect(count('SELECT count(*) AS n FROM appointments WHERE officer_id = ?', SHOWCASE.officers.disqualified)).toBe(
      2,
    );
    expect(
      one<Row>('SELECT * FROM disqualified_officers WHERE officer_id = ?', SHOWCASE.disqualifiedOfficers.natural)?.kind,
    ).toBe('natural');
    expect(
      one<Row>('SELECT * FROM disqualified_officers WHERE officer_id = ?', SHOWCASE.disqualifiedOfficers.corporate)
        ?.kind,
    ).toBe('corporate');
  });
});

describe('counts the handler derives from rows match the bodies', () => {
  it('charge numbers run 1…n per company', () => {
    const byCompany = new Map<string, number[]>();
    for (const row of rowsOf(db, 'charges')) {
      const list = byCompany.get(String(row.company_number)) ?? [];
      list.push(parse(row).charge_number as number);
      byCompany.set(String(row.company_number), list);
    }
    for (const numbers of byCompany.values())
      expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
  });

  it('profile flags follow the PSC and insolvency rows', () => {
    for (const row of rowsOf(db, 'companies')) {
      const body = parse(row);
      const n = row.company_number;
      expect(body.has_super_secure_pscs, String(n)).toBe(
        exists("SELECT 1 FROM pscs WHERE company_number = ? AND path_kind LIKE 'super-secure%'", n),
      );
      const insolvency = one<Row>('SELECT * FROM insolvency WHERE company_number = ?', n);
      const cases = insolvency ? (parse(insolvency).cases as { type: string; number: string }[]) : [];
      expect(body.has_been_liquidated).toBe(cases.some((c) => c.type.endsWith('liquidation')));
      expect(cases.map((c) => c.number)).toEqual(cases.map((_, i) => String(i + 1)));
      const open = ['liquidation', 'administration', 'voluntary-arrangement', 'receivership'].includes(
        String(row.company_status),
      );
      expect(insolvency !== undefined && parse(insolvency).status !== undefined).toBe(open);
      for (const charge of all<Row>('SELECT * FROM charges WHERE company_number = ?', n)) {
        for (const c of (parse(charge).insolvency_cases as { case_number: number }[] | undefined) ?? [])
          expect(c.case_number).toBeLessThanOrEqual(cases.length);
      }
    }
  });

  it('registers link to the register view only while they are on the public register', () => {
    for (const row of rowsOf(db, 'registers')) {
      for (const register of Object.values(
        parse(row).registers as Record<string, { items: { register_moved_to: string }[]; links?: object }>,
      )) {
        const current = register.items[0]!.register_moved_to;
        if (register.links) expect(current).toBe('public-register');
      }
    }
  });
});

describe('generateDataset and ensureDataset', () => {
  it('refuses a dataset too small for the showcase', async () => {
    const { generateDataset, MIN_COMPANIES } = await import('./index');
    await expect(generateDataset({ path: `${paths.a}.small`, companies: MIN_COMPANIES - 1, seed: 1 })).rejects.toThrow(
      /at least/,
    );
  });

  it('leaves no temporary file, and ensureDataset generates only when the file is missing', async () => {
    const { existsSync, statSync } = await import('node:fs');
    const { ensureDataset } = await import('./index');
    expect(existsSync(`${paths.a}.tmp`)).toBe(false);
    const before = statSync(paths.a).mtimeMs;
    const messages: string[] = [];
    await ensureDataset({ path: paths.a, companies: 300, seed: 1, log: (m) => messages.push(m) });
    expect(statSync(paths.a).mtimeMs).toBe(before);
    expect(messages).toEqual([]);
    const fresh = `${paths.a}.fresh.sqlite`;
    await ensureDataset({ path: fresh, companies: 120, seed: 5, log: (m) => messages.push(m) });
    expect(existsSync(fresh)).toBe(true);
    expect(messages.join('\n')).toMatch(/generating .*120 companies[\s\S]*generated 120 companies in/);
  }, 30_000);

  it('with replaceOutdated, regenerates a file made for another size, seed or generator version, and keeps a matching one', async () => {
    const { statSync } = await import('node:fs');
    const { ensureDataset, outdatedReason } = await import('./index');
    const path = `${paths.a}.outdated.sqlite`;
    const messages: string[] = [];
    const log = (m: string) => messages.push(m);
    await ensureDataset({ path, companies: 120, seed: 5, log });
    expect(outdatedReason(path, 120, 5)).toBeUndefined();
    expect(outdatedReason(path, 130, 5)).toBe('companies is 120, not 130');

    messages.length = 0;
    const kept = statSync(path).mtimeMs;
    await ensureDataset({ path, companies: 130, seed: 5, log }); // without the option: left as it is
    await ensureDataset({ path, companies: 120, seed: 5, replaceOutdated: true, log }); // matches: left as it is
    expect(statSync(path).mtimeMs).toBe(kept);
    expect(messages).toEqual([]);

    await ensureDataset({ path, companies: 130, seed: 5, replaceOutdated: true, log });
    expect(messages.join('\n')).toMatch(/replacing .*companies is 120, not 130[\s\S]*generated 130 companies/);
    expect(outdatedReason(path, 130, 5)).toBeUndefined();
  }, 60_000);

  it('with replaceOutdated, builds only the person index again when that is all that is of other rules', async () => {
    const { ensureDataset, outdatedReason } = await import('./index');
    const { PERSON_INDEX_META } = await import('../people/build');
    const path = `${paths.a}.outdated.sqlite`;
    await ensureDataset({ path, companies: 130, seed: 5, replaceOutdated: true, log: () => {} });
    const db = new Database(path);
    db.prepare('UPDATE meta SET value = ? WHERE key = ?').run(JSON.stringify({ version: 0 }), PERSON_INDEX_META);
    db.prepare('DELETE FROM person_records').run();
    db.close();
    expect(outdatedReason(path, 130, 5)).toMatch(/the person index is version 0, not \d+/);
    const messages: string[] = [];
    await ensureDataset({ path, companies: 130, seed: 5, replaceOutdated: true, log: (m) => messages.push(m) });
    expect(messages.join('\n')).toMatch(/building the person index of .* again: the person index is version 0/);
    expect(messages.join('\n')).not.toMatch(/replacing|generating/);
    expect(outdatedReason(path, 130, 5)).toBeUndefined();
    const after = new Database(path, { readonly: true });
    expect(after.prepare('SELECT count(*) FROM person_records').pluck().get()).toBeGreaterThan(0);
    after.close();
  }, 60_000);
});
