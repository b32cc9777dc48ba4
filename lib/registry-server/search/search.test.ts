import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companySearchSchema,
  disqualifiedOfficerSearchSchema,
  officerSearchSchema,
  searchAllSchema,
} from '@/lib/registry/schemas/search';
import {
  buildSearchIndex,
  createSearch,
  isSearchOutOfRange,
  SEARCH_RESULT_WINDOW,
  TOTAL_RESULTS_CAP,
  type AllSearchResult,
  type CompanySearchResult,
  type DisqualifiedOfficerSearchResult,
  type OfficerSearchResult,
  type Search,
  type SearchOutOfRange,
} from '.';
import { RECORDED_ADDRESS_MIN_APPOINTMENTS } from './build';
import { matchExpression } from './ranking';
import { createTestDatabase } from './test-fixtures';

function ok<T>(result: T | SearchOutOfRange): T {
  if (isSearchOutOfRange(result)) throw new Error(`unexpected out-of-range: ${result.message}`);
  return result;
}

function fixture() {
  const t = createTestDatabase();
  t.company({
    company_number: '00445790',
    company_name: 'TESCO PLC',
    company_status: 'active',
    type: 'plc',
    date_of_creation: '1947-11-27',
  })
    .company({ company_number: '00519500', company_name: 'TESCO STORES LIMITED', date_of_creation: '1953-06-16' })
    .company({
      company_number: '01111111',
      company_name: 'Tesco Ltd.',
      company_status: 'dissolved',
      date_of_creation: '1990-01-01',
      date_of_cessation: '1999-05-26',
    })
    .company({
      company_number: '02222222',
      company_name: 'TESCO (HOLDINGS) LIMITED',
      company_status: 'liquidation',
      date_of_creation: '1980-02-02',
    })
    .company({ company_number: '03333333', company_name: 'BIG TESCO FAN LTD', date_of_creation: '2015-03-03' })
    .company({
      company_number: '03333334',
      company_name: 'ANOTHER TESCO FAN LTD',
      company_status: 'dissolved',
      date_of_creation: '2015-03-03',
      date_of_cessation: '2020-01-01',
    })
    .company({
      company_number: '04475590',
      company_name: 'YOU  LIMITED',
      date_of_creation: '2002-07-02',
      registered_office_address: {
        premises: '74 ',
        address_line_1: 'Lairgate',
        locality: 'Beverley',
        region: 'East Yorkshire',
        country: 'United Kingdom',
        postal_code: 'HU17 8EU',
      },
    })
    .company({
      company_number: '11722385',
      company_name: 'CLEVER TEC  LTD',
      date_of_creation: '2018-12-11',
      previous_company_names: [
        { name: 'OLD NAME LTD', effective_from: '2018-12-11', ceased_on: '2019-01-01' },
        { name: 'YOU TEC ', effective_from: '2019-01-01', ceased_on: '2020-01-01' },
      ],
    })
    .company({
      company_number: '00006400',
      company_name: 'THE BRITISH LAND COMPANY PLC',
      type: 'plc',
      date_of_creation: '1856-01-01',
    })
    .company({
      company_number: 'SC123456',
      company_name: 'HIGHLAND INTERNATIONAL TRADING LIMITED',
      date_of_creation: '2001-09-09',
    })
    .company({ company_number: '05555555', company_name: 'A & B CONSULTING LIMITED', date_of_creation: '2005-05-05' })
    .company({ company_number: '06666666', company_name: 'École Française Ltd', date_of_creation: '2006-06-06' })
    .company({
      company_number: '07777777',
      company_name: 'JOHN LIMITED',
      company_status: 'dissolved',
      date_of_creation: '2021-10-22',
      date_of_cessation: '2023-05-02',
    })
    .company({
      company_number: 'FC040879',
      company_name: 'ABSA UK PERMANENT ESTABLISHMENT',
      type: 'oversea-company',
      date_of_creation: '2022-03-01',
      external_registration_number: '198600479406',
    })
    .officer({
      officer_id: '1fox8G7xzfgdlmkfSG5a24fprbM',
      name: 'SUGAR, Alan Michael, Lord',
      date_of_birth: { month: 3, year: 1947 },
      appointments: [
        {
          company_number: '00445790',
          appointed_on: '1990-01-01',
          resigned_on: '2000-01-01',
          address: { premises: 'Old House', address_line_1: 'Old Road', locality: 'Leeds' },
        },
        {
          company_number: '00519500',
          appointed_on: '2001-01-01',
          address: {
            premises: 'Amshold House',
            address_line_1: 'Goldings Hill',
            locality: 'Loughton',
            country: 'England',
            postal_code: 'IG10 2RW',
          },
        },
      ],
    })
    .officer({
      officer_id: 'WjZAkMgKvhRNbn0rXNmOSms8sA0',
      name: 'SUGARMAN, Peter',
      date_of_birth: { month: 1, year: 1960 },
      appointments: [
        {
          company_number: '03333333',
          appointed_on: '2015-03-03',
          address: { premises: '3', address_line_1: 'Low Road', locality: 'York' },
        },
      ],
    })
    .officer({
      officer_id: 'JohnSmith000000000000000001',
      name: 'SMITH, John',
      date_of_birth: { month: 7, year: 1970 },
      appointments: [
        {
          company_number: '05555555',
          appointed_on: '2005-05-05',
          address: { premises: '5', address_line_1: 'Main Street', locality: 'Bath' },
        },
      ],
    })
    .officer({
      officer_id: 'JohnSmith000000000000000002',
      name: 'SMITH, John David',
      appointments: [
        {
          company_number: '05555555',
          appointed_on: '2006-05-05',
          address: { premises: '6', address_line_1: 'Main Street', locality: 'Bath' },
        },
      ],
    })
    .officer({
      officer_id: 'Jgko-GXS5n6KtAyggx9VUsuYJP0',
      name: 'JOHN WYATT (FEED FATS) LIMITED',
      is_corporate: true,
      appointments: [
        {
          company_number: '05555555',
          appointed_on: '2007-05-05',
          address: { address_line_1: 'Holbeck Lane', locality: 'Leeds' },
        },
      ],
    })
    .disqualified({
      officer_id: 'iJZbzhXjhanBiPC9LRVC-FfaRqg',
      kind: 'natural',
      body: {
        kind: 'natural-disqualification',
        title: 'Mr',
        forename: 'John',
        other_forenames: 'Peter',
        surname: 'HENRY',
        date_of_birth: '1987-08-03',
        disqualifications: [
          {
            address: {
              premises: '19',
              address_line_1: 'Parkway',
              locality: 'Romford',
              region: 'Essex',
              postal_code: 'RM2 5NT',
              country: 'United Kingdom',
            },
          },
        ],
      },
    })
    .disqualified({
      officer_id: 'CorpDisq00000000000000000001',
      kind: 'corporate',
      body: {
        kind: 'corporate-disqualification',
        name: 'SHADY TRADING LIMITED',
        disqualifications: [{ address: { address_line_1: 'Dock Road', locality: 'Hull' } }],
      },
    });
  buildSearchIndex(t.db);
  return { db: t.db, search: createSearch(t.db) };
}

const page = (
  q: string,
  extra: Partial<{ items_per_page: number; start_index: number; restrictions: string }> = {},
) => ({
  q,
  items_per_page: 20,
  start_index: 0,
  ...extra,
});

let search: Search;
const companies = (q: string, extra?: Parameters<typeof page>[1]): CompanySearchResult =>
  ok(search.searchCompanies(page(q, extra)));
const titles = (q: string, extra?: Parameters<typeof page>[1]) => companies(q, extra).items.map((item) => item.title);

beforeAll(() => {
  search = fixture().search;
});

describe('searchCompanies: matching', () => {
  it('finds words in any order, ignoring case and punctuation', () => {
    expect(titles('stores tesco')).toEqual(['TESCO STORES LIMITED']);
    expect(titles('TESCO-STORES!')).toEqual(['TESCO STORES LIMITED']);
    expect(titles('ecole francaise')).toEqual(['École Française Ltd']);
    expect(titles('a and b')).toContain('A & B CONSULTING LIMITED');
  });

  it('treats every word as a possible prefix', () => {
    expect(titles('tesc sto')).toEqual(['TESCO STORES LIMITED']);
    expect(titles('sto tesc')).toEqual(['TESCO STORES LIMITED']);
    expect(titles('hig internat')).toEqual(['HIGHLAND INTERNATIONAL TRADING LIMITED']);
    // Longer than the prefix indexes: matched through the indexed words it begins.
    expect(titles('internationa')).toEqual(['HIGHLAND INTERNATIONAL TRADING LIMITED']);
    expect(titles('internationalist')).toEqual([]);
  });

  it('puts the company whose number the query is first, also when typed short or in lower case', () => {
    expect(companies('00445790').items[0]?.company_number).toBe('00445790');
    expect(companies('445790').items[0]?.company_number).toBe('00445790');
    expect(companies('6400').items.map((item) => item.company_number)).toEqual(['00006400']);
    expect(companies('sc123456').items[0]?.company_number).toBe('SC123456');
    expect(companies('6400').total_results).toBe(1);
    expect(companies('99999999').total_results).toBe(0);
  });

  it('ranks exact names, then names starting with the query, then other word matches; live before dissolved in each', () => {
    expect(titles('tesco')).toEqual([
      // exact (the legal-form ending aside): active, then dissolved
      'TESCO PLC',
      'Tesco Ltd.',
      // starting with the query: active, then other statuses (liquidation)
      'TESCO STORES LIMITED',
      'TESCO (HOLDINGS) LIMITED',
      // other word matches: active, then dissolved
      'BIG TESCO FAN LTD',
      'ANOTHER TESCO FAN LTD',
    ]);
    expect(titles('tesco limited').slice(0, 2)).toEqual(['TESCO PLC', 'Tesco Ltd.']);
  });

  it('orders equal ranks by name, then number', () => {
    expect(titles('fan')).toEqual(['BIG TESCO FAN LTD', 'ANOTHER TESCO FAN LTD']);
    expect(titles('tesco fan')).toEqual(['BIG TESCO FAN LTD', 'ANOTHER TESCO FAN LTD']);
  });

  it('finds companies by a previous name, showing it as the snippet', () => {
    const result = companies('you');
    expect(result.items.map((item) => item.title)).toEqual(['YOU  LIMITED', 'CLEVER TEC  LTD']);
    const [byName, byPrevious] = result.items;
    expect(byName).toMatchObject({ snippet: '', matches: { title: [1, 3], snippet: [] } });
    expect(byPrevious).toMatchObject({ snippet: 'YOU TEC ', matches: { snippet: [1, 3] } });
    expect(byPrevious?.matches.title).toBeUndefined();
  });

  it('gives 1-based inclusive offsets of the matched words in the title', () => {
    expect(companies('tesc sto').items[0]?.matches.title).toEqual([1, 5, 7, 12]);
    expect(companies('fan').items[0]?.matches.title).toEqual([11, 13]);
  });

  it('applies restrictions', () => {
    expect(titles('tesco', { restrictions: 'active-companies' })).toEqual([
      'TESCO PLC',
      'TESCO STORES LIMITED',
      'BIG TESCO FAN LTD',
    ]);
    expect(titles('tesco ltd', { restrictions: 'active-companies legally-equivalent-company-name' })).toEqual([
      'TESCO PLC',
    ]);
    expect(titles('tesco', { restrictions: 'legally-equivalent-company-name' })).toEqual(['TESCO PLC', 'Tesco Ltd.']);
    expect(companies('tesco', { restrictions: 'legally-equivalent-company-name' }).total_results).toBe(2);
    expect(companies('tesco', { restrictions: 'active-companies' }).total_results).toBe(3);
  });

  it('answers an empty or punctuation-only query with an empty result', () => {
    for (const q of ['', '   ', '!!!', '--', '()']) {
      expect(companies(q)).toEqual({
        kind: 'search#companies',
        items_per_page: 20,
        start_index: 0,
        total_results: 0,
        page_number: 1,
        items: [],
      });
    }
    expect(ok(search.searchAll(page('...'))).total_results).toBe(0);
    expect(ok(search.searchOfficers(page('?'))).items).toEqual([]);
  });
});

describe('searchCompanies: items', () => {
  it('are shaped as the registry sends them', () => {
    const item = companies('you limited').items[0];
    expect(item).toEqual({
      kind: 'searchresults#company',
      title: 'YOU  LIMITED',
      links: { self: '/company/04475590' },
      company_number: '04475590',
      company_status: 'active',
      company_type: 'ltd',
      date_of_creation: '2002-07-02',
      address: {
        premises: '74 ',
        address_line_1: 'Lairgate',
        locality: 'Beverley',
        region: 'East Yorkshire',
        country: 'United Kingdom',
        postal_code: 'HU17 8EU',
      },
      address_snippet: '74  Lairgate, Beverley, East Yorkshire, United Kingdom, HU17 8EU',
      description: '04475590 - Incorporated on  2 July 2002',
      description_identifier: ['incorporated-on'],
      snippet: '',
      matches: { title: [1, 3, 6, 12], snippet: [] },
    });
  });

  it('describe closed and overseas companies', () => {
    const dissolved = companies('john').items[0];
    expect(dissolved).toMatchObject({
      company_status: 'dissolved',
      date_of_cessation: '2023-05-02',
      description: '07777777 - Dissolved on  2 May 2023',
      description_identifier: ['dissolved-on'],
    });
    expect(companies('absa').items[0]).toMatchObject({
      company_type: 'oversea-company',
      external_registration_number: '198600479406',
      description: 'FC040879 - First UK establishment opened on  1 March 2022',
      description_identifier: ['first-uk-establishment-opened-on'],
    });
    expect(companies('tesco holdings').items[0]).toMatchObject({
      description: '02222222 - Incorporated on  2 February 1980 - Liquidation',
      description_identifier: ['incorporated-on', 'liquidation'],
    });
  });
});

describe('paging', () => {
  it('pages with start_index and items_per_page, counting every match', () => {
    const all = titles('tesco');
    const first = companies('tesco', { items_per_page: 4 });
    const second = companies('tesco', { items_per_page: 4, start_index: 4 });
    expect(first).toMatchObject({ total_results: 6, items_per_page: 4, start_index: 0, page_number: 1 });
    expect(second).toMatchObject({ total_results: 6, items_per_page: 4, start_index: 4, page_number: 2 });
    expect([...first.items, ...second.items].map((item) => item.title)).toEqual(all);
    expect(companies('tesco', { items_per_page: 2, start_index: 3 }).items.map((item) => item.title)).toEqual(
      all.slice(3, 5),
    );
    expect(companies('tesco', { start_index: 50 })).toMatchObject({ total_results: 6, items: [] });
  });

  it('reports start_index past the reachable window as out of range (the handler answers 416)', () => {
    const result = search.searchCompanies(page('tesco', { start_index: SEARCH_RESULT_WINDOW }));
    expect(isSearchOutOfRange(result)).toBe(true);
    expect(result).toMatchObject({ outOfRange: true, status: 416, start_index: 1000 });
    expect(isSearchOutOfRange(search.searchOfficers(page('smith', { start_index: 5000 })))).toBe(true);
    expect(isSearchOutOfRange(search.searchAll(page('smith', { start_index: 1000 })))).toBe(true);
    expect(isSearchOutOfRange(search.searchCompanies(page('tesco', { start_index: SEARCH_RESULT_WINDOW - 1 })))).toBe(
      false,
    );
  });
});

describe('searchOfficers', () => {
  const officers = (q: string): OfficerSearchResult => ok(search.searchOfficers(page(q)));

  it('finds officers by name in any order, exact names first', () => {
    expect(officers('john smith').items.map((item) => item.title)).toEqual(['John SMITH', 'John David SMITH']);
    expect(officers('smith john').items.map((item) => item.title)).toEqual(['John SMITH', 'John David SMITH']);
    expect(officers('david').items.map((item) => item.title)).toEqual(['John David SMITH']);
    expect(officers('sug').items.map((item) => item.title)).toEqual(['Lord Alan Michael SUGAR', 'Peter SUGARMAN']);
  });

  it('are shaped as the registry sends them', () => {
    expect(officers('alan sugar').items[0]).toEqual({
      kind: 'searchresults#officer',
      title: 'Lord Alan Michael SUGAR',
      links: { self: '/officers/1fox8G7xzfgdlmkfSG5a24fprbM/appointments' },
      appointment_count: 2,
      date_of_birth: { month: 3, year: 1947 },
      address: {
        premises: 'Amshold House',
        address_line_1: 'Goldings Hill',
        locality: 'Loughton',
        country: 'England',
        postal_code: 'IG10 2RW',
      },
      address_snippet: 'Amshold House, Goldings Hill, Loughton, England, IG10 2RW',
      description: 'Total number of appointments 2 - Born March 1947',
      description_identifiers: ['appointment-count', 'born-on'],
      snippet: '',
      matches: { title: [6, 9, 19, 23], snippet: [] },
    });
    expect(officers('john smith').items[1]).toMatchObject({
      description: 'Total number of appointments 1',
      description_identifiers: ['appointment-count'],
    });
    expect(officers('john smith')).toMatchObject({ kind: 'search#officers', total_results: 2, page_number: 1 });
  });

  it('show the address of the first appointment of the officer’s list, recorded in the index for officers with many', () => {
    const older = Array.from({ length: RECORDED_ADDRESS_MIN_APPOINTMENTS }, (_, i) => ({
      company_number: '01000001',
      appointed_on: `2000-01-${String(i + 1).padStart(2, '0')}`,
      address: { locality: 'Older' },
    }));
    const t = createTestDatabase()
      .company({ company_number: '01000001', company_name: 'ONE LIMITED' })
      .company({ company_number: '01000002', company_name: 'TWO LIMITED' })
      .officer({
        officer_id: 'BusyBea00000000000000000001',
        name: 'BUSY, Bea',
        appointments: [
          ...older,
          { company_number: '01000002', appointed_on: '2021-01-01', address: { locality: 'Latest' } },
          {
            company_number: '01000001',
            appointed_on: '2023-01-01',
            resigned_on: '2024-01-01',
            address: { locality: 'Resigned' },
          },
        ],
      });
    buildSearchIndex(t.db);
    expect(t.db.prepare('SELECT address_appointment_id FROM search_officers').pluck().get()).not.toBeNull();
    const [item] = ok(createSearch(t.db).searchOfficers(page('busy'))).items;
    expect(item).toMatchObject({
      appointment_count: RECORDED_ADDRESS_MIN_APPOINTMENTS + 2,
      address: { locality: 'Latest' },
    });
    // An index built before version 2 records none: the address is picked from the appointments.
    t.db.exec(
      `ALTER TABLE search_officers DROP COLUMN address_appointment_id; UPDATE search_meta SET value = '1' WHERE key = 'version'`,
    );
    expect(ok(createSearch(t.db).searchOfficers(page('busy'))).items).toEqual([item]);
  });

  it('show a corporate officer under its name', () => {
    expect(officers('wyatt').items[0]).toMatchObject({
      title: 'JOHN WYATT (FEED FATS) LIMITED',
      address_snippet: 'Holbeck Lane, Leeds',
    });
  });
});

describe('searchDisqualifiedOfficers', () => {
  const disqualified = (q: string): DisqualifiedOfficerSearchResult => ok(search.searchDisqualifiedOfficers(page(q)));

  it('finds natural and corporate disqualified officers by name', () => {
    expect(disqualified('henry john').items[0]).toEqual({
      kind: 'searchresults#disqualified-officer',
      title: 'John Peter HENRY',
      links: { self: '/disqualified-officers/natural/iJZbzhXjhanBiPC9LRVC-FfaRqg' },
      date_of_birth: '1987-08-03',
      address: {
        premises: '19',
        address_line_1: 'Parkway',
        locality: 'Romford',
        region: 'Essex',
        postal_code: 'RM2 5NT',
        country: 'United Kingdom',
      },
      address_snippet: '19 Parkway, Romford, Essex, United Kingdom, RM2 5NT',
      description: 'Born on 3 August 1987',
      description_identifiers: ['born-on'],
      snippet: '',
      matches: { title: [1, 4, 12, 16], snippet: [] },
    });
    expect(disqualified('shady')).toMatchObject({
      kind: 'search#disqualified-officers',
      total_results: 1,
      items: [
        {
          title: 'SHADY TRADING LIMITED',
          links: { self: '/disqualified-officers/corporate/CorpDisq00000000000000000001' },
          description_identifiers: [],
        },
      ],
    });
  });
});

describe('searchAll', () => {
  it('mixes companies, officers and disqualified officers, best matches first', () => {
    const result: AllSearchResult = ok(search.searchAll(page('john')));
    expect(result.kind).toBe('search#all');
    // Exact names first; then the word matches of each kind, interleaved in proportion
    // (3 officers to 1 disqualified officer), each kind in its own order.
    expect(result.items.map((item) => [item.kind, item.title])).toEqual([
      ['searchresults#company', 'JOHN LIMITED'],
      ['searchresults#officer', 'JOHN WYATT (FEED FATS) LIMITED'],
      ['searchresults#officer', 'John SMITH'],
      ['searchresults#disqualified-officer', 'John Peter HENRY'],
      ['searchresults#officer', 'John David SMITH'],
    ]);
    expect(result.total_results).toBe(5);
  });

  it('pages through the mixed list', () => {
    const whole = ok(search.searchAll(page('john'))).items.map((item) => item.title);
    const pages = [0, 2, 4].flatMap((start) =>
      ok(search.searchAll(page('john', { items_per_page: 2, start_index: start }))).items.map((item) => item.title),
    );
    expect(pages).toEqual(whole);
  });
});

describe('bodies', () => {
  it('pass the registry schemas of the four search resources', () => {
    for (const q of ['tesco', 'you', 'john', '6400', 'absa', 'sugar', 'henry', 'shady', 'wyatt']) {
      expect(companySearchSchema.safeParse(search.searchCompanies(page(q))).error).toBeUndefined();
      expect(officerSearchSchema.safeParse(search.searchOfficers(page(q))).error).toBeUndefined();
      expect(
        disqualifiedOfficerSearchSchema.safeParse(search.searchDisqualifiedOfficers(page(q))).error,
      ).toBeUndefined();
      expect(searchAllSchema.safeParse(search.searchAll(page(q))).error).toBeUndefined();
    }
  });
});

describe('buildSearchIndex', () => {
  it('can run again over the same database', () => {
    const { db } = fixture();
    buildSearchIndex(db);
    buildSearchIndex(db);
    expect(createSearch(db).searchCompanies(page('tesco'))).toMatchObject({ total_results: 6 });
  });

  it('runs inside a transaction the caller holds', () => {
    const { db } = fixture();
    db.transaction(() => buildSearchIndex(db))();
    expect(createSearch(db).searchCompanies(page('tesco'))).toMatchObject({ total_results: 6 });
  });

  it('leaves createSearch usable before the index exists, failing only when searched', () => {
    const t = createTestDatabase();
    const early = createSearch(t.db);
    expect(() => early.searchCompanies(page('tesco'))).toThrow(/search index has not been built/);
    buildSearchIndex(t.db);
    expect(early.searchCompanies(page('tesco'))).toMatchObject({ total_results: 0 });
  });
});

describe('large result sets', () => {
  it('count exactly up to the cap, then report the cap, and page up to the window', () => {
    const t = createTestDatabase();
    t.db.transaction(() => {
      for (let i = 0; i < TOTAL_RESULTS_CAP + 50; i++) {
        t.company({
          company_number: String(10_000_000 + i),
          company_name: `ACME ${i} SERVICES LIMITED`,
          company_status: i % 3 === 0 ? 'dissolved' : 'active',
        });
      }
      for (let i = 0; i < 30; i++)
        t.company({ company_number: String(20_000_000 + i), company_name: `WIDGET ${i} LIMITED` });
    })();
    buildSearchIndex(t.db);
    const big = createSearch(t.db);
    expect(ok(big.searchCompanies(page('acme'))).total_results).toBe(TOTAL_RESULTS_CAP);
    expect(ok(big.searchCompanies(page('widget'))).total_results).toBe(30);
    const last = ok(big.searchCompanies(page('acme', { start_index: 990, items_per_page: 20 })));
    expect(last.items).toHaveLength(10);
    const lastStatus = last.items.map((item) => item.company_status);
    expect(lastStatus.every((status) => status === 'active')).toBe(true);
    // Live companies first: the dissolved ones come after every active one.
    const firstPage = ok(big.searchCompanies(page('acme services', { items_per_page: 100 })));
    expect(firstPage.items.every((item) => item.company_status === 'active')).toBe(true);
  });
});

describe('the order words are read in', () => {
  // Every name has "a", "and" and "limited"; one in seven has "zebra".
  function common() {
    const t = createTestDatabase();
    t.db.transaction(() => {
      for (let i = 0; i < 300; i++)
        t.company({
          company_number: String(30_000_000 + i),
          company_name: `${i % 7 === 0 ? 'ZEBRA' : 'ACORN'} A & ${i % 2 ? 'B' : 'C'} ${i} LIMITED`,
        });
    })();
    buildSearchIndex(t.db);
    return t;
  }
  const terms = (db: Database.Database) => {
    const statement = db.prepare(
      'SELECT term, docs FROM search_terms WHERE source = ? AND term >= ? AND term < ? ORDER BY source, term LIMIT ?',
    );
    return () => statement;
  };

  it('joins the rarest word first, each further one to what the rarer ones found', () => {
    const { db } = common();
    expect(matchExpression(terms(db), 'companies', ['a', 'and', 'zebra'])).toBe(
      // "a"* is every word starting with a: "a", "acorn" and "and".
      '("zebra"* AND "and"* OR "\u00d7") AND "a"*',
    );
  });

  it('finds the same companies in any order of the query words, and with an index that has no word counts', () => {
    const { db } = common();
    const names = (q: string) =>
      ok(createSearch(db).searchCompanies(page(q, { items_per_page: 100 }))).items.map((item) => item.title);
    const expected = names('zebra a & b');
    expect(expected).toHaveLength(21);
    expect(expected.every((title) => /^ZEBRA A & B /.test(title))).toBe(true);
    expect(names('b & a zebra').sort()).toEqual([...expected].sort());
    db.exec('ALTER TABLE search_terms DROP COLUMN docs');
    expect(names('zebra a & b')).toEqual(expected);
  });
});
