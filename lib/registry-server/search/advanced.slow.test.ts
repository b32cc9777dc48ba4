// Contract tests of /advanced-search/companies, /dissolved-search/companies and
// /alphabetical-search/companies over a generated dataset plus the fixture rows: each filter
// and combinations are checked against the company bodies filtered here in plain code.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaOf } from '@/lib/registry/schemas/by-endpoint';
import { generateDataset } from '../generator';
import { createRegistryHandler, type RegistryHandler } from '../handler';
import { addFixtureRows, fixture } from '../test-dataset';
import { words } from './normalize';

interface Company {
  company_number: string;
  company_name: string;
  company_status: string;
  type: string;
  subtype?: string;
  date_of_creation?: string;
  date_of_cessation?: string;
  sic_codes?: string[];
  registered_office_address?: Record<string, string>;
  previous_company_names?: { name: string }[];
}

let dir: string;
let handler: RegistryHandler;
let companies: Company[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'registry-advanced-'));
  const path = join(dir, 'registry.sqlite');
  await generateDataset({ path, companies: 400, seed: 3 });
  addFixtureRows(path);
  const db = new Database(path, { readonly: true });
  companies = (db.prepare('SELECT body FROM companies').pluck().all() as string[]).map(
    (body) => JSON.parse(body) as Company,
  );
  db.close();
  handler = createRegistryHandler({ dbPath: path });
}, 180_000);

afterAll(() => {
  handler?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function get(path: string) {
  const response = await handler(new Request(`http://registry.test${path}`));
  const text = await response.text();
  return { status: response.status, text, headers: response.headers, json: () => JSON.parse(text) };
}

/** Every matching company number, in the order the registry gives them (one page of up to 5000). */
async function numbers(query: string): Promise<string[]> {
  const response = await get(`/advanced-search/companies?size=5000&${query}`);
  if (response.status === 404) return [];
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  const body = schemaOf('advancedSearchCompanies').parse(response.json());
  expect(body.hits).toBe(body.items.length);
  return body.items.map((item) => item.company_number);
}

const sorted = (values: string[]) => [...values].sort();
const expected = (keep: (company: Company) => boolean) =>
  sorted(companies.filter(keep).map((company) => company.company_number));
const hasWords = (text: string, query: string) => {
  const have = new Set(words(text));
  return words(query).every((word) => have.has(word));
};
const addressText = (company: Company) => Object.values(company.registered_office_address ?? {}).join(' ');
/** The most common value of a field, so each filter test has many hits. */
function commonest(values: (string | undefined)[]): string {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

describe('/advanced-search/companies', () => {
  it('answers the real shape: kind, hits as a number, top_hit the first item, items linking to the profile', async () => {
    const response = await get('/advanced-search/companies?company_name_includes=fixture%20full');
    expect(response.status).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ kind: 'search#advanced-search', hits: 1 });
    expect(body.top_hit).toEqual(body.items[0]);
    expect(body.items[0]).toMatchObject({
      company_name: 'FIXTURE FULL LIMITED',
      company_number: fixture.companies.full,
      company_status: 'active',
      company_type: 'ltd',
      kind: 'search-results#company',
      links: { company_profile: `/company/${fixture.companies.full}` },
      registered_office_address: {
        premises: '1',
        address_line_1: 'High Street',
        locality: 'London',
        postal_code: 'EC1A 1AA',
      },
    });
    expect(body.items[0]).not.toHaveProperty('date_of_cessation');
  });

  it('without filters lists every company, 20 a page by default', async () => {
    const body = (await get('/advanced-search/companies')).json();
    expect(body.hits).toBe(companies.length);
    expect(body.items).toHaveLength(20);
  });

  it('company_status and company_type keep any of their values, comma-separated or repeated', async () => {
    expect(sorted(await numbers('company_status=dissolved'))).toEqual(
      expected((c) => c.company_status === 'dissolved'),
    );
    const both = expected((c) => c.company_status === 'dissolved' || c.company_status === 'liquidation');
    expect(sorted(await numbers('company_status=dissolved,liquidation'))).toEqual(both);
    expect(sorted(await numbers('company_status=dissolved&company_status=liquidation'))).toEqual(both);
    expect(sorted(await numbers('company_type=llp,plc'))).toEqual(
      expected((c) => c.type === 'llp' || c.type === 'plc'),
    );
  });

  it('company_subtype keeps that subtype', async () => {
    const want = expected((c) => c.subtype === 'community-interest-company');
    expect(want.length).toBeGreaterThan(0);
    expect(sorted(await numbers('company_subtype=community-interest-company'))).toEqual(want);
  });

  it('sic_codes keeps companies with any of the codes', async () => {
    const code = commonest(companies.flatMap((c) => c.sic_codes ?? []));
    const other = commonest(companies.flatMap((c) => (c.sic_codes ?? []).filter((sic) => sic !== code)));
    expect(sorted(await numbers(`sic_codes=${code}`))).toEqual(expected((c) => c.sic_codes?.includes(code) ?? false));
    expect(sorted(await numbers(`sic_codes=${code},${other}`))).toEqual(
      expected((c) => c.sic_codes?.some((sic) => sic === code || sic === other) ?? false),
    );
  });

  it('incorporation and dissolution dates include both ends', async () => {
    const day = commonest(companies.map((c) => c.date_of_creation));
    const onDay = expected((c) => c.date_of_creation === day);
    expect(sorted(await numbers(`incorporated_from=${day}&incorporated_to=${day}`))).toEqual(onDay);
    expect(sorted(await numbers('incorporated_from=2010-01-01&incorporated_to=2015-12-31'))).toEqual(
      expected((c) => !!c.date_of_creation && c.date_of_creation >= '2010-01-01' && c.date_of_creation <= '2015-12-31'),
    );
    expect(sorted(await numbers('dissolved_from=2020-01-01&dissolved_to=2020-01-01'))).toContain(
      fixture.companies.dissolved,
    );
    expect(sorted(await numbers('dissolved_to=2019-12-31'))).toEqual(
      expected((c) => !!c.date_of_cessation && c.date_of_cessation <= '2019-12-31'),
    );
  });

  it('company_name_includes needs every word; company_name_excludes drops a name with any of its words', async () => {
    expect(sorted(await numbers('company_name_includes=fixture%20overseas'))).toEqual(
      sorted([fixture.companies.overseas, fixture.companies.branchOpen, fixture.companies.branchClosed]),
    );
    expect(sorted(await numbers('company_name_includes=fixture&company_name_excludes=branch%20empty'))).toEqual(
      sorted([fixture.companies.full, fixture.companies.dissolved, fixture.companies.overseas]),
    );
    expect(sorted(await numbers('company_name_includes=CAFE%20zolc'))).toEqual([fixture.companies.unicode]);
    const word = commonest(
      companies.flatMap((c) => words(c.company_name)).filter((w) => w !== 'limited' && w !== 'ltd'),
    );
    expect(sorted(await numbers(`company_name_excludes=${word}`))).toEqual(
      expected((c) => !hasWords(c.company_name, word)),
    );
  });

  it('location needs every word of the registered office', async () => {
    expect(sorted(await numbers('location=leeds'))).toEqual(expected((c) => hasWords(addressText(c), 'leeds')));
    expect(await numbers('location=leeds')).toContain(fixture.companies.branchOpen);
    expect(sorted(await numbers('location=STRASSE%20z%C3%BCrich'))).toEqual([fixture.companies.unicode]);
    const town = commonest(companies.map((c) => c.registered_office_address?.locality));
    expect(sorted(await numbers(`location=${encodeURIComponent(town)}`))).toEqual(
      expected((c) => hasWords(addressText(c), town)),
    );
  });

  it('combines three filters as all of them', async () => {
    const sic = commonest(companies.flatMap((c) => c.sic_codes ?? []));
    const want = expected(
      (c) => c.company_status === 'active' && c.type === 'ltd' && (c.sic_codes?.includes(sic) ?? false),
    );
    expect(want.length).toBeGreaterThan(0);
    expect(sorted(await numbers(`company_status=active&company_type=ltd&sic_codes=${sic}`))).toEqual(want);
    const dated = expected(
      (c) =>
        c.company_status === 'active' &&
        !!c.date_of_creation &&
        c.date_of_creation >= '2000-01-01' &&
        !hasWords(c.company_name, 'limited'),
    );
    expect(
      sorted(await numbers('company_status=active&incorporated_from=2000-01-01&company_name_excludes=limited')),
    ).toEqual(dated);
  });

  it('pages with size and start_index through the same order', async () => {
    const all = await numbers('company_status=active');
    const page = (await get('/advanced-search/companies?company_status=active&size=7&start_index=14')).json();
    expect(page.hits).toBe(all.length);
    expect(page.items.map((item: Company) => item.company_number)).toEqual(all.slice(14, 21));
  });

  it('answers 400 naming the field for a malformed or impossible date', async () => {
    for (const query of ['incorporated_from=2020-13-01', 'dissolved_to=01/02/2020', 'incorporated_to=2023-02-30']) {
      const response = await get(`/advanced-search/companies?${query}`);
      expect(response.status, query).toBe(400);
      const name = query.split('=')[0]!;
      expect(response.json().errors[0]).toMatchObject({
        location: name,
        error: expect.stringContaining("'yyyy-mm-dd'"),
      });
    }
  });

  it('answers 422 for a size outside 1–5000 and 400 for a size that is no number', async () => {
    for (const size of ['0', '5001']) {
      const response = await get(`/advanced-search/companies?size=${size}`);
      expect(response.status).toBe(422);
      expect(response.json().errors[0].error).toContain('not greater than 5000');
    }
    expect((await get('/advanced-search/companies?size=abc')).status).toBe(400);
  });

  it('answers 400 naming the field for an unknown status, type or subtype', async () => {
    for (const name of ['company_status', 'company_type', 'company_subtype']) {
      const response = await get(`/advanced-search/companies?${name}=bogus`);
      expect(response.status).toBe(400);
      expect(response.json().errors[0].location).toBe(name);
    }
  });

  it('answers 404 with an empty body when nothing matches or the start is past the last hit', async () => {
    for (const query of ['company_name_includes=zzzqqq', `company_status=active&start_index=${companies.length}`]) {
      const response = await get(`/advanced-search/companies?${query}`);
      expect(response.status).toBe(404);
      expect(response.text).toBe('');
    }
  });
});

describe('/dissolved-search/companies', () => {
  it('best-match finds dissolved companies by their current name', async () => {
    const response = await get('/dissolved-search/companies?q=fixture&search_type=best-match');
    expect(response.status).toBe(200);
    const body = schemaOf('dissolvedSearchCompanies').parse(response.json());
    expect(body).toMatchObject({ kind: 'search#dissolved', hits: 1 });
    expect(body.items[0]).toMatchObject({
      company_name: 'FIXTURE DISSOLVED LIMITED',
      company_status: 'dissolved',
      kind: 'searchresults#dissolved-company',
      date_of_cessation: '2020-01-01',
      ordered_alpha_key_with_id: `FIXTUREDISSOLVEDLIMITED:${fixture.companies.dissolved}`,
    });
    expect(body.top_hit).toEqual(body.items[0]);
  });

  it('previous-name-dissolved finds them by a former name and says which one matched', async () => {
    const renamed = companies.find(
      (c) => c.company_status === 'dissolved' && (c.previous_company_names?.length ?? 0) > 0,
    );
    expect(renamed).toBeDefined();
    const former = renamed!.previous_company_names![0]!.name;
    const response = await get(
      `/dissolved-search/companies?search_type=previous-name-dissolved&size=100&q=${encodeURIComponent(former)}`,
    );
    expect(response.status).toBe(200);
    const body = schemaOf('dissolvedSearchCompanies').parse(response.json());
    expect(body.kind).toBe('search#previous-name-dissolved');
    const item = body.items.find((hit) => hit.company_number === renamed!.company_number);
    expect(item?.matched_previous_company_name?.name).toBe(former);
    expect(body.items.every((hit) => hit.company_status === 'dissolved')).toBe(true);
  });

  it('alphabetical lists dissolved companies around the name, with cursors either way', async () => {
    const dissolved = companies.filter((c) => c.company_status === 'dissolved').length;
    const response = await get('/dissolved-search/companies?q=fixture&search_type=alphabetical&size=4');
    expect(response.status).toBe(200);
    const body = response.json();
    expect(body.kind).toBe('search#alphabetical-dissolved');
    expect(body.top_hit.company_number).toBe(fixture.companies.dissolved);
    expect(body.items).toHaveLength(Math.min(4, dissolved));
    const keys = body.items.map((item: { ordered_alpha_key_with_id: string }) => item.ordered_alpha_key_with_id);
    expect(keys).toEqual([...keys].sort());
    const after = (
      await get(
        `/dissolved-search/companies?q=fixture&search_type=alphabetical&size=2&search_after=${encodeURIComponent(keys[1])}`,
      )
    ).json();
    expect(after.items[0].ordered_alpha_key_with_id).toBe(keys[2]);
  });

  it('alphabetical answers as the real service: top_hit the name nearest q on every page, items around it, no hits', async () => {
    const response = await get(
      '/dissolved-search/companies?q=FIXTURE%20DISSOLVED%20LIMITED&search_type=alphabetical&size=3',
    );
    expect(response.status).toBe(200);
    const body = schemaOf('dissolvedSearchCompanies').parse(response.json());
    expect(Object.keys(response.json()).sort()).toEqual(['etag', 'items', 'kind', 'top_hit']);
    expect(body.top_hit).toMatchObject({
      company_name: 'FIXTURE DISSOLVED LIMITED',
      company_number: fixture.companies.dissolved,
      kind: 'searchresults#dissolved-company',
      date_of_cessation: '2020-01-01',
    });
    expect(body.items).toContainEqual(body.top_hit);
    // A cursor's page keeps q's top hit (the real service computes it from q whatever the cursor).
    const top = encodeURIComponent(body.top_hit!.ordered_alpha_key_with_id!);
    for (const cursor of [`search_after=${top}`, `search_before=${top}`]) {
      const page = await get(
        `/dissolved-search/companies?q=FIXTURE%20DISSOLVED%20LIMITED&search_type=alphabetical&size=2&${cursor}`,
      );
      expect(page.status, cursor).toBe(200);
      const paged = schemaOf('dissolvedSearchCompanies').parse(page.json());
      expect(paged.items[0]!.ordered_alpha_key_with_id, cursor).not.toBe(body.top_hit!.ordered_alpha_key_with_id);
      expect(paged.top_hit, cursor).toEqual(body.top_hit);
    }
  });

  it('answers 422 for a size over 100, 400 for an unknown search_type or a missing q, 404 empty for no match', async () => {
    expect((await get('/dissolved-search/companies?q=a&size=101')).status).toBe(422);
    const bad = await get('/dissolved-search/companies?q=a&search_type=fuzzy');
    expect(bad.status).toBe(400);
    expect(bad.json().errors[0].location).toBe('search_type');
    expect((await get('/dissolved-search/companies?search_type=best-match')).status).toBe(400);
    const none = await get('/dissolved-search/companies?q=zzzqqq&search_type=best-match');
    expect(none.status).toBe(404);
    expect(none.text).toBe('');
  });
});

describe('/alphabetical-search/companies', () => {
  const alpha = (c: Company) => `${words(c.company_name).join('').toUpperCase()}:${c.company_number}`;

  it('shows the names around q in the register’s order, the first at or after q as top_hit', async () => {
    const register = companies.map(alpha).sort();
    const response = await get('/alphabetical-search/companies?q=Fixture%20Full&size=6');
    expect(response.status).toBe(200);
    const body = schemaOf('alphabeticalSearchCompanies').parse(response.json());
    expect(body.kind).toBe('search#alphabetical-search');
    expect(body.top_hit?.company_number).toBe(fixture.companies.full);
    const at = register.indexOf(`FIXTUREFULLLIMITED:${fixture.companies.full}`);
    expect(body.items.map((item) => item.ordered_alpha_key_with_id)).toEqual(register.slice(at - 3, at + 3));
    expect(body.items[0]!.kind).toBe('search-results#alphabetical-search');
  });

  it('pages with search_above and search_below (and the search_before/search_after spellings)', async () => {
    const register = companies.map(alpha).sort();
    const key = `FIXTUREFULLLIMITED:${fixture.companies.full}`;
    const at = register.indexOf(key);
    const keysOf = async (query: string) =>
      (await get(`/alphabetical-search/companies?q=x&size=3&${query}`))
        .json()
        .items.map((item: { ordered_alpha_key_with_id: string }) => item.ordered_alpha_key_with_id);
    expect(await keysOf(`search_below=${encodeURIComponent(key)}`)).toEqual(register.slice(at + 1, at + 4));
    expect(await keysOf(`search_after=${encodeURIComponent(key)}`)).toEqual(register.slice(at + 1, at + 4));
    expect(await keysOf(`search_above=${encodeURIComponent(key)}`)).toEqual(register.slice(at - 3, at));
    expect(await keysOf(`search_before=${encodeURIComponent(key)}`)).toEqual(register.slice(at - 3, at));
    const below = (
      await get(`/alphabetical-search/companies?q=Fixture%20Full&size=3&search_below=${encodeURIComponent(key)}`)
    ).json();
    expect(below.top_hit.company_number).toBe(fixture.companies.full);
  });

  it('answers 422 for a size outside 1–100 and 400 without q', async () => {
    expect((await get('/alphabetical-search/companies?q=a&size=0')).status).toBe(422);
    expect((await get('/alphabetical-search/companies?q=a&size=101')).status).toBe(422);
    expect((await get('/alphabetical-search/companies')).status).toBe(400);
  });
});
