// The embedded registry against the specification: every document of a generated dataset
// (the showcase and 300 companies) is checked for the specification's required fields and
// listed values (__fixtures__/spec-fields.json).
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from './generator';
import { createRegistryHandler, type RegistryHandler } from './handler';
import { specGaps, type SpecResource } from './spec-fields';

describe('specGaps', () => {
  it('names a required field missing where its owner is sent, and not where it is not', () => {
    const charge = {
      charge_number: 1,
      classification: { type: 'charge-description', description: 'x' },
      etag: 'e',
      status: 'outstanding',
    };
    expect(specGaps('chargeDetails', charge)).toEqual([]);
    expect(specGaps('chargeDetails', { ...charge, particulars: { contains_fixed_charge: true } })).toEqual([
      'particulars.description missing',
      'particulars.type missing',
    ]);
  });

  it('counts the list elements that miss a field, and names a value outside the list', () => {
    const profile = {
      can_file: true,
      company_name: 'A LIMITED',
      company_number: '00000001',
      jurisdiction: 'england-wales',
      links: { self: '/company/00000001' },
      type: 'ltd',
      previous_company_names: [
        { name: 'B', ceased_on: '2001-01-01', effective_from: '2000-01-01' },
        { name: 'C', ceased_on: '2002-01-01' },
      ],
      accounts: {
        accounting_reference_date: { day: 31, month: 3 },
        next_made_up_to: '2025-03-31',
        overdue: false,
        last_accounts: { made_up_to: '2024-03-31', type: 'unaudited-abridged' },
      },
    };
    expect(specGaps('companyProfile', profile)).toEqual([
      'previous_company_names[].effective_from missing (1 of 2)',
      'accounts.last_accounts.type is "unaudited-abridged", not one of the specification\'s values',
    ]);
  });
});

describe('the generated dataset, against the specification', () => {
  let dir: string;
  let db: Database.Database;
  let handler: RegistryHandler;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'registry-spec-'));
    const path = join(dir, 'registry.sqlite');
    await generateDataset({ path, companies: 300, seed: 1 });
    db = new Database(path, { readonly: true });
    handler = createRegistryHandler({ db });
  }, 120_000);

  afterAll(() => {
    handler?.close();
    db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Reads every path and returns the gaps, each with the path that showed it. */
  async function gapsOf(resource: SpecResource, paths: readonly string[]): Promise<string[]> {
    expect(paths.length, `${resource}: documents to check`).toBeGreaterThan(0);
    const gaps: string[] = [];
    for (const path of paths) {
      const response = await handler.inProcess(new Request(`http://registry.test${path}`));
      expect(response.status, path).toBe(200);
      for (const gap of specGaps(resource, await response.json())) gaps.push(`${path}: ${gap}`);
    }
    return gaps;
  }

  const rows = <T>(sql: string) => db.prepare(sql).all() as T[];

  it('sends every company profile as the specification describes it', async () => {
    const paths = rows<{ n: string }>('SELECT company_number AS n FROM companies').map(({ n }) => `/company/${n}`);
    expect(await gapsOf('companyProfile', paths)).toEqual([]);
  });

  it('sends every charge as the specification describes it', async () => {
    const paths = rows<{ n: string; id: string }>('SELECT company_number AS n, charge_id AS id FROM charges').map(
      ({ n, id }) => `/company/${n}/charges/${id}`,
    );
    expect(await gapsOf('chargeDetails', paths)).toEqual([]);
  });

  it('sends every PSC statement list as the specification describes it', async () => {
    const paths = rows<{ n: string }>('SELECT DISTINCT company_number AS n FROM psc_statements').map(
      ({ n }) => `/company/${n}/persons-with-significant-control-statements`,
    );
    expect(await gapsOf('statementList', paths)).toEqual([]);
  });

  it('sends every filing as the specification describes it', async () => {
    const paths = rows<{ n: string; id: string }>('SELECT company_number AS n, transaction_id AS id FROM filings').map(
      ({ n, id }) => `/company/${n}/filing-history/${id}`,
    );
    expect(await gapsOf('filingHistoryItem', paths)).toEqual([]);
  });

  it('sends every corporate PSC as the specification describes it', async () => {
    const paths = rows<{ n: string; id: string }>(
      "SELECT company_number AS n, psc_id AS id FROM pscs WHERE path_kind = 'corporate-entity'",
    ).map(({ n, id }) => `/company/${n}/persons-with-significant-control/corporate-entity/${id}`);
    expect(await gapsOf('corporateEntityPsc', paths)).toEqual([]);
  });

  it("sends every officer's appointment list as the specification describes it", async () => {
    const paths = rows<{ id: string }>('SELECT officer_id AS id FROM officers').map(
      ({ id }) => `/officers/${id}/appointments?items_per_page=50`,
    );
    expect(await gapsOf('appointmentList', paths)).toEqual([]);
  });

  it('sends every disqualified officer as the specification describes it', async () => {
    const of = (kind: string) =>
      rows<{ id: string }>(`SELECT officer_id AS id FROM disqualified_officers WHERE kind = '${kind}'`).map(
        ({ id }) => `/disqualified-officers/${kind}/${id}`,
      );
    expect(await gapsOf('naturalDisqualification', of('natural'))).toEqual([]);
    expect(await gapsOf('corporateDisqualification', of('corporate'))).toEqual([]);
  });
});
