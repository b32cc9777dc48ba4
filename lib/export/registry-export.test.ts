// The export route end to end: a real gateway (remote mode, with a budget) over a scripted
// registry, swapped in with setRegistry; the cap comes from EXPORT_MAX_ROWS.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRegistry } from '@/lib/gateway';
import { createGateway } from '@/lib/gateway/gateway';
import { createMemoryStore } from '@/lib/gateway/store';
import { GET } from '@/app/api/export/[...path]/route';
import disqualifiedSearch from '@/lib/registry/__fixtures__/search-disqualified-officers.json';
import { exportFilename, maxPageSize } from './registry-export';

const CAP = 250;
const context = { params: Promise.resolve({ path: [] as string[] }) };

const NAMES = ['O’NEILL, Siobhán', 'DUPONT, "Jean" Luc', 'MÜLLER, Zoë\nsecond line', '=CMD|calc, Eve'];

function officers(count: number, start: number, size: number) {
  const items = Array.from({ length: Math.max(0, Math.min(size, count - start)) }, (_, i) => {
    const n = start + i;
    return {
      name: NAMES[n] ?? `OFFICER ${n}, Test`,
      officer_role: 'director',
      appointed_on: '2020-01-02',
      links: { officer: { appointments: `/officers/id${n}/appointments` } },
    };
  });
  return {
    kind: 'officer-list',
    etag: 'e',
    links: { self: '/company/x/officers' },
    items_per_page: size,
    start_index: start,
    total_results: count,
    active_count: count,
    resigned_count: 0,
    items,
  };
}

/** A person who is possibly disqualified, one who is not, a corporate officer and a person without a month of birth. */
const CHECKED_OFFICERS = [
  ['PRYCE, Gareth Lloyd', 'p1', { month: 3, year: 1970 }],
  ['SMITH, Jane', 'p2', { month: 5, year: 1980 }],
  [
    'ACME NOMINEES LIMITED',
    'c1',
    undefined,
    { identification_type: 'uk-limited-company', registration_number: '01234567' },
  ],
  ['DOE, John', 'p3', undefined],
].map(([name, id, born, identification]) => ({
  name,
  officer_role: 'director',
  appointed_on: '2020-01-02',
  ...(born ? { date_of_birth: born } : {}),
  ...(identification ? { identification } : {}),
  links: { officer: { appointments: `/officers/${String(id)}/appointments` } },
}));

/** Officers whose identity verification the register gives in every state (dates far from any day the tests run). */
const VERIFYING_OFFICERS = [
  ['VERIFIED, Vera', 'director', { appointment_verification_start_on: '2026-01-10', preferred_name: 'Vee' }],
  [
    'AGENT, Ann',
    'director',
    {
      identity_verified_on: '2025-12-01',
      authorised_corporate_service_provider_name: 'Acme Formations Ltd',
      anti_money_laundering_supervisory_bodies: ['HMRC', 'ICAEW'],
      appointment_verification_end_on: '9999-12-31',
    },
  ],
  ['LATE, Larry', 'director', { appointment_verification_statement_due_on: '2026-03-15' }],
  ['LATER, Lena', 'director', { appointment_verification_statement_due_on: '2099-01-01' }],
  [
    'GONE, Gus',
    'director',
    { appointment_verification_start_on: '2026-01-02', appointment_verification_end_on: '2026-06-01' },
  ],
  ['PLAIN, Pat', 'secretary', undefined],
].map(([name, role, details], i) => ({
  name,
  officer_role: role,
  appointed_on: '2019-02-18',
  ...(details ? { identity_verification_details: details } : {}),
  links: { officer: { appointments: `/officers/v${i}/appointments` } },
}));

const profile = (number: string) => ({
  company_number: number,
  company_name: `COMPANY ${number}`,
  can_file: true,
  jurisdiction: 'england-wales',
  type: 'ltd',
  links: { self: `/company/${number}` },
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () => json({ errors: [{ error: 'not-found', type: 'ch:service' }] }, 404);

// The register in alphabetical order, for the A–Z view (names below a key) and dissolved search.
const REGISTER = Array.from({ length: 150 }, (_, i) => {
  const number = String(i).padStart(8, '0');
  const name = `NAME ${String(i).padStart(3, '0')} LTD`;
  return { company_number: number, company_name: name, key: `NAME${String(i).padStart(3, '0')}LTD:${number}` };
});
function alphabetical(url: URL) {
  const size = Number(url.searchParams.get('size') ?? 20);
  const below = url.searchParams.get('search_below');
  // Without a cursor, the view starts a little before the name searched for (here the 21st).
  const from = below ? REGISTER.findIndex((row) => row.key === below) + 1 : 20;
  const items = REGISTER.slice(from, from + size).map((row) => ({
    company_name: row.company_name,
    company_number: row.company_number,
    company_status: 'active',
    company_type: 'ltd',
    kind: 'search-results#alphabetical-search',
    links: { company_profile: `/company/${row.company_number}` },
    ordered_alpha_key_with_id: row.key,
  }));
  return { kind: 'search#alphabetical-search', top_hit: items[0], items };
}
function dissolved(url: URL) {
  const size = Number(url.searchParams.get('size') ?? 20);
  const start = Number(url.searchParams.get('start_index') ?? 0);
  const items = REGISTER.slice(start, start + size).map((row, i) => ({
    company_name: row.company_name,
    company_number: row.company_number,
    company_status: 'dissolved',
    kind: 'searchresults#dissolved-company',
    date_of_creation: '2001-02-03',
    date_of_cessation: '2011-02-03',
    ...((start + i) % 2 === 0
      ? { registered_office_address: { address_line_1: '1 High Street', locality: 'Leeds', postal_code: 'LS1 1AA' } }
      : {}),
  }));
  return { kind: 'search#dissolved', hits: REGISTER.length, top_hit: items[0], items };
}

const calls: string[] = [];
async function registry(request: Request): Promise<Response> {
  const url = new URL(request.url);
  calls.push(`${url.pathname}${url.search}`);
  const start = Number(url.searchParams.get('start_index') ?? 0);
  const size = Number(url.searchParams.get('items_per_page') ?? 35);
  switch (url.pathname) {
    case '/company/00000001':
    case '/company/00000002':
    case '/company/00000003':
    case '/company/00000004':
      return json(profile(url.pathname.slice(-8)));
    case '/company/00000005':
      return json({
        ...profile('00000005'),
        company_status: 'active',
        confirmation_statement: { next_due: '2099-03-15' },
      });
    case '/company/00000005/officers':
      return json({ ...officers(0, 0, size), total_results: VERIFYING_OFFICERS.length, items: VERIFYING_OFFICERS });
    case '/company/00000001/officers':
      return json(officers(url.searchParams.get('filter') === 'active' ? 3 : 1000, start, size));
    case '/company/00000003/officers':
      return start >= 200
        ? json({ errors: [{ error: 'boom', type: 'ch:service' }] }, 500)
        : json(officers(1000, start, size));
    case '/alphabetical-search/companies':
      return json(alphabetical(url));
    case '/dissolved-search/companies':
      return json(dissolved(url));
    case '/company/00000004/officers':
      return json({ ...officers(0, 0, size), total_results: CHECKED_OFFICERS.length, items: CHECKED_OFFICERS });
    case '/search/disqualified-officers':
      // Only Gareth Lloyd PRYCE, born March 1970, is a disqualified officer.
      return (url.searchParams.get('q') ?? '').toUpperCase().includes('PRYCE')
        ? json({
            ...disqualifiedSearch,
            total_results: 1,
            items: [
              {
                ...disqualifiedSearch.items[0],
                title: 'Gareth Lloyd PRYCE',
                date_of_birth: '1970-03-14T00:00:00',
                links: { self: '/disqualified-officers/natural/dq1' },
              },
            ],
          })
        : notFound();
    default:
      return notFound();
  }
}

let gateway: ReturnType<typeof createGateway> | undefined;
function useGateway(budgetLimit = 600) {
  gateway = createGateway({
    mode: 'remote',
    baseUrl: 'http://upstream.test',
    transport: async () => registry,
    timeoutMs: 1000,
    store: createMemoryStore({ maxBytes: 10_000_000 }),
    ttlSeconds: { search: 60, profile: 600, list: 300, item: 3600 },
    maxStaleSeconds: 3600,
    budget: { limit: budgetLimit, windowMs: 300_000 },
    clientLimit: { limit: 0, windowMs: 60_000 },
    retryDelayMs: 1,
    log: () => {},
  });
  setRegistry(gateway);
}

beforeAll(() => {
  vi.stubEnv('EXPORT_MAX_ROWS', String(CAP));
  vi.stubEnv('APP_ORIGIN', 'https://registry.example.org');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  calls.length = 0;
  await gateway?.close();
  setRegistry(undefined);
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function get(path: string) {
  const response = await GET(new Request(`http://localhost/api/export${path}`), context);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text };
}

describe('GET /api/export/…', () => {
  it('streams every row as CSV up to the cap, with the partial marker', async () => {
    useGateway();
    const { response, text } = await get('/company/00000001/officers?format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="00000001-officers.csv"');
    expect(response.headers.get('x-export-total')).toBe('1000');
    expect(response.headers.get('x-export-cap')).toBe(String(CAP));
    expect(text.startsWith('\uFEFFCompany number,Name,')).toBe(true);
    expect(text.trimEnd().split('\r\n').at(-1)).toBe(`# partial: stopped after ${CAP} rows (cap)`);
    // The largest page the endpoint takes, and no page past the cap.
    expect(calls.filter((call) => call.includes('/officers'))).toEqual([
      '/company/00000001/officers?items_per_page=100&start_index=0',
      '/company/00000001/officers?items_per_page=100&start_index=100',
      '/company/00000001/officers?items_per_page=100&start_index=200',
    ]);
  });

  it('escapes commas, quotes, line breaks, accents and formulas', async () => {
    useGateway();
    const { text } = await get('/company/00000001/officers');
    const body = text.slice(1);
    // (No month of birth: the disqualification check is not made.)
    expect(body).toContain('\r\n00000001,"O’NEILL, Siobhán",not checked,,director,Director,');
    expect(body).toContain('\r\n00000001,"DUPONT, ""Jean"" Luc",not checked,,director,');
    expect(body).toContain('\r\n00000001,"MÜLLER, Zoë\nsecond line",not checked,,director,');
    expect(body).toContain(`\r\n00000001,"'=CMD|calc, Eve",not checked,,director,`);
  });

  it('flags possibly disqualified officers as the officers page does, page by page', async () => {
    useGateway();
    const { text } = await get('/company/00000004/officers?format=json');
    const rows = (
      JSON.parse(text) as {
        items: { name: string; possibly_disqualified: string | null; disqualified_officer_links: string | null }[];
      }
    ).items.map((row) => [row.name, row.possibly_disqualified, row.disqualified_officer_links]);
    expect(rows).toEqual([
      ['PRYCE, Gareth Lloyd', 'yes', 'https://registry.example.org/disqualified-officers/natural/dq1'],
      ['SMITH, Jane', 'no', null],
      ['ACME NOMINEES LIMITED', null, null],
      ['DOE, John', 'not checked', null],
    ]);
    const csv = (await get('/company/00000004/officers')).text;
    expect(csv).toContain('Company number,Name,Possibly disqualified,Disqualified officer pages,Role');
    expect(csv).toContain('\r\n00000004,ACME NOMINEES LIMITED,,,director,');
  });

  it('passes filters on, names the file after them, and ends complete when all rows fit', async () => {
    useGateway();
    const { response, text } = await get(
      '/company/00000001/officers?format=json&filter=active&page=4&items_per_page=2',
    );
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="00000001-officers-active.json"');
    const body = JSON.parse(text);
    expect(body).toMatchObject({
      export: { source: '/company/00000001/officers', query: { filter: 'active' }, total_results: 3 },
      rows: 3,
      complete: true,
    });
    expect(body.items[0]).toMatchObject({
      company_number: '00000001',
      name: 'O’NEILL, Siobhán',
      officer_role_label: 'Director',
      url: 'https://registry.example.org/officers/id0/appointments',
    });
    expect(calls.filter((call) => call.includes('/officers'))).toEqual([
      '/company/00000001/officers?filter=active&items_per_page=100&start_index=0',
    ]);
  });

  it("writes each officer's identity verification: the verdict in words and every field of the details", async () => {
    useGateway();
    const { text } = await get('/company/00000005/officers?format=json');
    const rows = (JSON.parse(text) as { items: Record<string, string | null>[] }).items;
    expect(rows.map((row) => [row.name, row.identity_status])).toEqual([
      ['VERIFIED, Vera', 'verified'],
      ['AGENT, Ann', 'verified'],
      ['LATE, Larry', 'overdue'],
      ['LATER, Lena', 'due'],
      ['GONE, Gus', 'withdrawn'],
      ['PLAIN, Pat', 'not-required'],
    ]);
    expect(rows[1]).toMatchObject({
      identity_verification: 'Verified on 1 December 2025 by Acme Formations Ltd',
      identity_judged_from: 'register',
      identity_verified_on: '2025-12-01',
      authorised_corporate_service_provider_name: 'Acme Formations Ltd',
      anti_money_laundering_supervisory_bodies: 'HMRC; ICAEW',
      appointment_verification_end_on: '9999-12-31',
    });
    expect(rows[0]).toMatchObject({ preferred_name: 'Vee', identity_verification: 'Verified on 10 January 2026' });
    expect(rows[2]).toMatchObject({
      identity_verification: 'Overdue since 16 March 2026: due by 15 March 2026',
      identity_due_on: '2026-03-15',
    });
    expect(rows[4]).toMatchObject({ identity_verification: 'Verification withdrawn on 1 June 2026' });
    expect(rows[5]).toMatchObject({ identity_verification: 'Not required', preferred_name: null });
    // A list without any details (company 00000004): the verdicts, judged from the law, and nothing else.
    const plain = (
      JSON.parse((await get('/company/00000004/officers?format=json')).text) as {
        items: Record<string, string | null>[];
      }
    ).items;
    expect(plain[0]).toMatchObject({ identity_judged_from: 'law', identity_verified_on: null, preferred_name: null });
  });

  it('filters by identity as the officers page does, and refuses a value it does not know', async () => {
    useGateway();
    const { response, text } = await get('/company/00000005/officers?identity=overdue');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="00000005-officers-overdue.csv"');
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('LATE, Larry');
    const json = JSON.parse((await get('/company/00000005/officers?format=json&identity=verified')).text);
    expect(json).toMatchObject({ export: { query: { identity: 'verified' } }, rows: 2, complete: true });
    const refused = await get('/company/00000005/officers?identity=late');
    expect(refused.response.status).toBe(400);
    expect(refused.text).toContain('identity');
  });

  it('stops with a marker when the upstream budget runs low', async () => {
    useGateway(3); // low once one call is left
    const { text } = await get('/company/00000001/officers?format=json');
    const body = JSON.parse(text);
    expect(body.complete).toBe(false);
    expect(body.partial.reason).toBe('budget');
    expect(body.rows).toBeLessThan(CAP);
    expect(body.items).toHaveLength(body.rows);
  });

  it('keeps the rows it has when the registry fails half-way', async () => {
    useGateway();
    const { response, text } = await get('/company/00000003/officers');
    expect(response.status).toBe(200);
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 200 + 1);
    expect(lines.at(-1)).toMatch(/^# partial: stopped after 200 rows \(the registry failed: /);
  });

  it('answers an empty export for a company with no charges, and 404 for an unknown company', async () => {
    useGateway();
    const empty = await get('/company/00000002/charges?format=json');
    expect(empty.response.status).toBe(200);
    expect(JSON.parse(empty.text)).toMatchObject({ items: [], rows: 0, complete: true });
    expect((await get('/company/09999999/officers')).response.status).toBe(404);
  });

  it('exports the A–Z view from its place on, a page after the last name read', async () => {
    useGateway();
    const { response, text } = await get('/alphabetical-search/companies?q=name&format=json');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="alphabetical-search-companies-name.json"',
    );
    const body = JSON.parse(text);
    expect(body).toMatchObject({ rows: 130, complete: true });
    expect(body.items[0]).toMatchObject({
      company_number: '00000020',
      name: 'NAME 020 LTD',
      company_status_label: 'Active',
      company_type_label: 'Private company limited by shares',
      ordered_alpha_key_with_id: 'NAME020LTD:00000020',
      url: 'https://registry.example.org/company/00000020',
    });
    expect(calls).toEqual([
      '/alphabetical-search/companies?q=name&size=100',
      '/alphabetical-search/companies?q=name&search_below=NAME119LTD%3A00000119&size=100',
    ]);
  });

  it('exports dissolved companies with their registered office, 100 a page', async () => {
    useGateway();
    const { text } = await get('/dissolved-search/companies?q=name&search_type=best-match');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\ufeffCompany number,Name,Previous name that matched,Incorporated on,Dissolved on,Registered office,Postcode,Company page',
    );
    expect(lines).toHaveLength(1 + 150);
    expect(lines[1]).toBe(
      '00000000,NAME 000 LTD,,2001-02-03,2011-02-03,"1 High Street, Leeds, LS1 1AA",LS1 1AA,https://registry.example.org/company/00000000',
    );
    expect(lines[2]).toMatch(/^00000001,NAME 001 LTD,,2001-02-03,2011-02-03,,,https:/);
    expect(calls).toEqual([
      '/dissolved-search/companies?q=name&search_type=best-match&size=100&start_index=0',
      '/dissolved-search/companies?q=name&search_type=best-match&size=100&start_index=100',
    ]);
  });

  it('refuses what it does not export', async () => {
    useGateway();
    expect((await get('/company/00000001?format=csv')).response.status).toBe(404);
    expect((await get('/company/00000001/charges/abc')).response.status).toBe(404);
    expect((await get('/nothing/here')).response.status).toBe(404);
    expect((await get('/company/00000001/officers?format=xml')).response.status).toBe(400);
    expect((await get('/company/00000001/officers?filter=everyone')).response.status).toBe(400);
    expect((await get('/company/not-a-number/officers')).response.status).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe('export helpers', () => {
  it('pages at each endpoint’s maximum', () => {
    expect(maxPageSize('officerList')).toBe(100);
    expect(maxPageSize('officerAppointments')).toBe(50);
    expect(maxPageSize('searchCompanies')).toBe(100);
    expect(maxPageSize('advancedSearchCompanies')).toBe(1000);
    expect(maxPageSize('dissolvedSearchCompanies')).toBe(100);
    expect(maxPageSize('alphabeticalSearchCompanies')).toBe(100);
  });

  it('names files after the company, officer or search', () => {
    const none = new URLSearchParams();
    expect(
      exportFilename(
        'filingHistoryList',
        { company_number: '00719244' },
        new URLSearchParams({ category: 'accounts,officers' }),
        'csv',
      ),
    ).toBe('00719244-filing-history-accounts-officers.csv');
    expect(exportFilename('pscStatementList', { company_number: '00719244' }, none, 'json')).toBe(
      '00719244-persons-with-significant-control-statements.json',
    );
    expect(exportFilename('officerAppointments', { officer_id: 'AbC_-1' }, none, 'csv')).toBe(
      'officer-AbC_-1-appointments.csv',
    );
    expect(exportFilename('searchCompanies', {}, new URLSearchParams({ q: 'Café "Zoë", Ltd' }), 'csv')).toBe(
      'search-companies-cafe-zoe-ltd.csv',
    );
    expect(exportFilename('searchAll', {}, new URLSearchParams({ q: '大阪' }), 'csv')).toBe('search.csv');
  });
});
