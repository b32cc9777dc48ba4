import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaOf } from '@/lib/registry/schemas/by-endpoint';
import type { EndpointName } from '@/lib/registry/catalogue';
import { matchPath } from '@/lib/registry/catalogue';
import { createRegistryHandler, type RegistryHandler } from '../handler';
import { generateDataset, outdatedReason } from '../generator';
import { withEtagJson } from '../generator/ids';
import { writeBulkFiles } from './bulk-out';
import { buildAddressIndex } from '../address-index';
import { buildSearchIndex } from '../search';
import { importBulk, InputError, rejectedReportPath, type ImportResult } from './import';
import { zipOf } from './testing';

const FIXTURES = join(__dirname, '__fixtures__');
const dir = mkdtempSync(join(tmpdir(), 'bulk-import-'));
const companiesCsv = join(dir, 'basic-company-data-2026-11-01.csv');
const pscTxt = join(dir, 'psc-snapshot-2026-11-01.txt');
copyFileSync(join(FIXTURES, 'basic-company-data-2026-11-01.csv'), companiesCsv);
copyFileSync(join(FIXTURES, 'psc-snapshot-2026-11-01.txt'), pscTxt);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function get(handler: RegistryHandler, path: string) {
  const response = await handler(new Request(`http://registry${path}`));
  return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('importing the fixture files', () => {
  const out = join(dir, 'register.sqlite');
  let result: ImportResult;
  let handler: RegistryHandler;
  const progress: string[] = [];

  beforeAll(async () => {
    result = await importBulk({
      companies: [companiesCsv],
      psc: [pscTxt],
      out,
      batchSize: 3,
      onProgress: (p) => progress.push(p.phase),
    });
    handler = createRegistryHandler({ dbPath: out });
  });
  afterAll(() => handler?.close());

  it('imports every good row, rejects the bad ones with their line and reason, and checks the totals line', () => {
    expect(result).toMatchObject({
      companies: 9,
      pscs: 8,
      statements: 1,
      exemptions: 1,
      rejected: 7,
      snapshotDate: '2026-11-01',
      totals: { matches: true },
    });
    const report = readFileSync(rejectedReportPath(out), 'utf8').trim().split('\n');
    expect(report[0]).toBe('file\tline\treason');
    expect(report.slice(1).map((line) => line.split('\t').slice(1).join(' | '))).toEqual([
      '10 | the line is not JSON',
      '11 | kind "mystery-person" is not one the snapshot holds',
      '10 | CompanyStatus "Asleep" is not a status the registry uses',
      '11 | the row has 40 fields; the header has 55',
      '12 | the row has 56 fields; the header has 55',
      '14 | IncorporationDate "31/02/2020" is not a DD/MM/YYYY date',
      '15 | company 08209948 appears twice',
    ]);
    expect(progress).toContain('search');
    expect(existsSync(`${out}.importing`)).toBe(false);
  });

  it('stores each body with the etag withEtagJson gives it (the mapping threads hash it)', () => {
    const db = new Database(join(dir, 'register.sqlite'), { readonly: true });
    const bodies = db.prepare('SELECT body FROM companies').pluck().all() as string[];
    db.close();
    expect(bodies.length).toBeGreaterThan(0);
    for (const stored of bodies) {
      const withoutEtag = `{${stored.slice('{"etag":"'.length + 40 + 2)}`;
      expect(withEtagJson(withoutEtag)).toBe(stored);
    }
  });

  it('serves profiles that fit the API schema, linking the PSC sections the snapshot has', async () => {
    const { status, body } = await get(handler, '/company/08209948');
    expect(status).toBe(200);
    expect(body.etag).toMatch(/^[0-9a-f]{40}$/);
    expect(body.links).toEqual({
      self: '/company/08209948',
      charges: '/company/08209948/charges',
      persons_with_significant_control: '/company/08209948/persons-with-significant-control',
      exemptions: '/company/08209948/exemptions',
    });
    expect(schemaOf('companyProfile').safeParse(body).success).toBe(true);
    expect((await get(handler, '/company/SC123456')).body.links.persons_with_significant_control_statements).toBe(
      '/company/SC123456/persons-with-significant-control-statements',
    );
    expect((await get(handler, '/company/IP10067R/registered-office-address')).status).toBe(404);
    expect((await get(handler, '/company/08209948/registered-office-address')).body).toMatchObject({
      postal_code: 'LS1 1AA',
    });
  });

  it('serves the PSC lists, every kind of PSC, and statements', async () => {
    const list = await get(handler, '/company/08209948/persons-with-significant-control');
    expect(list.body).toMatchObject({ total_results: 4, active_count: 3, ceased_count: 1 });
    const owners = await get(handler, '/company/OE000123/persons-with-significant-control');
    expect(owners.body.total_results).toBe(4);
    const paths = [...list.body.items, ...owners.body.items].map(
      (item: { links: { self: string } }) => item.links.self,
    );
    expect(paths).toHaveLength(8);
    for (const path of paths) {
      const { status, body } = await get(handler, path);
      const match = matchPath(path);
      expect(status, path).toBe(200);
      const parsed = match?.ok ? schemaOf(match.name as EndpointName).safeParse(body) : undefined;
      expect(parsed?.error?.issues ?? [], path).toEqual([]);
    }
    expect(
      (await get(handler, '/company/SC123456/persons-with-significant-control-statements/stmt1')).body.statement,
    ).toBe('no-individual-or-entity-with-signficant-control');
    expect((await get(handler, '/company/08209948/exemptions')).status).toBe(200);
  });

  it('answers 404 for what the bulk files do not hold', async () => {
    for (const path of [
      '/company/08209948/officers',
      '/company/08209948/filing-history',
      '/company/08209948/charges',
      '/company/08209948/insolvency',
      '/search/officers?q=bright',
    ]) {
      const { status, body } = await get(handler, path);
      expect(status, path).toBe(404);
      expect(body.errors[0].error).toBe('not-in-bulk-snapshot');
    }
  });

  it('searches companies by name, previous name and number in every format', async () => {
    const first = async (q: string) =>
      (await get(handler, `/search/companies?q=${encodeURIComponent(q)}`)).body.items[0]?.company_number;
    expect(await first('bright software')).toBe('08209948');
    expect(await first('old name 7')).toBe('SC123456');
    expect(await first('8209949')).toBe('08209949');
    expect(await first('ip10067r')).toBe('IP10067R');
    expect(await first('OE000123')).toBe('OE000123');
    expect(await first('smith jones partners')).toBe('OC301234');
  });

  it('is never replaced as an outdated generated dataset', () => {
    expect(outdatedReason(out, 20_000, 1)).toBeUndefined();
  });

  it('reads the same files from zips, a part per entry, and says when the totals line is missing', async () => {
    const [header, ...rows] = readFileSync(companiesCsv, 'utf8').split('\r\n');
    const half = 7; // rows 8 and 9 are one record: cut before them
    const zip = join(dir, 'BasicCompanyData-2026-11-01.zip');
    writeFileSync(
      zip,
      zipOf([
        { name: 'part1.csv', text: [header, ...rows.slice(0, half - 1)].join('\r\n') },
        { name: 'part2.csv', text: [header, ...rows.slice(half - 1)].join('\r\n') },
      ]),
    );
    const withoutTotals = readFileSync(pscTxt, 'utf8').trim().split('\n').slice(0, -1).join('\n');
    const pscZip = join(dir, 'psc-snapshot-2026-11-01_1of1.zip');
    writeFileSync(pscZip, zipOf([{ name: 'psc.txt', text: withoutTotals }]));
    const zipped = await importBulk({ companies: [zip], psc: [pscZip], out: join(dir, 'zipped.sqlite') });
    expect(zipped).toMatchObject({
      companies: 9,
      pscs: 8,
      statements: 1,
      exemptions: 1,
      totals: { matches: false, problem: expect.stringMatching(/no totals line/) },
    });
  });
});

describe('a PSC snapshot with a line given twice', () => {
  it('keeps the first of each key, reports the later one by line, and links the sections', async () => {
    const lines = readFileSync(pscTxt, 'utf8').trim().split('\n');
    const totals = lines.pop()!;
    const kindOf = (line: string) => {
      try {
        return JSON.parse(line).data.kind as string;
      } catch {
        return undefined;
      }
    };
    const psc = lines.find((line) => kindOf(line) === 'individual-person-with-significant-control')!;
    const exemptions = lines.find((line) => kindOf(line) === 'exemptions')!;
    const repeat = JSON.parse(psc);
    repeat.data.was = 'the later line';
    const changed = JSON.stringify(repeat);
    const file = join(dir, 'psc-snapshot-twice-2026-11-01.txt');
    writeFileSync(file, [...lines, changed, exemptions, totals].join('\n'));
    const out = join(dir, 'twice.sqlite');
    // Batches of two lines over three workers: the first and the repeat are on different threads.
    const result = await importBulk({ companies: [companiesCsv], psc: [file], out, batchSize: 2, workers: 3 });
    expect(result).toMatchObject({ pscs: 8, exemptions: 1 });
    const report = readFileSync(rejectedReportPath(out), 'utf8').trim().split('\n').slice(1);
    const n = (line: string) => JSON.parse(line).company_number as string;
    expect(
      report
        .filter((line) => line.startsWith(file) && line.includes('appears twice'))
        .map((line) => line.split('\t').slice(1)),
    ).toEqual([
      [String(lines.length + 1), expect.stringMatching(new RegExp(`^PSC \\S+ of ${n(psc)} appears twice$`))],
      [String(lines.length + 2), `the exemptions of ${n(exemptions)} appears twice`],
    ]);
    const db = new Database(out, { readonly: true });
    const kept = db.prepare('SELECT body FROM pscs WHERE body LIKE ?').pluck().get('%"was"%');
    const links = JSON.parse(
      db.prepare('SELECT body FROM companies WHERE company_number = ?').pluck().get(n(exemptions)) as string,
    ).links;
    db.close();
    expect(kept).toBeUndefined();
    expect(links.exemptions).toBe(`/company/${n(exemptions)}/exemptions`);
  });
});

describe('a PSC snapshot whose people carry identity verification details', () => {
  it('serves them in the PSC list and on each PSC, as the snapshot gave them', async () => {
    const details = {
      individual: {
        anti_money_laundering_supervisory_bodies: ['Institute of Chartered Accountants in England and Wales (ICAEW)'],
        appointment_verification_end_on: '9999-12-31',
        appointment_verification_start_on: '2026-01-07',
        authorised_corporate_service_provider_name: 'AN EXAMPLE LLP ACSP',
        identity_verified_on: '2025-07-28',
        preferred_name: 'Jane Bright',
      },
      'super-secure': { appointment_verification_start_on: '2026-02-11' },
    } as Record<string, object>;
    const lines = readFileSync(pscTxt, 'utf8')
      .trim()
      .split('\n')
      .map((text) => {
        // The fixture has lines the import rejects (not JSON, no data): those stay as they are.
        let record: { data?: { links?: { self?: string } } & Record<string, unknown> };
        try {
          record = JSON.parse(text) as typeof record;
        } catch {
          return text;
        }
        const kind = record.data?.links?.self?.split('/')[4];
        if (!record.data || !kind || !details[kind]) return text;
        record.data.identity_verification_details = details[kind];
        return JSON.stringify(record);
      });
    const file = join(dir, 'psc-snapshot-verified-2026-11-01.txt');
    writeFileSync(file, lines.join('\n'));
    const out = join(dir, 'verified.sqlite');
    expect(await importBulk({ companies: [companiesCsv], psc: [file], out })).toMatchObject({ pscs: 8 });
    const handler = createRegistryHandler({ dbPath: out });
    try {
      const list = await get(handler, '/company/08209948/persons-with-significant-control');
      const served = new Map<string, unknown>();
      for (const item of list.body.items as { links: { self: string }; identity_verification_details?: object }[]) {
        const kind = item.links.self.split('/')[4]!;
        if (!details[kind]) continue;
        expect(item.identity_verification_details, kind).toEqual(details[kind]);
        const one = await get(handler, item.links.self);
        const match = matchPath(item.links.self);
        expect(match?.ok && schemaOf(match.name as EndpointName).safeParse(one.body).success).toBe(true);
        served.set(kind, one.body.identity_verification_details);
      }
      expect(Object.fromEntries(served)).toEqual(details);
    } finally {
      handler.close();
    }
  });
});

describe('input that cannot be read', () => {
  it('stops on a corrupt zip, writing nothing', async () => {
    const bad = join(dir, 'corrupt.zip');
    writeFileSync(bad, 'PK\u0003\u0004 this is not a zip at all');
    const out = join(dir, 'never.sqlite');
    await expect(importBulk({ companies: [bad], out })).rejects.toThrow(InputError);
    const cut = join(dir, 'cut.zip');
    const whole = zipOf([{ name: 'a.csv', text: readFileSync(companiesCsv, 'utf8') }]);
    writeFileSync(cut, whole.subarray(0, whole.length - 30));
    await expect(importBulk({ companies: [cut], out })).rejects.toThrow(/not a readable zip/);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(rejectedReportPath(out))).toBe(false);
  });

  it('stops when the output cannot be written, naming it', async () => {
    await expect(
      importBulk({ companies: [companiesCsv], out: join(companiesCsv, 'under-a-file.sqlite') }),
    ).rejects.toThrow(/under-a-file.sqlite: cannot be written/);
  });

  it('stops on a missing file and on a file that is not Basic Company Data', async () => {
    await expect(importBulk({ companies: [join(dir, 'missing.csv')], out: join(dir, 'x.sqlite') })).rejects.toThrow(
      /cannot be read/,
    );
    const other = join(dir, 'other.csv');
    writeFileSync(other, '"a","b"\n"1","2"\n');
    await expect(importBulk({ companies: [other], out: join(dir, 'x.sqlite') })).rejects.toThrow(
      /no CompanyName, CompanyNumber/,
    );
  });
});

describe('a generated dataset written as bulk files and imported again', () => {
  it('gives back the profiles and PSCs, as far as the files carry them', async () => {
    const generated = join(dir, 'generated.sqlite');
    await generateDataset({ path: generated, companies: 120, seed: 7, threads: false });
    const files = writeBulkFiles(generated, join(dir, 'bulk'));
    const out = join(dir, 'round-trip.sqlite');
    const result = await importBulk({ companies: [files.companiesFile], psc: [files.pscFile], out });
    expect(result.rejected).toBe(0);
    expect(result.totals?.matches).toBe(true);
    expect(result.companies).toBe(files.companies);

    const before = new Database(generated, { readonly: true });
    const after = new Database(out, { readonly: true });
    try {
      const rows = after.prepare('SELECT company_number, body FROM companies').all() as {
        company_number: string;
        body: string;
      }[];
      for (const row of rows) {
        const imported = JSON.parse(row.body);
        const original = JSON.parse(
          before
            .prepare('SELECT body FROM companies WHERE company_number = ?')
            .pluck()
            .get(row.company_number) as string,
        );
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const pick = (p: Record<string, any>) => ({
          company_name: p.company_name,
          company_status: p.company_status,
          company_status_detail: p.company_status_detail,
          date_of_creation: p.date_of_creation,
          sic_codes: p.sic_codes,
          previous: p.previous_company_names?.map((n: { name: string; ceased_on: string }) => [n.name, n.ceased_on]),
          last_accounts: p.accounts?.last_accounts?.made_up_to,
          office: p.registered_office_address?.postal_code,
          has_charges: p.has_charges,
          type: p.subtype === 'community-interest-company' ? 'cic' : p.type,
        });
        expect(pick(imported), row.company_number).toEqual(pick(original));
        expect(schemaOf('companyProfile').safeParse(imported).success, row.company_number).toBe(true);
      }
      const pscCount = (db: Database.Database) => db.prepare('SELECT count(*) FROM pscs').pluck().get();
      expect(pscCount(after)).toBe(pscCount(before));
    } finally {
      before.close();
      after.close();
    }
  }, 120_000);

  it("builds the same search and address indexes from its workers' fields as from the stored bodies", async () => {
    const generated = join(dir, 'generated-search.sqlite');
    await generateDataset({ path: generated, companies: 150, seed: 11, threads: false });
    const files = writeBulkFiles(generated, join(dir, 'bulk-search'), { rows: 3000 });
    const out = join(dir, 'search-import.sqlite');
    // Small batches, three workers: the merge of several staging files is what is checked.
    const result = await importBulk({ companies: [files.companiesFile], out, batchSize: 101, workers: 3 });
    expect(result.rejected).toBe(0);
    const rebuilt = join(dir, 'search-rebuilt.sqlite');
    copyFileSync(out, rebuilt);
    const db = new Database(rebuilt);
    buildSearchIndex(db);
    buildAddressIndex(db);
    db.close();

    const contents = (path: string) => {
      const read = new Database(path, { readonly: true });
      try {
        const tables = read
          .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' AND (name LIKE 'search%' OR name = 'address_keys') ORDER BY name",
          )
          .pluck()
          .all() as string[];
        return Object.fromEntries(
          tables.map((table) => [
            table,
            (read.prepare(`SELECT * FROM ${table}`).raw().all() as unknown[][])
              .map((row) => JSON.stringify(row))
              .sort(),
          ]),
        );
      } finally {
        read.close();
      }
    };
    const imported = contents(out);
    // The filters and address index were made on another thread and copied in with their indexes.
    const check = new Database(out, { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(
      check
        .prepare("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'search_advanced'")
        .pluck()
        .get(),
    ).toBe(7);
    check.close();
    expect(imported.search_companies?.length).toBe(result.companies);
    expect(imported.search_location_fts_data?.length).toBeGreaterThan(1);
    expect(imported).toEqual(contents(rebuilt));
  }, 120_000);
});
