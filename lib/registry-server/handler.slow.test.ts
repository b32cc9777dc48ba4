// Contract tests of the embedded registry's handler: every endpoint of the catalogue,
// found and not found, with bad parameters, pagination edges, ETags, auth, versions and
// the rate limit, over a generated dataset plus the hand-written rows of test-dataset.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, endpointNames, matchPath, type EndpointName } from '@/lib/registry/catalogue';
import { schemaOf } from '@/lib/registry/schemas/by-endpoint';
import { createRegistryClient } from '@/lib/registry/client';
import { basicAuthorization } from '@/lib/registry/basic-auth';
import { DDL } from './db/schema';
import { SHOWCASE, generateDataset } from './generator';
import { createRegistryHandler, type RegistryHandler, type RegistryHandlerOptions } from './handler';
import { addFixtureRows, fixture } from './test-dataset';
import { documentIdFor } from './documents/ids';
import type { VersionTable } from './versions';

const f = fixture;
const c = f.companies.full;
const overseas = f.companies.overseas;
const missingCompany = 'XX999999';

let dir: string;
let dbPath: string;
let handler: RegistryHandler;
const handlers: RegistryHandler[] = [];

function make(options: Omit<RegistryHandlerOptions, 'dbPath'> = {}) {
  const created = createRegistryHandler({ dbPath, ...options });
  handlers.push(created);
  return created;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'registry-handler-'));
  dbPath = join(dir, 'registry.sqlite');
  await generateDataset({ path: dbPath, companies: 300, seed: 1 });
  addFixtureRows(dbPath);
  handler = make();
}, 120_000);

afterAll(() => {
  for (const created of handlers) created.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Sent {
  status: number;
  headers: Headers;
  text: string;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function send(
  path: string,
  init: RequestInit = {},
  using: (request: Request) => Promise<Response> = handler,
): Promise<Sent> {
  const response = await using(new Request(`http://registry.test${path}`, init));
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

/** A path where each endpoint finds something in the fixture rows. */
const found: Record<EndpointName, string> = {
  searchAll: '/search?q=fixture',
  searchCompanies: '/search/companies?q=fixture',
  searchOfficers: '/search/officers?q=smith',
  searchDisqualifiedOfficers: '/search/disqualified-officers?q=evans',
  advancedSearchCompanies: '/advanced-search/companies?company_name_includes=fixture',
  dissolvedSearchCompanies: '/dissolved-search/companies?q=fixture',
  alphabeticalSearchCompanies: '/alphabetical-search/companies?q=fixture',
  companyProfile: `/company/${c}`,
  registeredOfficeAddress: `/company/${c}/registered-office-address`,
  officerList: `/company/${c}/officers`,
  officerAppointment: `/company/${c}/appointments/${f.appointments.activeDirector}`,
  filingHistoryList: `/company/${c}/filing-history`,
  filingHistoryItem: `/company/${c}/filing-history/${f.filings.first}`,
  chargeList: `/company/${c}/charges`,
  chargeDetails: `/company/${c}/charges/${f.charges.outstanding}`,
  insolvency: `/company/${c}/insolvency`,
  registers: `/company/${c}/registers`,
  ukEstablishments: `/company/${overseas}/uk-establishments`,
  exemptions: `/company/${c}/exemptions`,
  pscList: `/company/${c}/persons-with-significant-control`,
  pscIndividual: `/company/${c}/persons-with-significant-control/individual/${f.pscs.individual}`,
  pscIndividualBeneficialOwner: `/company/${overseas}/persons-with-significant-control/individual-beneficial-owner/${f.pscs.individualBo}`,
  pscCorporateEntity: `/company/${c}/persons-with-significant-control/corporate-entity/${f.pscs.corporate}`,
  pscCorporateEntityBeneficialOwner: `/company/${overseas}/persons-with-significant-control/corporate-entity-beneficial-owner/${f.pscs.corporateBo}`,
  pscLegalPerson: `/company/${c}/persons-with-significant-control/legal-person/${f.pscs.legalPerson}`,
  pscLegalPersonBeneficialOwner: `/company/${overseas}/persons-with-significant-control/legal-person-beneficial-owner/${f.pscs.legalPersonBo}`,
  pscSuperSecure: `/company/${c}/persons-with-significant-control/super-secure/${f.pscs.superSecure}`,
  pscSuperSecureBeneficialOwner: `/company/${overseas}/persons-with-significant-control/super-secure-beneficial-owner/${f.pscs.superSecureBo}`,
  pscStatementList: `/company/${c}/persons-with-significant-control-statements`,
  pscStatement: `/company/${c}/persons-with-significant-control-statements/${f.statements.active}`,
  officerAppointments: `/officers/${f.officers.busy}/appointments`,
  naturalDisqualification: `/disqualified-officers/natural/${f.disqualified.natural}`,
  corporateDisqualification: `/disqualified-officers/corporate/${f.disqualified.corporate}`,
  documentMetadata: `/document/${documentIdFor(c, f.filings.first)}`,
};

/** Where each endpoint finds nothing, and the error key it answers with (search has no 404). */
const absent: Partial<Record<EndpointName, [path: string, error: string]>> = {
  companyProfile: [`/company/${missingCompany}`, 'company-profile-not-found'],
  registeredOfficeAddress: [`/company/${missingCompany}/registered-office-address`, 'company-profile-not-found'],
  officerList: [`/company/${missingCompany}/officers`, 'company-profile-not-found'],
  officerAppointment: [`/company/${c}/appointments/nope`, 'appointment-not-found'],
  filingHistoryList: [`/company/${missingCompany}/filing-history`, 'company-profile-not-found'],
  filingHistoryItem: [`/company/${c}/filing-history/nope`, 'filing-history-item-not-found'],
  documentMetadata: [`/document/${documentIdFor(c, 'MzAwMDAwMDAwMGFkaXF6a2N4')}`, 'document-not-found'],
  chargeList: [`/company/${f.companies.empty}/charges`, 'company-charges-not-found'],
  chargeDetails: [`/company/${c}/charges/nope`, 'charge-not-found'],
  insolvency: [`/company/${f.companies.empty}/insolvency`, 'company-insolvencies-not-found'],
  registers: [`/company/${f.companies.empty}/registers`, 'company-registers-not-found'],
  ukEstablishments: [`/company/${missingCompany}/uk-establishments`, 'company-profile-not-found'],
  exemptions: [`/company/${f.companies.empty}/exemptions`, 'company-exemptions-not-found'],
  pscList: [`/company/${missingCompany}/persons-with-significant-control`, 'company-profile-not-found'],
  pscIndividual: [`/company/${c}/persons-with-significant-control/individual/${f.pscs.corporate}`, 'psc-not-found'],
  pscIndividualBeneficialOwner: [
    `/company/${overseas}/persons-with-significant-control/individual-beneficial-owner/nope`,
    'psc-not-found',
  ],
  pscCorporateEntity: [
    `/company/${missingCompany}/persons-with-significant-control/corporate-entity/${f.pscs.corporate}`,
    'company-profile-not-found',
  ],
  pscCorporateEntityBeneficialOwner: [
    `/company/${overseas}/persons-with-significant-control/corporate-entity-beneficial-owner/nope`,
    'psc-not-found',
  ],
  pscLegalPerson: [`/company/${c}/persons-with-significant-control/legal-person/nope`, 'psc-not-found'],
  pscLegalPersonBeneficialOwner: [
    `/company/${overseas}/persons-with-significant-control/legal-person-beneficial-owner/nope`,
    'psc-not-found',
  ],
  pscSuperSecure: [`/company/${c}/persons-with-significant-control/super-secure/nope`, 'psc-not-found'],
  pscSuperSecureBeneficialOwner: [
    `/company/${overseas}/persons-with-significant-control/super-secure-beneficial-owner/nope`,
    'psc-not-found',
  ],
  pscStatementList: [
    `/company/${missingCompany}/persons-with-significant-control-statements`,
    'company-profile-not-found',
  ],
  pscStatement: [`/company/${c}/persons-with-significant-control-statements/nope`, 'psc-statement-not-found'],
  officerAppointments: [`/officers/${f.officers.idle}/appointments`, 'officer-appointments-not-found'],
  naturalDisqualification: [
    `/disqualified-officers/natural/${f.disqualified.corporate}`,
    'disqualified-officer-not-found',
  ],
  corporateDisqualification: [`/disqualified-officers/corporate/nope`, 'disqualified-officer-not-found'],
};

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;
const contentTypeOf = (name: EndpointName) => `application/vnd.registry.${catalogue[name].resource}+json; version=0.0`;

describe.each(endpointNames)('%s', (name) => {
  const path = found[name];

  it('answers 200 with a body that fits its schema, its etag in the ETag header', async () => {
    const response = await send(path);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentTypeOf(name));
    const parsed = schemaOf(name).safeParse(response.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    const etag = response.json().etag as string;
    expect(etag).toMatch(/^\S+$/);
    expect(response.headers.get('etag')).toBe(`"${etag}"`);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(response.text));
  });

  it('answers HEAD with the same headers and no body', async () => {
    const get = await send(path);
    const head = await send(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    for (const header of ['content-type', 'etag', 'content-length'])
      expect(head.headers.get(header)).toBe(get.headers.get(header));
  });

  it('answers 304 without a body when If-None-Match holds its etag', async () => {
    const etag = (await send(path)).headers.get('etag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await send(path, { headers: { 'if-none-match': ifNoneMatch } });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.text).toBe('');
      expect(response.headers.get('etag')).toBe(etag);
    }
    expect((await send(path, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200);
  });

  it('keeps its etag while the content stays the same', async () => {
    expect((await send(path)).headers.get('etag')).toBe((await send(path)).headers.get('etag'));
  });

  if (absent[name]) {
    it('answers 404 with the registry error body when there is nothing', async () => {
      const [missingPath, error] = absent[name]!;
      const response = await send(missingPath);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.json()).toEqual({ errors: [{ error, type: 'ch:service' }] });
    });
  }

  for (const [parameter, def] of Object.entries(catalogue[name].query)) {
    const bad =
      def.type === 'int'
        ? ['abc', '-1', '1.5']
        : def.type === 'enum'
          ? ['bogus']
          : def.type === 'bool'
            ? ['yes', '1']
            : [];
    for (const value of bad) {
      it(`answers 400 naming ${parameter} for ${parameter}=${value}`, async () => {
        const response = await send(withQuery(path, `${parameter}=${encodeURIComponent(value)}`));
        expect(response.status).toBe(400);
        expect(response.json()).toEqual({
          errors: [
            {
              error: expect.stringContaining(parameter),
              type: 'ch:validation',
              location: parameter,
              location_type: 'query-parameter',
            },
          ],
        });
      });
    }
  }

  it('answers 406 for another resource type and 405 for other methods', async () => {
    const other = name === 'companyProfile' ? 'officerList' : 'companyProfile';
    const wrongType = await send(path, {
      headers: { accept: `application/vnd.registry.${catalogue[other].resource}+json` },
    });
    expect(wrongType.status).toBe(406);
    const post = await send(path, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('routing', () => {
  it('answers 404 for a path no endpoint has', async () => {
    for (const path of ['/', '/nope', '/company', `/company/${c}/nope`, `/company/${c}/officers/extra/segments`]) {
      const response = await send(path);
      expect(response.status, path).toBe(404);
      expect(response.json()).toEqual({ errors: [{ error: 'not-found', type: 'ch:service' }] });
    }
  });

  it('answers 400 naming the path parameter of the wrong format', async () => {
    const response = await send('/company/abc/officers');
    expect(response.status).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ type: 'ch:validation', location: 'company_number' });
    expect((await send(`/company/${c}/charges/bad%20id`)).status).toBe(400);
  });

  it('takes a trailing slash and ignores unknown query parameters', async () => {
    expect((await send(`/company/${c}/`)).status).toBe(200);
    expect((await send(`/company/${c}?unknown=1`)).status).toBe(200);
  });
});

describe('pagination', () => {
  it('caps items_per_page at the maximum', async () => {
    const body = (await send(`/company/${c}/filing-history?items_per_page=1000`)).json();
    expect(body.items_per_page).toBe(100);
    expect(body.items).toHaveLength(f.filingCount);
    expect((await send(`/officers/${f.officers.busy}/appointments?items_per_page=1000`)).json().items_per_page).toBe(
      50,
    );
  });

  it('answers an empty page past the end', async () => {
    const response = await send(`/company/${c}/filing-history?start_index=1000`);
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ start_index: 1000, total_count: f.filingCount, items: [] });
    for (const path of [
      found.officerList,
      found.pscList,
      found.pscStatementList,
      found.chargeList,
      found.officerAppointments,
    ]) {
      const page = await send(withQuery(path, 'start_index=500'));
      expect(page.status, path).toBe(200);
      expect(page.json().items, path).toEqual([]);
    }
  });

  it('serves the exact last page and pages that do not overlap', async () => {
    const pages = await Promise.all(
      [0, 10, 20].map(async (start) =>
        (await send(`/company/${c}/filing-history?items_per_page=10&start_index=${start}`)).json(),
      ),
    );
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 10]);
    const ids = pages.flatMap((page) => page.items.map((item: { transaction_id: string }) => item.transaction_id));
    expect(new Set(ids).size).toBe(f.filingCount);
    expect((await send(`/company/${c}/filing-history?items_per_page=10&start_index=25`)).json().items).toHaveLength(5);
    const dates = ids.map(
      (id) =>
        pages.flatMap((page) => page.items).find((item: { transaction_id: string }) => item.transaction_id === id).date,
    );
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives each page its own etag', async () => {
    const first = await send(`/company/${c}/filing-history?items_per_page=10`);
    const second = await send(`/company/${c}/filing-history?items_per_page=10&start_index=10`);
    expect(first.headers.get('etag')).not.toBe(second.headers.get('etag'));
  });
});

describe('officer list', () => {
  it('counts active, inactive and resigned officers', async () => {
    expect((await send(found.officerList)).json()).toMatchObject({
      kind: 'officer-list',
      total_results: 3,
      active_count: 2,
      inactive_count: 0,
      resigned_count: 1,
    });
    // A dissolved company has no active officers: those who did not resign are inactive.
    const dissolved = (await send(`/company/${f.companies.dissolved}/officers`)).json();
    expect(dissolved).toMatchObject({ total_results: 3, active_count: 0, inactive_count: 2, resigned_count: 1 });
    expect((await send(`/company/${f.companies.dissolved}/officers?filter=active`)).json()).toMatchObject({
      total_results: 0,
      items: [],
    });
  });

  it('filters active officers and orders as asked', async () => {
    const active = (await send(`${found.officerList}?filter=active`)).json();
    expect(active.total_results).toBe(2);
    expect(active.items.every((item: { resigned_on?: string }) => !item.resigned_on)).toBe(true);
    const names = async (order: string) =>
      (await send(`${found.officerList}?order_by=${order}`)).json().items.map((item: { name: string }) => item.name);
    expect(await names('surname')).toEqual(['BROWN, Bob', 'SMITH, Alice', 'SMITH, Alice']);
    const appointed = (await send(`${found.officerList}?order_by=appointed_on`))
      .json()
      .items.map((item: { appointed_on: string }) => item.appointed_on);
    expect(appointed).toEqual(['2018-05-05', '2015-01-01', '2010-01-01']);
    expect((await send(`${found.officerList}?order_by=resigned_on`)).json().items[0].resigned_on).toBe('2014-12-31');
  });

  it('answers an empty list for a company without officers', async () => {
    const response = await send(`/company/${f.companies.empty}/officers`);
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ total_results: 0, active_count: 0, resigned_count: 0, items: [] });
  });

  it('shows a register held on the public register, and 404 for one that is not', async () => {
    const directors = await send(`${found.officerList}?register_view=true&register_type=directors`);
    expect(directors.status).toBe(200);
    const body = directors.json();
    expect(body).toMatchObject({ total_results: 2, active_count: 2, resigned_count: 0 });
    expect(body).not.toHaveProperty('inactive_count');
    expect(body.items.map((item: { officer_role: string }) => item.officer_role)).toEqual(['director', 'director']);
    // Secretaries moved back to the registered office: not held.
    for (const type of ['secretaries', 'llp_members']) {
      const response = await send(`${found.officerList}?register_view=true&register_type=${type}`);
      expect(response.status).toBe(404);
      expect(response.json()).toEqual({ errors: [{ error: 'register-not-held', type: 'ch:service' }] });
    }
    expect(
      (await send(`/company/${f.companies.empty}/officers?register_view=true&register_type=directors`)).status,
    ).toBe(404);
    const noType = await send(`${found.officerList}?register_view=true`);
    expect(noType.status).toBe(400);
    expect(noType.json().errors[0]).toMatchObject({ location: 'register_type', location_type: 'query-parameter' });
    expect((await send(`${found.officerList}?register_view=false&register_type=directors`)).json().total_results).toBe(
      3,
    );
  });
});

describe('officer appointments', () => {
  it('lists an officer’s appointments, active first, with the company each is in', async () => {
    const body = (await send(found.officerAppointments)).json();
    expect(body).toMatchObject({
      kind: 'personal-appointment',
      name: 'Alice SMITH',
      is_corporate_officer: false,
      date_of_birth: { month: 3, year: 1970 },
      links: { self: `/officers/${f.officers.busy}/appointments` },
      total_results: 3,
      active_count: 1,
      inactive_count: 1,
      resigned_count: 1,
    });
    expect(body.items.map((item: { resigned_on?: string }) => Boolean(item.resigned_on))).toEqual([false, false, true]);
    expect(body.items[0]).toMatchObject({
      appointed_to: {
        company_number: expect.any(String),
        company_name: expect.any(String),
        company_status: expect.any(String),
      },
      links: { company: `/company/${body.items[0].appointed_to.company_number}` },
      name_elements: { forename: 'Alice', surname: 'SMITH' },
    });
    expect(body.items[0]).not.toHaveProperty('date_of_birth');
    const active = (await send(`${found.officerAppointments}?filter=active`)).json();
    expect(active.total_results).toBe(1);
    expect(active.items).toHaveLength(1);
    expect(active.items[0].appointed_to.company_number).toBe(c);
  });
});

describe('company resources', () => {
  it('builds the registered office address from the profile', async () => {
    const body = (await send(found.registeredOfficeAddress)).json();
    expect(body).toMatchObject({
      kind: 'registered-office-address',
      links: { self: `/company/${c}/registered-office-address` },
      address_line_1: 'High Street',
      locality: 'London',
    });
  });

  it('filters filings by category list', async () => {
    const officers = (await send(`${found.filingHistoryList}?category=officers`)).json();
    expect(officers.total_count).toBe(10);
    expect(officers.items.every((item: { category: string }) => item.category === 'officers')).toBe(true);
    expect((await send(`${found.filingHistoryList}?category=officers,accounts`)).json().total_count).toBe(30);
    expect((await send(`${found.filingHistoryList}?category=capital`)).json()).toMatchObject({
      total_count: 0,
      items: [],
    });
    expect((await send(`/company/${f.companies.empty}/filing-history`)).json()).toMatchObject({
      kind: 'filing-history',
      filing_history_status: 'filing-history-available',
      total_count: 0,
      items: [],
    });
    expect((await send(`${found.filingHistoryList}?category=Bad!`)).status).toBe(400);
  });

  it('counts charges and filters outstanding ones', async () => {
    const all = (await send(found.chargeList)).json();
    expect(all).toMatchObject({ total_count: 3, unfiltered_count: 3, satisfied_count: 1, part_satisfied_count: 1 });
    expect(all).not.toHaveProperty('items_per_page');
    const outstanding = (await send(`${found.chargeList}?filter=outstanding`)).json();
    expect(outstanding.total_count).toBe(2);
    expect(outstanding.items.map((item: { status: string }) => item.status).sort()).toEqual([
      'outstanding',
      'part-satisfied',
    ]);
  });

  it('counts PSCs and links the statements; register view lists active ones', async () => {
    const list = (await send(found.pscList)).json();
    expect(list).toMatchObject({ total_results: 5, active_count: 4, ceased_count: 1 });
    expect(list.links.persons_with_significant_control_statements).toBe(
      `/company/${c}/persons-with-significant-control-statements`,
    );
    expect(list.items.at(-1).ceased_on).toBeDefined();
    const register = (await send(`${found.pscList}?register_view=true`)).json();
    expect(register.total_results).toBe(4);
    expect(register.items.some((item: { ceased_on?: string }) => item.ceased_on)).toBe(false);
    expect(
      (await send(`/company/${f.companies.empty}/persons-with-significant-control?register_view=true`)).status,
    ).toBe(404);
    expect((await send(`/company/${f.companies.empty}/persons-with-significant-control`)).json()).toMatchObject({
      total_results: 0,
      items: [],
    });

    const statements = (await send(found.pscStatementList)).json();
    expect(statements).toMatchObject({ total_results: 1, active_count: 1, ceased_count: 0 });
    expect(statements.links.persons_with_significant_control_list).toBe(
      `/company/${c}/persons-with-significant-control`,
    );
    expect((await send(`${found.pscStatementList}?register_view=true`)).status).toBe(200);
  });

  it('lists UK establishments with their status and locality', async () => {
    const body = (await send(found.ukEstablishments)).json();
    expect(body.kind).toBe('related-companies');
    expect(body.items).toEqual([
      {
        company_number: f.companies.branchOpen,
        company_name: 'FIXTURE OVERSEAS UK BRANCH',
        company_status: 'open',
        locality: 'Leeds',
        links: { company: `/company/${f.companies.branchOpen}` },
      },
      {
        company_number: f.companies.branchClosed,
        company_name: 'FIXTURE OVERSEAS OLD BRANCH',
        company_status: 'closed',
        locality: 'London',
        links: { company: `/company/${f.companies.branchClosed}` },
      },
    ]);
    expect((await send(`/company/${c}/uk-establishments`)).json().items).toEqual([]);
  });

  it('serves non-ASCII text with its length in bytes', async () => {
    const response = await send(`/company/${f.companies.unicode}`);
    expect(response.json().company_name).toBe('ŻÓŁĆ CAFÉ — ÆØÅ LIMITED');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(response.text));
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(response.text.length);
  });
});

describe('versions', () => {
  const table: VersionTable = {
    companyProfile: [
      { version: '1.0', status: 'current' },
      { version: '0.0', status: 'deprecated', expiresOn: '2026-12-31' },
      { version: '0.9', status: 'expired' },
    ],
    officerList: [{ version: '0.0', status: 'current' }],
  };
  const profile = found.companyProfile;
  const type = 'application/vnd.registry.companyProfile+json';
  let versioned: RegistryHandler;
  beforeAll(() => {
    versioned = make({ versions: table });
  });
  const ask = (accept: string | undefined, path = profile) =>
    send(path, accept === undefined ? {} : { headers: { accept } }, versioned);

  it('serves the latest version by default and says which in Content-Type', async () => {
    for (const accept of [
      undefined,
      'application/json',
      '*/*',
      'application/*',
      type,
      'text/html, application/json;q=0.5',
    ]) {
      const response = await ask(accept);
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-type')).toBe(`${type}; version=1.0`);
      expect(response.headers.get('registry-expiry-date')).toBeNull();
    }
  });

  it('serves a deprecated version with its expiry date', async () => {
    for (const accept of [
      `${type}; version=0.0`,
      `${type};version=0`,
      `${type}; version=0.9, ${type}; version=0.0;q=0.5`,
    ]) {
      const response = await ask(accept);
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-type')).toBe(`${type}; version=0.0`);
      expect(response.headers.get('registry-expiry-date')).toBe(`2026-12-31; rel="${type}; version=0.0"`);
    }
  });

  it('picks the best acceptable type by q-value', async () => {
    expect((await ask(`${type}; version=0.0; q=0.4, ${type}; version=1.0; q=0.8`)).headers.get('content-type')).toBe(
      `${type}; version=1.0`,
    );
    expect((await ask(`${type}; version=7.0, application/json;q=0.1`)).headers.get('content-type')).toBe(
      `${type}; version=1.0`,
    );
  });

  it('answers 410 for an expired version and 406 for an unknown type or version', async () => {
    const gone = await ask(`${type}; version=0.9`);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('content-type')).toBe('application/json');
    expect(gone.json().errors[0].type).toBe('ch:service');
    for (const accept of [
      `${type}; version=2.0`,
      `${type}; version=banana`,
      'text/html',
      'application/xml',
      'application/json;q=0',
      'application/vnd.registry.officerList+json',
    ]) {
      const response = await ask(accept);
      expect(response.status, accept).toBe(406);
      expect(response.headers.get('content-type')).toBe('application/json');
    }
  });

  it('reads as the registry client expects: version, deprecation, 304', async () => {
    const client = createRegistryClient({ baseUrl: 'http://embedded', transport: versioned.inProcess });
    const fresh = await client.companyProfile({ company_number: c });
    expect(fresh.notModified).toBe(false);
    expect(fresh.meta.contentType).toBe(`${type}; version=1.0`);
    const old = await client.companyProfile({ company_number: c }, undefined, { accept: `${type}; version=0.0` });
    expect(old.meta.deprecation).toEqual({
      header: `2026-12-31; rel="${type}; version=0.0"`,
      expiresOn: '2026-12-31',
      rel: `${type}; version=0.0`,
    });
    const again = await client.companyProfile({ company_number: c }, undefined, { ifNoneMatch: fresh.meta.etag });
    expect(again.notModified).toBe(true);
    await expect(client.companyProfile({ company_number: missingCompany })).rejects.toMatchObject({
      kind: 'not-found',
      items: [{ error: 'company-profile-not-found' }],
    });
  });

  it('answers errors as application/json whatever was asked', async () => {
    const response = await ask(`${type}; version=1.0`, `/company/${missingCompany}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json');
  });
});

describe('API keys', () => {
  let keyed: RegistryHandler;
  beforeAll(() => {
    keyed = make({ apiKeys: ['key-one', 'key-two'], rateLimit: 0 });
  });
  const authError = (error: string) => ({ error, type: 'ch:service' });

  it('answers 401 with the registry’s auth error bodies', async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'Empty Authorization header'],
      [{ authorization: '' }, 'Empty Authorization header'],
      [{ authorization: 'Bearer key-one' }, 'Invalid Authorization header'],
      [{ authorization: 'Basic !!!' }, 'Invalid Authorization header'],
      [{ authorization: `Basic ${Buffer.from('key-one').toString('base64')}` }, 'Invalid Authorization header'],
      [{ authorization: basicAuthorization('wrong-key') }, 'Invalid Authorization'],
      [{ authorization: `Basic ${Buffer.from('key-one:secret').toString('base64')}` }, 'Invalid Authorization'],
    ];
    for (const [headers, error] of cases) {
      const response = await send(found.companyProfile, { headers }, keyed);
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual(authError(error));
      expect(response.headers.get('content-type')).toBe('application/json');
    }
    // Even for paths that do not exist: nothing is told to a caller without a key.
    expect((await send('/nope', {}, keyed)).status).toBe(401);
  });

  it('serves a request that sends a configured key', async () => {
    for (const key of ['key-one', 'key-two']) {
      const response = await send(found.companyProfile, { headers: { authorization: basicAuthorization(key) } }, keyed);
      expect(response.status).toBe(200);
    }
  });

  it('lets in-process calls through without a key, and nothing in a request can claim that', async () => {
    expect((await send(found.companyProfile, {}, keyed.inProcess)).status).toBe(200);
    const claims = {
      'x-forwarded-for': '127.0.0.1',
      'x-registry-trusted': '1',
      'x-internal': 'true',
      forwarded: 'for=127.0.0.1',
    };
    const response = await keyed(new Request(`http://localhost${found.companyProfile}`, { headers: claims }));
    expect(response.status).toBe(401);
    expect(
      (
        await keyed.respond({
          method: 'GET',
          target: found.companyProfile,
          header: (name) => (claims as Record<string, string>)[name],
        })
      ).status,
    ).toBe(401);
  });

  it('needs no key when none are configured', async () => {
    expect((await send(found.companyProfile)).status).toBe(200);
  });
});

describe('rate limit', () => {
  let clock = 1_700_000_000_000;
  let limited: RegistryHandler;
  beforeAll(() => {
    limited = make({ apiKeys: ['key-one', 'key-two'], rateLimit: 3, now: () => clock });
  });
  const as = (key: string, path = found.companyProfile) =>
    send(path, { headers: { authorization: basicAuthorization(key) } }, limited);

  it('counts requests per key, answers 429 past the limit and resets after five minutes', async () => {
    const start = clock;
    const resetAt = String(Math.ceil((start + 5 * 60_000) / 1000));
    const first = await as('key-one');
    expect(first.headers.get('x-ratelimit-limit')).toBe('3');
    expect(first.headers.get('x-ratelimit-remain')).toBe('2');
    expect(first.headers.get('x-ratelimit-reset')).toBe(resetAt);
    expect(first.headers.get('x-ratelimit-window')).toBe('5m');
    // Every response carries the headers, errors too.
    const missing = await as('key-one', `/company/${missingCompany}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-ratelimit-remain')).toBe('1');
    expect((await as('key-one')).headers.get('x-ratelimit-remain')).toBe('0');

    clock += 60_000;
    const over = await as('key-one');
    expect(over.status).toBe(429);
    expect(over.json()).toEqual({ errors: [{ error: 'rate-limit-exceeded', type: 'ch:service' }] });
    expect(over.headers.get('x-ratelimit-remain')).toBe('0');
    expect(over.headers.get('retry-after')).toBe('240');
    // Another key has its own budget.
    expect((await as('key-two')).status).toBe(200);

    clock = start + 5 * 60_000;
    const after = await as('key-one');
    expect(after.status).toBe(200);
    expect(after.headers.get('x-ratelimit-remain')).toBe('2');
  });

  it('does not limit in-process calls or handlers without keys', async () => {
    for (let i = 0; i < 5; i++) expect((await send(found.companyProfile, {}, limited.inProcess)).status).toBe(200);
    const response = await send(found.companyProfile, {}, limited.inProcess);
    expect(response.headers.get('x-ratelimit-limit')).toBeNull();
    expect((await send(found.companyProfile)).headers.get('x-ratelimit-limit')).toBeNull();
  });
});

describe('failures', () => {
  it('answers 416 for a search page past the reachable window', async () => {
    for (const path of ['/search/companies?q=fixture&start_index=1000', '/search?q=a&start_index=5000']) {
      const response = await send(path);
      expect(response.status, path).toBe(416);
      expect(response.json()).toEqual({ errors: [{ error: 'start-index-out-of-range', type: 'ch:service' }] });
    }
    expect((await send('/search/companies?q=fixture&start_index=999')).status).toBe(200);
  });

  it('answers 500 with the registry error body, logs the cause and keeps no stack from the client', async () => {
    const lines: string[] = [];
    const boom = () => {
      throw new Error('index exploded at /secret/path');
    };
    const failing = make({
      log: (line) => lines.push(line),
      search: { searchAll: boom, searchCompanies: boom, searchOfficers: boom, searchDisqualifiedOfficers: boom },
    });
    const response = await send('/search?q=x', {}, failing);
    expect(response.status).toBe(500);
    expect(response.json()).toEqual({ errors: [{ error: 'internal-server-error', type: 'ch:service' }] });
    expect(response.text).not.toContain('secret');
    expect(lines.join('\n')).toContain('index exploded');
    expect((await send(found.companyProfile, {}, failing)).status).toBe(200);
  });

  it('answers 503 for search over a dataset without a search index, and logs it once', async () => {
    const bare = join(dir, 'no-index.sqlite');
    const db = new Database(bare);
    db.exec(DDL);
    db.close();
    const lines: string[] = [];
    const unindexed = createRegistryHandler({ dbPath: bare, log: (line) => lines.push(line) });
    handlers.push(unindexed);
    expect(lines).toHaveLength(1);
    const response = await send('/search/companies?q=a', {}, unindexed);
    expect(response.status).toBe(503);
    expect(response.json()).toEqual({ errors: [{ error: 'search-index-missing', type: 'ch:service' }] });
    expect((await send(`/company/${c}`, {}, unindexed)).status).toBe(404);
  });

  it('answers 400 for a search without q', async () => {
    const response = await send('/search/companies');
    expect(response.status).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ location: 'q', location_type: 'query-parameter' });
  });
});

describe('the generated dataset', () => {
  const show = SHOWCASE;
  const plc = show.companies.plc;
  const owner = show.companies.overseasEntity;
  let paths: Record<EndpointName, string>;

  beforeAll(() => {
    const db = new Database(dbPath, { readonly: true });
    const first = (sql: string, ...args: unknown[]) =>
      db
        .prepare(sql)
        .pluck()
        .get(...args) as string;
    const appointmentId = first(
      'SELECT appointment_id FROM appointments WHERE company_number = ? ORDER BY appointment_id',
      plc,
    );
    const transactionId = first(
      'SELECT transaction_id FROM filings WHERE company_number = ? ORDER BY transaction_id',
      plc,
    );
    const insolvent = first(
      'SELECT company_number FROM insolvency ORDER BY company_number = ? DESC',
      show.companies.liquidation,
    );
    db.close();
    paths = {
      searchAll: '/search?q=albion',
      searchCompanies: '/search/companies?q=albion%20consolidated',
      searchOfficers: '/search/officers?q=ashcombe',
      searchDisqualifiedOfficers: '/search/disqualified-officers?q=pryce',
      advancedSearchCompanies: '/advanced-search/companies?company_name_includes=albion',
      dissolvedSearchCompanies: '/dissolved-search/companies?q=a&search_type=alphabetical',
      alphabeticalSearchCompanies: '/alphabetical-search/companies?q=albion',
      companyProfile: `/company/${plc}`,
      registeredOfficeAddress: `/company/${plc}/registered-office-address`,
      officerList: `/company/${plc}/officers`,
      officerAppointment: `/company/${plc}/appointments/${appointmentId}`,
      filingHistoryList: `/company/${plc}/filing-history`,
      filingHistoryItem: `/company/${plc}/filing-history/${transactionId}`,
      chargeList: `/company/${plc}/charges`,
      chargeDetails: `/company/${plc}/charges/${show.plcCharges.outstanding}`,
      insolvency: `/company/${insolvent}/insolvency`,
      registers: `/company/${plc}/registers`,
      ukEstablishments: `/company/${show.companies.overseas}/uk-establishments`,
      exemptions: `/company/${plc}/exemptions`,
      pscList: `/company/${plc}/persons-with-significant-control`,
      pscIndividual: `/company/${plc}/persons-with-significant-control/individual/${show.plcPscs.individual}`,
      pscIndividualBeneficialOwner: `/company/${owner}/persons-with-significant-control/individual-beneficial-owner/${show.overseasEntityOwners.individual}`,
      pscCorporateEntity: `/company/${plc}/persons-with-significant-control/corporate-entity/${show.plcPscs.corporateEntity}`,
      pscCorporateEntityBeneficialOwner: `/company/${owner}/persons-with-significant-control/corporate-entity-beneficial-owner/${show.overseasEntityOwners.corporateEntity}`,
      pscLegalPerson: `/company/${plc}/persons-with-significant-control/legal-person/${show.plcPscs.legalPerson}`,
      pscLegalPersonBeneficialOwner: `/company/${owner}/persons-with-significant-control/legal-person-beneficial-owner/${show.overseasEntityOwners.legalPerson}`,
      pscSuperSecure: `/company/${plc}/persons-with-significant-control/super-secure/${show.plcPscs.superSecure}`,
      pscSuperSecureBeneficialOwner: `/company/${owner}/persons-with-significant-control/super-secure-beneficial-owner/${show.overseasEntityOwners.superSecure}`,
      pscStatementList: `/company/${plc}/persons-with-significant-control-statements`,
      pscStatement: `/company/${plc}/persons-with-significant-control-statements/${show.plcStatements.active}`,
      officerAppointments: `/officers/${show.officers.prolific}/appointments`,
      naturalDisqualification: `/disqualified-officers/natural/${show.disqualifiedOfficers.natural}`,
      corporateDisqualification: `/disqualified-officers/corporate/${show.disqualifiedOfficers.corporate}`,
      documentMetadata: `/document/${documentIdFor(plc, transactionId)}`,
    };
  });

  it.each(endpointNames)('%s: the showcase answers 200 with a body that fits its schema', async (name) => {
    const response = await send(paths[name]);
    expect(response.status, `${paths[name]}: ${response.text.slice(0, 300)}`).toBe(200);
    const parsed = schemaOf(name).safeParse(response.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    expect(response.headers.get('etag')).toBe(`"${response.json().etag}"`);
    if (name.startsWith('search')) expect(response.json().items.length, paths[name]).toBeGreaterThan(0);
  });

  it('pages through the PLC’s officers without gaps or overlaps', async () => {
    const first = (await send(`${paths.officerList}?items_per_page=35`)).json();
    expect(first.total_results).toBeGreaterThan(70);
    const ids = new Set<string>();
    for (let start = 0; start < first.total_results; start += 35) {
      const page = (await send(`${paths.officerList}?items_per_page=35&start_index=${start}`)).json();
      expect(page.items.length).toBe(Math.min(35, first.total_results - start));
      for (const item of page.items) ids.add(item.links.self);
    }
    expect(ids.size).toBe(first.total_results);
    expect(first.active_count + first.inactive_count + first.resigned_count).toBe(first.total_results);
  });

  it('caps the prolific officer’s appointments at 50 a page, active ones first', async () => {
    const body = (await send(`${paths.officerAppointments}?items_per_page=100`)).json();
    expect(body.items_per_page).toBe(50);
    expect(body.items).toHaveLength(50);
    expect(body.total_results).toBeGreaterThanOrEqual(show.prolificAppointments);
    const resigned = body.items.map((item: { resigned_on?: string }) => Boolean(item.resigned_on));
    expect(resigned).toEqual([...resigned].sort());
    const rest = (await send(`${paths.officerAppointments}?items_per_page=50&start_index=50`)).json();
    expect(rest.items).toHaveLength(body.total_results - 50);
  });

  it('shows the PLC’s directors register, on the public register; not those it moved back', async () => {
    const directors = await send(`${paths.officerList}?register_view=true&register_type=directors`);
    expect(directors.status).toBe(200);
    expect(directors.json().items.length).toBeGreaterThan(0);
    expect(
      directors
        .json()
        .items.every(
          (item: { resigned_on?: string; officer_role: string }) =>
            !item.resigned_on && item.officer_role.includes('director'),
        ),
    ).toBe(true);
    // The registers resource links to exactly this view.
    const registers = (await send(paths.registers)).json();
    expect(registers.registers.directors.links.directors_register).toBe(
      `${paths.officerList}?register_view=true&register_type=directors`,
    );
    // Secretaries and PSCs went back to an unspecified location in 2023.
    expect((await send(`${paths.officerList}?register_view=true&register_type=secretaries`)).status).toBe(404);
    expect((await send(`${paths.pscList}?register_view=true`)).status).toBe(404);
  });

  it('answers every link that a list item carries', async () => {
    const links: string[] = [];
    for (const list of [
      paths.officerList,
      paths.filingHistoryList,
      paths.chargeList,
      paths.pscList,
      paths.pscStatementList,
    ]) {
      for (const item of (await send(list)).json().items) if (item.links?.self) links.push(item.links.self);
    }
    for (const item of (await send(paths.officerAppointments)).json().items) links.push(item.links.company);
    for (const item of (await send(paths.searchAll)).json().items) links.push(item.links.self);
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) {
      expect(matchPath(link)?.ok, link).toBe(true);
      expect((await send(link)).status, link).toBe(200);
    }
  });
});
